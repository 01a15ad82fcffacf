/** Text made safe inside an HTML body or a quoted attribute: what a mail's HTML interpolates goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Text made safe inside an HTML body or a quoted attribute: what a mail's HTML interpolates goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type NoticeLine = { label: string; value: string };

/**
 * The layout of a mail that tells the shop something happened (a customer's answer, a new lead):
 * an intro, a table of labelled values, the way into the dashboard, and a footer. Plain text and
 * HTML, every value escaped (customers and visitors write some of them).
 */
export function shopNotice({
  intro,
  lines,
  linkIntro,
  link,
  footer,
}: {
  intro: string;
  lines: NoticeLine[];
  linkIntro: string;
  link: string;
  footer: string;
}) {
  const text = [intro, lines.map(({ label, value }) => `${label}: ${value}`).join("\n"), `${linkIntro}\n${link}`, footer].join("\n\n");
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">`,
    ...lines.map(
      ({ label, value }) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#4b5563;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    `<p style="margin:0 0 16px">${escapeHtml(linkIntro)}<br><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>`,
    `<p style="margin:0;color:#4b5563;font-size:13px">${escapeHtml(footer)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { text, html };
}

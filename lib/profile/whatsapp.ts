/**
 * The shop's WhatsApp as a https://wa.me/55… link, from whatever the mechanic typed: a phone
 * number in any format or a wa.me / api.whatsapp.com link. null when no Brazilian number can be
 * read from it (the profile's save refuses such a number now; rows saved before may hold one).
 */
export function whatsappLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const phoneParam = /[?&]phone=([^&#]+)/.exec(text)?.[1];
  const waPath = /wa\.me\/([^/?#]+)/.exec(text)?.[1];
  const digits = (phoneParam ?? waPath ?? text).replace(/\D/g, "").replace(/^0+/, "");
  // DDD + 8 or 9 digits, with or without the country code 55.
  if (/^55\d{10,11}$/.test(digits)) return `https://wa.me/${digits}`;
  if (/^\d{10,11}$/.test(digits)) return `https://wa.me/55${digits}`;
  return null;
}

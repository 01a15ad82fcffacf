import "server-only";

/** The same defaults as .env.example, so a fresh install shows a working contact block. */
const DEFAULT_SUPPORT_EMAIL = "suporte@oficinadigital.com.br";
const DEFAULT_SUPPORT_PHONE = "(11) 4002-8922";

/** Read at request time, so a deployment changes them without a new build. */
export function supportContact() {
  const email = process.env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
  const phone = process.env.SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_PHONE;
  // tel: links want digits only; a number written without "+" is a Brazilian one.
  const digits = phone.replace(/\D/g, "");
  const phoneHref = `tel:+${phone.startsWith("+") ? "" : "55"}${digits}`;
  return { email, phone, phoneHref };
}

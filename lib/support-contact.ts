import "server-only";
import { env } from "@/lib/env";

/**
 * Read at request time, so a deployment changes them without a new build. Unset, the same
 * defaults as .env.example (lib/env.ts), so a fresh install shows a working contact block.
 */
export function supportContact() {
  const email = env.SUPPORT_EMAIL;
  const phone = env.SUPPORT_PHONE;
  // tel: links want digits only; a number written without "+" is a Brazilian one.
  const digits = phone.replace(/\D/g, "");
  const phoneHref = `tel:+${phone.startsWith("+") ? "" : "55"}${digits}`;
  return { email, phone, phoneHref };
}

import "server-only";
import { env } from "@/lib/env";

export type SupportContact = { email: string; phone: { text: string; href: string } | null };

/**
 * Read at request time, so a deployment changes them without a new build. The e-mail has a
 * default (lib/env.ts); the phone has none: a placeholder number would ring a stranger, so an
 * operator who set none gets no phone on the page.
 */
export function supportContact(): SupportContact {
  const email = env.SUPPORT_EMAIL;
  const phone = env.SUPPORT_PHONE;
  if (!phone) return { email, phone: null };
  // tel: links want digits only; a number written without "+" is a Brazilian one.
  const digits = phone.replace(/\D/g, "");
  return { email, phone: { text: phone, href: `tel:+${phone.startsWith("+") ? "" : "55"}${digits}` } };
}

import Bowser from "bowser";
import { messages } from "@/lib/messages";

/**
 * "Chrome no Android", "Safari no iOS": enough for a mechanic to recognise his own phone or the
 * shop's computer in the list of open sessions. The browser's own description is parsed by Bowser;
 * an empty or unknown one says so.
 */
export function deviceName(userAgent: string | null) {
  return deviceOf(userAgent) ?? messages.account.unknownDevice;
}

/** "Chrome no Android", or null when the browser's description names no browser Bowser knows. */
export function deviceOf(userAgent: string | null) {
  if (!userAgent?.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  return os.name ? `${browser.name} no ${os.name}` : browser.name;
}

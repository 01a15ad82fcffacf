import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { calendarFeed } from "@/lib/agenda/ical";
import { shopInstant } from "@/lib/agenda/slots";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { rateLimitAddress } from "@/lib/client-address/rate-limit-address";
import { calendarFeedByHash, replaceCalendarFeedHash } from "@/lib/data/calendar-feed";
import { consumeRateLimit, isRateLimited } from "@/lib/data/rate-limits";
import { CALENDAR_FEED_MISSES } from "@/lib/rate-limit";
import { calendarFeedPath } from "@/lib/routes";

/** The feed shows this many days back and ahead of today (São Paulo). */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;

/** 32 random bytes, base64url: 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const feedSecretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The secret a path segment "<secret>.ics" carries, or null for anything else (answered 404 without a query). */
export function feedSecretOf(segment: string): string | null {
  if (!segment.endsWith(".ics")) return null;
  const secret = segment.slice(0, -".ics".length);
  return SECRET.test(secret) ? secret : null;
}

/**
 * A new secret for the shop's feed, its hash stored in place of the old one (whose address stops
 * working at once), and the feed's full address, to be shown once. Null when the shop is gone.
 */
export async function regenerateCalendarFeed(shopId: string, origin: string): Promise<string | null> {
  const secret = randomBytes(32).toString("base64url");
  if (!(await replaceCalendarFeedHash(shopId, feedSecretHash(secret)))) return null;
  return origin + calendarFeedPath(secret);
}

const missKey = (address: string) => `calendar-feed-miss:${rateLimitAddress(address)}`;

/**
 * The feed's iCalendar text for the path segment "<secret>.ics", asked from `address`; undefined,
 * which the route answers 404, for a malformed segment (nothing counted), any segment from an
 * address over CALENDAR_FEED_MISSES (not looked up), or a secret no shop has (one miss counted).
 */
export async function openCalendarFeed(segment: string, address: string, host: string, now = new Date()): Promise<string | undefined> {
  const secret = feedSecretOf(segment);
  if (!secret) return undefined;
  const key = missKey(address);
  if (await isRateLimited(key, CALENDAR_FEED_MISSES)) return undefined;
  const today = shopToday(now);
  const feed = await calendarFeedByHash(feedSecretHash(secret), {
    from: shopInstant(addDaysToDay(today, -FEED_DAYS_BACK), 0),
    to: shopInstant(addDaysToDay(today, FEED_DAYS_AHEAD + 1), 0),
  });
  if (!feed) {
    await consumeRateLimit(key, CALENDAR_FEED_MISSES);
    return undefined;
  }
  return calendarFeed(feed.shopName, feed.appointments, host);
}

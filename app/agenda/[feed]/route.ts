import { openCalendarFeed } from "@/lib/agenda/calendar-feed";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { siteOrigin } from "@/lib/site-url";

type Params = { params: Promise<{ feed: string }> };

/**
 * The shop's private calendar feed, /agenda/<secret>.ics (a dynamic segment holds the whole
 * "<secret>.ics"; lib/agenda/calendar-feed.ts reads the secret out of it). No login: Google
 * Calendar and the iPhone fetch it on their own, and the secret is the credential. Anything but a
 * live secret is a bare 404, the same for a malformed one, an unknown one and a limited address.
 */
export async function GET(_request: Request, { params }: Params) {
  const { feed } = await params;
  const body = await openCalendarFeed(feed, await currentRateLimitAddress(), new URL(siteOrigin()).hostname);
  if (body === undefined) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // The secret is in the address: no shared cache may keep one shop's agenda.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

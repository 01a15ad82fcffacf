import type { Metadata } from "next";
import { CalendarFeedForm } from "@/components/agenda/calendar-feed-form";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { hasCalendarFeed } from "@/lib/data/calendar-feed";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

const m = messages.appointmentReminders.feed;

export const metadata: Metadata = { title: m.title };

/**
 * 'Agenda no celular': the owner creates or replaces the private calendar feed's address and reads
 * how to subscribe to it. The address is never read back (only its hash is kept): it is shown once,
 * by the form, right after it is made.
 */
export default async function CalendarFeedPage() {
  const account = await requireSubscribedUser("manageShop");
  const loaded = await load("endereço da agenda", account.shopId, () => hasCalendarFeed(account.shopId));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={m.title} description={m.description} />
      {loaded.failed ? (
        <LoadError message={m.loadError + messages.reasons.loadAgain} retry />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{loaded.value ? m.active : m.none}</p>
          <CalendarFeedForm active={loaded.value} />
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{m.googleTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {m.googleSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.iphoneTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {m.iphoneSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">{m.refreshNote}</p>
    </div>
  );
}

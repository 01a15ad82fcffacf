import { Link } from "@/components/ui/link";
import { ReminderLine } from "@/components/reminders/reminder-line";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getReminderShop, listReminders } from "@/lib/data/reminders";
import { load } from "@/lib/load";
import { reminders } from "@/lib/messages/reminders";
import { reasons } from "@/lib/messages/validation";
import { remindersPath } from "@/lib/routes";
import { siteOrigin } from "@/lib/site-url";

const t = reminders;

/** How many lines the Painel's card shows. */
export const REMINDERS_CARD_LINES = 3;

/**
 * The card's reads: one list statement (its window count is the number) and the profile's row by
 * its key. Its own: a failure leaves the rest of the Painel on screen.
 */
export function readRemindersCard(shopId: string, today: string) {
  return load("lembretes do painel", shopId, () =>
    Promise.all([listReminders(shopId, today, { limit: REMINDERS_CARD_LINES }), getReminderShop(shopId)]),
  );
}

/** The Painel's first card: today's count and the first lines of 'Lembretes' with their actions, and 'Ver todos'. */
export function RemindersCard({
  read,
  today,
  canBook = false,
}: {
  read: Awaited<ReturnType<typeof readRemindersCard>>;
  today: string;
  canBook?: boolean;
}) {
  return (
    <Card aria-labelledby="reminders-card-heading" data-testid="reminders-card">
      <CardHeader>
        <CardTitle>
          <h2 id="reminders-card-heading">{t.card.heading}</h2>
        </CardTitle>
        {!read.failed && (
          <CardDescription data-testid="reminders-card-summary">
            {t.card.summary(read.value[0].dueToday, read.value[0].countCapped)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {read.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t.loadError + reasons.loadAgain}
          </p>
        ) : (
          read.value[0].reminders.length > 0 && (
            <ul className="grid gap-2">
              {read.value[0].reminders.map((reminder) => (
                <ReminderLine
                  key={`${reminder.kind}:${reminder.subjectId}:${reminder.occurrence}`}
                  reminder={reminder}
                  shop={read.value[1]}
                  origin={siteOrigin()}
                  today={today}
                  canBook={canBook}
                />
              ))}
            </ul>
          )
        )}
        <Button asChild variant="outline" className="min-h-11 w-full sm:w-fit">
          <Link href={remindersPath()}>{t.card.all}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

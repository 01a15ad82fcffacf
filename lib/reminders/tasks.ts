import "server-only";
import {
  sendDailySummaryOnce,
  sendServiceReminderOnce,
  serviceRemindersToEmail,
  shopsWithAutomaticEmails,
} from "@/lib/data/automatic-emails";
import { shopToday } from "@/lib/calendar";
import { mailDelivery, safeSenderName, sendMail } from "@/lib/mail";
import { messages, PRODUCT_NAME } from "@/lib/messages";
import { defineTask, enqueue, shopTaskData } from "@/lib/queue";
import { ShopNameMissingError } from "@/lib/profile/shop-name";
import { dailySummaryEmail, dueNoticeEmail, summaryLineOf, unsubscribeHeaders } from "@/lib/reminders/emails";
import { remindersPath, unsubscribePath } from "@/lib/routes";
import { siteOrigin } from "@/lib/site-url";
import { z } from "@/lib/validation/zod";

/** As a quote's e-mail: "Oficina do Zé via Oficina Digital", the shop's part cut to fit. */
const SHOP_SENDER_MAX = 40;

function senderNameOf(shopName: string) {
  const shop = safeSenderName(shopName, SHOP_SENDER_MAX);
  return shop ? messages.quoteSending.senderName(shop) : PRODUCT_NAME;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One shop's automatic e-mails of `day`: each next-service reminder owed to a consenting customer
 * (lib/data/automatic-emails.ts sends each at most once), then the shop's daily summary.
 *
 * The reminders go inline, not one task each: a shop has a handful a day, and each send is already
 * its own transaction with its own dedupe row, so a retry of this task skips what went and sends
 * only the rest. One customer's refused address does not hold up the others: every send is tried,
 * and the task fails (and is retried) at the end if any did.
 */
export const remindersShop = defineTask({
  name: "reminders.shop",
  data: shopTaskData({ day }),
  expireInSeconds: 15 * 60,
  // The morning brings one task per shop at once, and each e-mail waits on its SMTP server (tens of
  // ms): each instance runs 8 together, each holding one database connection while it sends.
  concurrency: 8,
  run: async ({ shopId, day }) => {
    // No mail configured (production without SMTP_URL): nothing can go, and nothing is recorded;
    // the task fails so the operator sees it, instead of a day of reminders dropped in silence.
    if (mailDelivery() === "off") throw new Error("SMTP_URL não configurado: lembretes automáticos não enviados");
    const origin = siteOrigin();
    const failures: unknown[] = [];
    for (const due of await serviceRemindersToEmail(shopId, day)) {
      try {
        await sendServiceReminderOnce(shopId, due, async (facts) => {
          const link = origin + unsubscribePath(facts.unsubscribeToken);
          const content = dueNoticeEmail(facts.dueNoticeTemplate, facts, link);
          await sendMail({
            to: facts.customerEmail,
            ...content,
            senderName: senderNameOf(facts.shopName),
            replyTo: facts.shopEmail,
            headers: unsubscribeHeaders(link),
          });
        });
      } catch (error) {
        console.error("lembrete por e-mail não enviado", { shopId, dueId: due.dueId }, error);
        // Without the shop's name no reminder is written: a retry would not change that.
        if (!(error instanceof ShopNameMissingError)) failures.push(error);
      }
    }
    await sendDailySummaryOnce(shopId, day, async (facts) => {
      const lines = facts.firstReminders.map(summaryLineOf);
      const content = dailySummaryEmail(facts, day, lines, origin + remindersPath());
      await sendMail({ to: facts.shopEmail, ...content });
    });
    if (failures.length > 0) throw new Error(`${failures.length} lembrete(s) por e-mail falharam; a fila tentará de novo`);
  },
});

/**
 * Every morning at 06:00 in São Paulo: one 'reminders.shop' task for each shop with something to
 * send. The day is read once here and carried in each task, so a shop task retried after midnight
 * still sends that day's e-mails. Each is keyed by shop and day: a second tick (two instances, a
 * retry of this task after a crash halfway) queues nothing more.
 */
export const remindersDaily = defineTask({
  name: "reminders.daily",
  // The schedule sends {}; the operator (or a test) may name a day, and the shops to limit it to.
  data: z.object({ day: day.optional(), shops: z.array(z.string().uuid()).max(1000).optional() }),
  cron: "0 6 * * *",
  expireInSeconds: 15 * 60,
  run: async ({ day = shopToday(), shops }) => {
    for (const shopId of await shopsWithAutomaticEmails(day, shops)) {
      await enqueue(remindersShop, { shopId, day }, { key: `${shopId}:${day}` });
    }
  },
});

/**
 * The automatic e-mails' content: the next-service reminder to a customer (the shop's message,
 * the same words as on WhatsApp, with the one-click unsubscribe link) and the shop's daily summary.
 * Plain text and HTML, every value escaped (shops and customers wrote them).
 */
import { formatDay } from "@/lib/calendar";
import { escapeHtml, shopNotice } from "@/lib/mail/html";
import { messages } from "@/lib/messages";
import { messageShopName, requireShopName } from "@/lib/profile/shop-name";
import { dueNoticeMessage, dueNoticeVehicleText, type DueNoticeFacts } from "@/lib/service-dues/notice";

const m = messages.reminderEmails;
const paragraph = (value: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(value)}</p>`;
const anchor = (link: string) => `<a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a>`;

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the link
 * (app/lembretes/sair/[token]/route.ts), which withdraws the consent with no page in between.
 */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function dueNoticeEmail(template: string | null, facts: DueNoticeFacts, unsubscribeLink: string) {
  const shop = requireShopName(facts.shopName);
  const message = dueNoticeMessage(template, facts);
  const footer = [m.reminder.why(shop), m.reminder.unsubscribeIntro];
  const text = [message, shop, `--\n${footer.join("\n")}\n${unsubscribeLink}`].join("\n\n");
  const muted = "margin:0;color:#4b5563;font-size:13px";
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">`,
    paragraph(message),
    paragraph(shop),
    `<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0 12px">`,
    paragraph(m.reminder.why(shop), muted),
    `<p style="${muted}">${escapeHtml(m.reminder.unsubscribeIntro)}<br>${anchor(unsubscribeLink)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: m.reminder.subject(shop), text, html };
}

export type SummaryLine = { name: string; what: string };

/** The daily summary: the counts, the first of today's reminders, the way to 'Lembretes'. */
export function dailySummaryEmail(
  facts: { shopName: string; answers: number; leads: number; reminders: { today: number; ahead: number } },
  day: string,
  firstLines: SummaryLine[],
  link: string,
) {
  const s = m.summary;
  const lines = [
    { label: s.answers, value: String(facts.answers) },
    { label: s.leads, value: String(facts.leads) },
    { label: s.remindersToday, value: String(facts.reminders.today) },
    { label: s.remindersAhead, value: String(facts.reminders.ahead) },
    ...(firstLines.length > 0 ? [{ label: s.firstLines, value: firstLines.map((line) => `${line.name}: ${line.what}`).join("\n") }] : []),
  ];
  const body = shopNotice({
    intro: s.intro(messageShopName(facts.shopName)),
    lines,
    linkIntro: s.linkIntro,
    link,
    footer: s.footer,
  });
  return { subject: s.subject(formatDay(day)), ...body };
}

/** One line of the summary's list: who, and what for ('Troca de óleo · Gol ABC1D23'). */
export function summaryLineOf(reminder: {
  name: string;
  kind: string;
  service: { name: string } | null;
  vehicle: DueNoticeFacts["vehicle"];
}): SummaryLine {
  const what = reminder.service
    ? `${reminder.service.name} · ${dueNoticeVehicleText(reminder.vehicle)}`
    : (m.summary.kinds[reminder.kind as keyof typeof m.summary.kinds] ?? "");
  return { name: reminder.name, what };
}

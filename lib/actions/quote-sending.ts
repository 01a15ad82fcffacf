"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import { planLimitRefusal, proFeatureRefusal } from "@/lib/actions/plan-refusals";
import type { ActionResult } from "@/lib/actions/result";
import { formatDay, shopToday } from "@/lib/calendar";
import { getCustomer, updateCustomer } from "@/lib/data/customers";
import { openQuoteComplement } from "@/lib/data/quote-answers";
import { getPublicQuote } from "@/lib/data/public-quote";
import { getProfile, setShopNameIfBlank } from "@/lib/data/profile";
import { getQuote, getQuoteDocument } from "@/lib/data/quote-document";
import { getQuoteLinkToken, renewQuoteLink } from "@/lib/data/quote-links";
import { markQuoteHandedOut, recordQuoteSend, type QuoteEmailLimit } from "@/lib/data/quote-sends";
import { publishQuoteVersion } from "@/lib/data/quote-versions";
import { extendQuoteValidity } from "@/lib/data/quotes";
import { mailDelivery, mailFailureReason, MailNotConfiguredError, safeSenderName, sendMail } from "@/lib/mail";
import { messages, PRODUCT_NAME } from "@/lib/messages";
import { isBrazilianPhone, phoneDigits } from "@/lib/phone";
import { messageShopName } from "@/lib/profile/shop-name";
import { quoteEmail } from "@/lib/quote-sending/quote-email";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { awaitingPriceCount, isPriced } from "@/lib/quotes/priced";
import { awaitsApproval, isQuoteLocked } from "@/lib/quotes/lock";
import { quotePdfFileName, renderQuotePdf } from "@/lib/quote-pdf";
import { customerQuotePdf } from "@/lib/quote-pdf/customer-copy";
import { isJobDocument } from "@/lib/quote-pdf/job";
import { siteOrigin } from "@/lib/site-url";
import { defaultValidUntil } from "@/lib/validation/quote";
import { customerPhoneSchema, quoteEmailSchema, shopNameSchema } from "@/lib/validation/quote-sending";
import { quotePath } from "@/lib/routes";

const m = messages.quoteSending;

/**
 * Saves one contact field on the quote's customer through the customer data layer, at the version
 * just read: a save made elsewhere in between is not overwritten ("stale").
 */
async function saveCustomerContact(shopId: string, customerId: string, contact: { phone: string } | { email: string }) {
  const customer = await getCustomer(shopId, customerId);
  if (!customer) return "notFound" as const;
  const input = { name: customer.name, phone: customer.phone ?? "", email: customer.email ?? "", notes: customer.notes ?? "", ...contact };
  const saved = await updateCustomer(shopId, customerId, input, customer.version);
  return saved.ok ? ("saved" as const) : saved.reason;
}

/**
 * 'Enviar por WhatsApp' was clicked: the link opens wa.me in the browser, and this records the send
 * (the customer's phone digits, now) under the click's own key, so a retried request counts once.
 */
export const recordWhatsAppSendAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "registro de envio por WhatsApp",
  texts: { prefix: m.whatsappError },
  input: (quoteId: string, idempotencyKey: string) => ({ quoteId, idempotencyKey }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }),
  create: true,
  async run({ caller, input: { quoteId }, idempotencyKey, refuse }) {
    const proOnly = proFeatureRefusal(caller.plan, "whatsappSend");
    if (proOnly) return proOnly;
    const document = await getQuoteDocument(caller.shopId, quoteId);
    if (!document) return refuse(m.notFoundReason);
    // Its message asks for an approval: nothing to ask of a job approved, delivered or cancelled.
    if (!awaitsApproval(document.quote)) return refuse(m.notAwaitingReason);
    // The page asks for the name before it offers WhatsApp; the profile may have lost it since.
    if (!messageShopName(document.shop.shopName)) return refuse(m.shopNameMissingReason);
    // The page offered the link for a valid phone; the customer may have changed since.
    const phone = document.customer.phone ?? "";
    if (!isBrazilianPhone(phone)) return refuse(messages.validation.phoneInvalid);
    // What the customer is sent is a version: a later edit makes a new one, and the answer binds it.
    await publishQuoteVersion(caller.shopId, quoteId);
    let recorded: Awaited<ReturnType<typeof recordQuoteSend>>;
    try {
      recorded = await recordQuoteSend(caller.shopId, quoteId, { channel: "whatsapp", recipient: phoneDigits(phone) }, idempotencyKey);
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    if (!recorded) return refuse(m.notFoundReason);
    refresh();
    return { ok: true };
  },
});

/** The phone a WhatsApp send needs, saved on the quote's customer; the page then offers the wa.me link. */
export const saveCustomerPhoneAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "telefone do cliente para WhatsApp",
  texts: { prefix: m.phoneError },
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, ["phone"]) }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }).and(customerPhoneSchema),
  async run({ caller, input: { quoteId, phone }, refuse }) {
    const document = await getQuoteDocument(caller.shopId, quoteId);
    if (!document) return refuse(m.notFoundReason);
    const saved = await saveCustomerContact(caller.shopId, document.quote.customerId, { phone });
    if (saved === "notFound") return refuse(m.notFoundReason);
    if (saved === "stale") return refuse(m.customerChanged);
    refresh();
    return { ok: true, message: m.phoneSaved };
  },
});

/**
 * The shop's name, asked for in the send dialog on the first send of a shop whose profile has none
 * (every message to the customer carries it), and saved to the profile. Never overwrites a name
 * saved meanwhile elsewhere: that one stays, and the dialog says so.
 */
export const saveShopNameAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "nome da oficina no envio",
  texts: { prefix: m.shopNameError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["shopName"]),
  schema: shopNameSchema,
  async run({ caller, input: { shopName }, refuse }) {
    if (!(await setShopNameIfBlank(caller.shopId, shopName))) {
      const { shopName: stored } = await getProfile(caller.shopId);
      return refuse(messageShopName(stored) ? m.shopNameAlreadySet : messages.reasons.tryAgain);
    }
    refresh();
    return { ok: true, message: m.shopNameSaved };
  },
});

/** The shop's part of a quote e-mail's sender name, so " via Oficina Digital" always fits after it. */
const SHOP_SENDER_MAX = 40;

const LIMIT_REASONS: Record<QuoteEmailLimit, string> = {
  perMinute: m.perMinuteReason,
  perDay: m.perDayReason,
  perQuote: m.perQuoteReason,
};

/**
 * 'Enviar por e-mail': the quote's PDF and link to the address typed, from "{shop} via Oficina
 * Digital", reply-to the account's confirmed address. Only for a confirmed account, and within the
 * limits (10 a minute, 50 a day, 5 a day per quote; counted by recordQuoteSend). Recorded only once
 * the SMTP server accepted it (recordQuoteSend commits after delivery), once per form key: a second
 * click of the same submission waits for the first and sends nothing.
 */
export const sendQuoteEmailAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "envio de orçamento por e-mail",
  texts: { prefix: m.emailError },
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, ["email"]) }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }).and(quoteEmailSchema),
  create: true,
  async run({ caller, input: { quoteId, email }, idempotencyKey, refuse }) {
    const proOnly = proFeatureRefusal(caller.plan, "emailSend");
    if (proOnly) return proOnly;
    if (mailDelivery() === "off") return refuse(mailFailureReason(new MailNotConfiguredError()));
    // Only a shop whose owner proved his address sends mail under the product's name; the address
    // sign-up took may be anyone's (the page says why and offers 'Reenviar e-mail').
    const replyTo = await findVerifiedShopEmail(caller.shopId);
    if (!replyTo) return refuse(m.unverifiedReason);
    const document = await getQuoteDocument(caller.shopId, quoteId);
    if (!document) return refuse(m.notFoundReason);
    if (!awaitsApproval(document.quote)) return refuse(m.notAwaitingReason);
    // The e-mail offers the quote and its total to approve: not before it is priced, every line.
    if (!isPriced(document.quote)) return refuse(awaitingPriceCount(document.quote) > 0 ? m.awaitingPriceReason : m.noItemsReason);
    // Subject, greeting and signature carry the shop's name: no e-mail goes without it.
    if (!messageShopName(document.shop.shopName)) return refuse(m.shopNameMissingReason);
    // A quote whose link was revoked without a new one still goes out with a live link.
    const token = (await getQuoteLinkToken(caller.shopId, quoteId)) ?? (await renewQuoteLink(caller.shopId, quoteId));
    if (!token) return refuse(m.notFoundReason);
    // The link's own view (publishing the version sent): the attachment is the customer's copy,
    // the very PDF the link's 'Baixar PDF' draws (lib/quote-pdf/customer-copy.ts).
    const view = await getPublicQuote(token);
    const attachment = view && (await customerQuotePdf(view));
    if (!attachment) return refuse(m.notFoundReason);
    const content = quoteEmail(document, siteOrigin() + quoteLinkPath(token));
    // Rendered before the send's transaction opens, so its row lock is held for the SMTP talk alone.
    const pdf = await renderQuotePdf(attachment.document, attachment.answers, attachment.job, attachment.billing);

    const shopSender = safeSenderName(document.shop.shopName, SHOP_SENDER_MAX);
    let mailError: unknown;
    try {
      const recorded = await recordQuoteSend(caller.shopId, quoteId, { channel: "email", recipient: email }, idempotencyKey, async () => {
        try {
          await sendMail({
            to: email,
            ...content,
            // The customer sees who wrote ("Oficina do Zé via Oficina Digital" <MAIL_FROM's address>),
            // and a reply reaches the owner's confirmed address, never an unconfirmed one.
            senderName: shopSender ? m.senderName(shopSender) : PRODUCT_NAME,
            replyTo,
            attachments: [
              {
                filename: quotePdfFileName(document.quote.number, { job: isJobDocument(attachment.job) }),
                content: pdf,
                contentType: "application/pdf",
              },
            ],
          });
        } catch (error) {
          mailError = error;
          throw error;
        }
      });
      if (!recorded) return refuse(m.notFoundReason);
      if (recorded !== "sent" && recorded !== "duplicate") return refuse(LIMIT_REASONS[recorded]);
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      if (mailError === undefined) throw error; // the database's failure: defineAction's generic answer
      // The reason shown is a category; the log keeps nodemailer's own words (never SMTP_URL itself).
      console.error("envio de orçamento por e-mail falhou", { shopId: caller.shopId, quoteId }, mailError);
      return refuse(mailFailureReason(mailError));
    }

    // A customer with no e-mail keeps the one the quote reached (best effort: the send already counts).
    if (!document.customer.email) {
      await saveCustomerContact(caller.shopId, document.quote.customerId, { email }).catch((error: unknown) =>
        console.error("e-mail do cliente após envio de orçamento não salvo", { shopId: caller.shopId, quoteId }, error),
      );
    }
    refresh();
    return { ok: true, message: m.emailSent(email) };
  },
});

/**
 * 'Copiar link': the shop hands the quote out by hand (Básico's way to send), so a priced quote
 * counts now against the plan's monthly limit, once; at the limit the link is not copied and the
 * toast offers Profissional. A check-in's quote, not priced yet, copies freely.
 */
export const handOutQuoteLinkAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "cópia do link do orçamento",
  texts: { prefix: m.copyError },
  input: (quoteId: string) => ({ quoteId }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }),
  async run({ caller, input: { quoteId }, refuse }) {
    try {
      if (!(await markQuoteHandedOut(caller.shopId, quoteId))) return refuse(m.notFoundReason);
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    return { ok: true };
  },
});

/** 'Revogar link' / 'Criar link': the live link stops working and the quote gets a new one. */
export const renewQuoteLinkAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "renovação do link do orçamento",
  texts: { prefix: m.linkError },
  input: (quoteId: string) => ({ quoteId }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }),
  async run({ caller, input: { quoteId }, refuse }) {
    const hadLink = (await getQuoteLinkToken(caller.shopId, quoteId)) !== undefined;
    if (!(await renewQuoteLink(caller.shopId, quoteId))) return refuse(m.notFoundReason);
    refresh();
    return { ok: true, message: hadLink ? m.linkRenewed : m.linkCreated };
  },
});

const approval = messages.quoteApproval;

/**
 * 'Orçamento complementar': the approved quote opens for changes that the customer approves on
 * their own (CDC art. 40 §2), then the editor. A second click (another tab) finds the complement
 * open already and goes to the editor too, instead of an error for what the user wanted.
 */
export const openQuoteComplementAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "abertura de orçamento complementar",
  texts: { prefix: approval.complementError },
  input: (quoteId: string) => ({ quoteId }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }),
  async run({ caller, input: { quoteId }, refuse }) {
    const editPath = `${quotePath(quoteId)}/edit`;
    if (!(await openQuoteComplement(caller.shopId, quoteId))) {
      const quote = await getQuote(caller.shopId, quoteId);
      if (!quote) return refuse(m.notFoundReason);
      if (quote.approvedVersion !== null && quote.amending) return { ok: true, redirectTo: editPath };
      return refuse(approval.complementUnavailable);
    }
    refresh();
    return { ok: true, message: approval.complementOpened, redirectTo: editPath };
  },
});

/**
 * 'Prorrogar validade': a quote whose validity passed holds again until the shop's today + 10
 * days; the customer's link shows it as a new version when opened. Refused on a locked quote and
 * on one still valid (a later validity is never shortened).
 */
export const extendQuoteValidityAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "prorrogação da validade do orçamento",
  texts: { prefix: approval.extendError },
  input: (quoteId: string) => ({ quoteId }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }),
  async run({ caller, input: { quoteId }, refuse }) {
    // The shop's today (America/Sao_Paulo) + 10 days, as a new quote's default (CDC art. 40 §1).
    const now = new Date();
    const until = defaultValidUntil(now);
    if (!(await extendQuoteValidity(caller.shopId, quoteId, until, shopToday(now)))) {
      // Nothing changed: gone or another shop's (one answer for both), approved meanwhile, or
      // still valid (the saved validity, read by the update itself: never one the page sent).
      const quote = await getQuote(caller.shopId, quoteId);
      if (!quote) return refuse(m.notFoundReason);
      return refuse(isQuoteLocked(quote) ? approval.lockedReason : approval.notExpiredReason);
    }
    refresh();
    return { ok: true, message: approval.extended(formatDay(until)) };
  },
});

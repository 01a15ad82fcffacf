/** The Postgres enums, each from its list of ids in lib/enums.ts. */
import { pgEnum } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit reads this folder without the app's path aliases.
import {
  ACCOUNT_TOKEN_PURPOSES,
  ANSWER_CHANNELS,
  APPOINTMENT_EVENTS,
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  BOOKING_MODES,
  NFSE_STATUSES,
  TAX_REGIMES,
  CONVERSATION_CHANNELS,
  CONVERSATION_OUTCOMES,
  CONVERSATION_ROLES,
  AUTOMATIC_EMAIL_KINDS,
  DEPOSIT_KINDS,
  DISCOUNT_KINDS,
  LABOUR_PRICINGS,
  PART_CONDITIONS,
  PAYMENT_METHODS,
  PIX_KEY_TYPES,
  QUOTE_ANSWERS,
  QUOTE_ITEM_KINDS,
  JOB_PHOTO_KINDS,
  QUOTE_SEND_CHANNELS,
  QUOTE_SEND_PURPOSES,
  QUOTE_STATUS_IDS,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  REPLACED_PARTS_OUTCOMES,
  SHOP_ROLES,
  SUBSCRIPTION_PLAN_IDS,
  TICKET_STATUS_IDS,
} from "../../lib/enums";

export const subscriptionPlan = pgEnum("subscription_plan", SUBSCRIPTION_PLAN_IDS);
export const quoteStatus = pgEnum("quote_status", QUOTE_STATUS_IDS);
export const ticketStatus = pgEnum("ticket_status", TICKET_STATUS_IDS);
export const quoteItemKind = pgEnum("quote_item_kind", QUOTE_ITEM_KINDS);
export const partCondition = pgEnum("part_condition", PART_CONDITIONS);
export const labourPricing = pgEnum("labour_pricing", LABOUR_PRICINGS);
export const discountKind = pgEnum("discount_kind", DISCOUNT_KINDS);
export const quoteSendChannel = pgEnum("quote_send_channel", QUOTE_SEND_CHANNELS);
export const quoteSendPurpose = pgEnum("quote_send_purpose", QUOTE_SEND_PURPOSES);
export const quoteAnswer = pgEnum("quote_answer", QUOTE_ANSWERS);
export const answerChannel = pgEnum("answer_channel", ANSWER_CHANNELS);
export const jobPhotoKind = pgEnum("job_photo_kind", JOB_PHOTO_KINDS);
export const replacedPartsOutcome = pgEnum("replaced_parts_outcome", REPLACED_PARTS_OUTCOMES);
export const paymentMethod = pgEnum("payment_method", PAYMENT_METHODS);
export const pixKeyType = pgEnum("pix_key_type", PIX_KEY_TYPES);
export const depositKind = pgEnum("deposit_kind", DEPOSIT_KINDS);

export const reminderKind = pgEnum("reminder_kind", REMINDER_KINDS);
export const reminderChannel = pgEnum("reminder_channel", REMINDER_CHANNELS);
export const automaticEmailKind = pgEnum("automatic_email_kind", AUTOMATIC_EMAIL_KINDS);

export const accountTokenPurpose = pgEnum("account_token_purpose", ACCOUNT_TOKEN_PURPOSES);
export const shopRole = pgEnum("shop_role", SHOP_ROLES);

export const appointmentStatus = pgEnum("appointment_status", APPOINTMENT_STATUSES);
export const appointmentSource = pgEnum("appointment_source", APPOINTMENT_SOURCES);
export const appointmentEvent = pgEnum("appointment_event", APPOINTMENT_EVENTS);
export const bookingMode = pgEnum("booking_mode", BOOKING_MODES);

export const conversationChannel = pgEnum("conversation_channel", CONVERSATION_CHANNELS);
export const conversationRole = pgEnum("conversation_role", CONVERSATION_ROLES);
export const conversationOutcome = pgEnum("conversation_outcome", CONVERSATION_OUTCOMES);

/** opSimpNac: MEI (2), Simples Nacional ME/EPP (3), outside the Simples (1). */
export const taxRegime = pgEnum("tax_regime", TAX_REGIMES);
/**
 * A job's NFS-e. sending: the DPS is signed and queued (or sent, the answer not known yet); issued:
 * Sefin answered with the note; rejected: it refused, nothing issued (the number is spent);
 * cancelling / cancelled: the cancellation event; recorded: issued by the shop on the national
 * portal, its number typed here.
 */
export const nfseStatus = pgEnum("nfse_status", NFSE_STATUSES);

/**
 * The fixed value lists the database and the screens share. No imports: a client component takes
 * them without pulling the database schema (and its driver) into the browser's bundle.
 */
export const SUBSCRIPTION_PLAN_IDS = ["basic", "pro", "premium"] as const;
/**
 * A quote's stage: 'pending' and 'rejected' are still quotes (a pending one past its validity shows
 * as 'Vencido'), then the job: approved (by the customer, on the link or in person), in progress,
 * ready for pick-up, delivered; canceled from any stage before delivery. lib/quotes/stages.ts has
 * the moves between them.
 */
export const QUOTE_STATUS_IDS = ["pending", "approved", "rejected", "in_progress", "ready", "delivered", "canceled"] as const;
export const TICKET_STATUS_IDS = ["open", "closed"] as const;
/** What a quote's line is: a service (from the catalogue or typed), a part, or labour. */
export const QUOTE_ITEM_KINDS = ["service", "part", "labour"] as const;
/** A part's condition, which the customer must know and accept (CDC art. 21). */
export const PART_CONDITIONS = ["original", "paralela", "usada"] as const;
/** Labour is priced by hours × the hourly rate, or at a fixed price. */
export const LABOUR_PRICINGS = ["hours", "fixed"] as const;
/** A quote's discount: an amount in reais or a percentage of the items' subtotal. */
export const DISCOUNT_KINDS = ["amount", "percent"] as const;
/** How a quote left the shop: a WhatsApp message opened from the app, or an e-mail it sent. */
export const QUOTE_SEND_CHANNELS = ["whatsapp", "email"] as const;
/** What a send carried: the quote itself (its link to approve), or the automatic 'Carro pronto' e-mail. */
export const QUOTE_SEND_PURPOSES = ["quote", "ready"] as const;
/** The customer's answer on the quote's link: approved or refused. */
export const QUOTE_ANSWERS = ["approved", "rejected"] as const;
/**
 * Where the customer gave an answer or acknowledged a check-in: on his link, or in person at the
 * shop (recorded on the shop's phone, with who at the shop took it).
 */
export const ANSWER_CHANNELS = ["link", "in_person"] as const;
/** A photo of the job: taken at check-in, or the proof of a part swap ('Prova da troca'). */
export const JOB_PHOTO_KINDS = ["check_in", "part"] as const;
/** What became of the replaced parts at delivery (Procon advises the customer to take them). */
export const REPLACED_PARTS_OUTCOMES = ["returned", "discarded", "none"] as const;
/**
 * What a link e-mailed to an account proves: the address is its owner's, a new password may be
 * set, a new address is confirmed, or ('Não fui eu', sent to the old address) a pending change of
 * address is cancelled.
 */
/** A person's role in his shop: 'Dono', 'Atendente', 'Mecânico' (what each may do: lib/team/permissions.ts). */
export const SHOP_ROLES = ["owner", "front_desk", "mechanic"] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

export const ACCOUNT_TOKEN_PURPOSES = ["verify_email", "reset_password", "change_email", "cancel_email_change"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
/** How a job was paid (the shop marks each payment received: no payment provider yet). */
export const PAYMENT_METHODS = ["pix", "cash", "credit_card", "debit_card", "boleto", "transfer"] as const;
/**
 * The type of the shop's PIX key, which the shop says: an 11-digit number is a CPF or a phone.
 * 'random' is the bank's random key (EVP, a UUID).
 */
export const PIX_KEY_TYPES = ["cpf", "cnpj", "phone", "email", "random"] as const;
/** The deposit ('sinal') a quote asks with the approval: an amount typed, or the parts' total. */
export const DEPOSIT_KINDS = ["amount", "parts"] as const;
/**
 * Why a line is in 'Lembretes': a service coming due, a warranty ending, a balance owed after
 * delivery, a quote sent with no answer, a quote's validity ending, a lead not answered, an
 * appointment tomorrow (its WhatsApp reminder).
 */
export const REMINDER_KINDS = [
  "service_due",
  "warranty_ending",
  "balance_owed",
  "quote_unanswered",
  "validity_ending",
  "new_lead",
  "appointment",
] as const;
/** How the shop said it reached the customer when it marked a reminder 'Feito'. */
export const REMINDER_CHANNELS = ["whatsapp", "phone", "email", "in_person"] as const;
/** The e-mails the queue sends on its own: a customer's next-service reminder, the shop's daily summary. */
export const AUTOMATIC_EMAIL_KINDS = ["service_reminder", "daily_summary", "appointment_reminder"] as const;
/**
 * An appointment's state: asked online and waiting for the shop, confirmed, the car arrived, it
 * did not come, or cancelled (by the shop or the customer). A reschedule keeps the state.
 */
export const APPOINTMENT_STATUSES = ["requested", "confirmed", "arrived", "no_show", "cancelled"] as const;
/** Where an appointment came from: booked by the shop, asked on its public page, or by the assistant. */
export const APPOINTMENT_SOURCES = ["shop", "public_page", "assistant"] as const;
/** What happened to an appointment, in its history: each state, a reschedule, the customer's confirmation. */
export const APPOINTMENT_EVENTS = [
  "requested",
  "confirmed",
  "arrived",
  "no_show",
  "cancelled",
  "rescheduled",
  "customer_confirmed",
] as const;
/** Where a visitor met the assistant: the shop's public page, a customer's quote link, or the shop trying it in its settings. */
export const CONVERSATION_CHANNELS = ["public_page", "quote_link", "test"] as const;
/** Who wrote a line of a conversation with the assistant. */
export const CONVERSATION_ROLES = ["visitor", "assistant"] as const;
/** How a conversation ended for the shop: a booking request made, or handed over to the shop. */
export const CONVERSATION_OUTCOMES = ["booked", "handed_over"] as const;
/** How the shop answers online requests: it confirms each one, or they are confirmed at once. */
export const BOOKING_MODES = ["manual", "automatic"] as const;
/** The shop's tax regime on its NFS-e (opSimpNac 2, 3, 1). */
export const TAX_REGIMES = ["mei", "simples", "not_simples"] as const;
/** Where a job's NFS-e stands (db/schema/nfse.ts). */
export const NFSE_STATUSES = ["sending", "issued", "rejected", "cancelling", "cancelled", "recorded"] as const;
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];
export type QuoteStatus = (typeof QUOTE_STATUS_IDS)[number];
export type QuoteItemKind = (typeof QUOTE_ITEM_KINDS)[number];
export type PartCondition = (typeof PART_CONDITIONS)[number];
export type LabourPricing = (typeof LABOUR_PRICINGS)[number];
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export type QuoteSendChannel = (typeof QUOTE_SEND_CHANNELS)[number];
export type QuoteSendPurpose = (typeof QUOTE_SEND_PURPOSES)[number];
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];
export type JobPhotoKind = (typeof JOB_PHOTO_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export type AutomaticEmailKind = (typeof AUTOMATIC_EMAIL_KINDS)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];
export type BookingMode = (typeof BOOKING_MODES)[number];
export type TaxRegimeId = (typeof TAX_REGIMES)[number];
export type NfseStatus = (typeof NFSE_STATUSES)[number];
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];
export type ConversationOutcome = (typeof CONVERSATION_OUTCOMES)[number];
export type ReplacedPartsOutcome = (typeof REPLACED_PARTS_OUTCOMES)[number];

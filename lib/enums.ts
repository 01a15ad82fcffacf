/**
 * The fixed value lists the database and the screens share. No imports: a client component takes
 * them without pulling the database schema (and its driver) into the browser's bundle.
 */
export const SUBSCRIPTION_PLAN_IDS = ["basic", "pro"] as const;
export const QUOTE_STATUS_IDS = ["pending", "approved", "rejected", "in_progress", "completed", "canceled"] as const;
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
/** The customer's answer on the quote's link: approved or refused. */
export const QUOTE_ANSWERS = ["approved", "rejected"] as const;
/**
 * What a link e-mailed to an account proves: the address is its owner's, a new password may be
 * set, a new address is confirmed, or ('Não fui eu', sent to the old address) a pending change of
 * address is cancelled.
 */
export const ACCOUNT_TOKEN_PURPOSES = ["verify_email", "reset_password", "change_email", "cancel_email_change"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];
export type QuoteStatus = (typeof QUOTE_STATUS_IDS)[number];
export type QuoteItemKind = (typeof QUOTE_ITEM_KINDS)[number];
export type PartCondition = (typeof PART_CONDITIONS)[number];
export type LabourPricing = (typeof LABOUR_PRICINGS)[number];
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export type QuoteSendChannel = (typeof QUOTE_SEND_CHANNELS)[number];
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];
export type Weekday = (typeof WEEKDAYS)[number];

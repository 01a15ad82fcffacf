import "server-only";
import { readClientAddress } from "@/lib/client-address/header";
import { env } from "@/lib/env";
import { rateLimitAddress } from "@/lib/client-address/rate-limit-address";
import { JOB_PHOTO_UPLOADS_PER_HOUR } from "@/lib/jobs/photo-limits";

/** The rate limits' rules; the counters themselves live in Postgres (lib/data/rate-limits.ts). */
export type RateLimitRule = { limit: number; windowMs: number };

/** Per e-mail and client address: one place hammering one account is stopped, its owner elsewhere is not. */
export const LOGIN_ATTEMPTS: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/**
 * Per e-mail from every address together: the ceiling that holds when addresses are many (a
 * botnet; a client cannot choose its own, see clientIp). Places the account signed in from
 * within KNOWN_LOGIN_PLACE_MS are exempt, so whoever burns the ceiling cannot lock the owner out
 * of their usual connection.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };
export const KNOWN_LOGIN_PLACE_MS = 30 * 24 * 60 * 60 * 1000;
export const PUBLIC_FORM_SUBMISSIONS: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Accounts created from one address: a shop signs up once; a script would mint accounts (and burn a bcrypt hash each). */
export const SIGN_UPS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * 'Baixar meus dados' per account: each export reads every row the shop has, so a script (or a
 * stuck button) must not make Postgres do it all hour; a mechanic needs one, and retries a few.
 */
export const ACCOUNT_EXPORTS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };
export const accountExportKey = (shopId: string) => `account-export:${shopId}`;

/**
 * 'Esqueci minha senha': per client address only (see lib/actions/forgot-password.ts for why not
 * per e-mail), so one place cannot queue job after job.
 */
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };
export const passwordResetKey = (address: string) => `password-reset:${address}`;
/** 'Reenviar e-mail' of the address confirmation, and a new address's confirmation: per account and per client address. */
export const ACCOUNT_EMAILS_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };
export const ACCOUNT_EMAILS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };
export const accountEmailsKey = (userId: string) => `account-emails:${userId}`;
/**
 * Wrong current passwords typed on the account page (change e-mail, change password, delete the
 * account), per account: a borrowed session must not become a way to guess the password.
 */
export const ACCOUNT_PASSWORD_CHECKS: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
export const accountPasswordKey = (userId: string) => `account-password:${userId}`;
/**
 * The login counters of an e-mail (lib/auth/credentials.ts), named in one place so that a new
 * password and a deleted account (lib/data/rate-limits.ts clearLoginCounters) find every one.
 */
export const loginLimitKeys = {
  place: (email: string, address: string) => `login:${email}:${address}`,
  account: (email: string) => `login-account:${email}`,
  knownPlace: (email: string, address: string) => `login-known:${email}:${address}`,
};

/** Thrown inside a transaction to undo a write that went over its limit. */
export class RateLimitedError extends Error {}

/**
 * The client's address as the rate limits count it, from what the server stamped on the request:
 * the TCP peer's, or with TRUSTED_PROXY_HOPS the X-Forwarded-For entry those proxies appended
 * (lib/client-address/). A client's own X-Forwarded-For is never read, so a new header per request
 * resets no limit; nor does a new address in the same IPv6 /64 (rate-limit-address.ts).
 */
export function clientIp(headers: Headers) {
  return rateLimitAddress(readClientAddress(headers));
}

/**
 * Job photos uploaded per account ('Entrada do veículo' and 'Prova da troca'), counted once a photo
 * passes the quote's checks and before its body is read: each costs a re-encode (0.1-1 s of CPU) and
 * storage. 120 an hour is four full check-ins (30 photos each) in an hour, more than a small shop's
 * bays take in; a script that posted 2.5 photos a second (9,000 an hour) gets 120. The quota per
 * plan caps what is kept; this caps how fast it is spent, and the CPU.
 */
export const JOB_PHOTO_UPLOADS: RateLimitRule = { limit: JOB_PHOTO_UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000 };
export const jobPhotoUploadsKey = (shopId: string) => `job-photos:${shopId}`;

/**
 * Misses on the customer's quote page (/orcamento/{token}) per client address. A token has 192
 * random bits, so guessing one is hopeless either way; the limit stops a script from using the
 * route to hammer the database, and keeps its owner's address out of every link for a while. A
 * customer misses only with a link cut short when copying it: 20 misses in 15 minutes is far more
 * than a person makes and still caps a script at under 2,000 guesses a day per address. Hits are
 * not counted: a customer reloading his quote, or its PDF, never comes near it.
 */
export const QUOTE_LINK_MISSES: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };

/**
 * 'Enviar por e-mail' (a quote to its customer): per account, 10 a minute and 50 a day, and 5 a
 * day per quote. A shop sends a handful a day; without these the product's sender was a relay for
 * any text to any address. Counted only for mails the SMTP server accepted (the counters are
 * undone with a failed send's transaction, lib/data/quote-sends.ts).
 */
export const QUOTE_EMAILS_PER_MINUTE: RateLimitRule = { limit: 10, windowMs: 60 * 1000 };
export const QUOTE_EMAILS_PER_DAY: RateLimitRule = { limit: 50, windowMs: 24 * 60 * 60 * 1000 };
export const QUOTE_EMAILS_PER_QUOTE: RateLimitRule = { limit: 5, windowMs: 24 * 60 * 60 * 1000 };
export const quoteEmailKeys = {
  minute: (shopId: string) => `quote-emails-minute:${shopId}`,
  day: (shopId: string) => `quote-emails-day:${shopId}`,
  quote: (shopId: string, quoteId: string) => `quote-emails-quote:${shopId}:${quoteId}`,
};

/**
 * Quote PDFs drawn (cache misses: lib/quote-pdf/response.ts) per client address, the customer's
 * link and the shop's 'Baixar PDF' alike. A version's PDF is drawn once and then read from the
 * storage, so downloading the same quote again never counts; only a script walking through many
 * quotes or versions does. A 100-item quote's PDF is 0.7–0.9 s of CPU. 30 in 15 minutes
 * is more than a shop editing and downloading makes, and caps a script at 2 renders a minute.
 */
export const QUOTE_PDF_RENDERS: RateLimitRule = { limit: 30, windowMs: 15 * 60 * 1000 };
/** An IPv6 client counts by its /64, as every address limit does (lib/client-address/rate-limit-address.ts). */
export const quotePdfRenderKey = (address: string) => `quote-pdf-render:${rateLimitAddress(address)}`;

/**
 * Misses on the calendar feed (/agenda/<secret>.ics) per client address, as a quote link's: the
 * secret has 256 random bits, so the limit only keeps a script from using the route to hammer the
 * database. Hits are not counted: Google Calendar fetches every subscribed feed from a few shared
 * addresses, so a limit on hits would cut off other shops' agendas.
 */
export const CALENDAR_FEED_MISSES: RateLimitRule = { limit: 20, windowMs: 15 * 60 * 1000 };

/**
 * Online booking from a shop's public page (/oficina/<slug>/agendar), counted per client address
 * (every post that is not a bot's) and per WhatsApp number per shop (every valid request): a
 * customer books once or twice, a script flooding one shop's page gets 10 an hour from an address.
 * The shop's own agenda never passes through them, and a refused request changes nothing booked.
 */
export const BOOKINGS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };
export const BOOKINGS_PER_PHONE: RateLimitRule = { limit: 5, windowMs: 24 * 60 * 60 * 1000 };
export const bookingKeys = {
  address: (address: string) => `booking:${address}`,
  phone: (shopId: string, phoneDigits: string) => `booking-phone:${shopId}:${phoneDigits}`,
};
/** What the customer's appointment link (/agendamento/<token>) takes from one address: confirm, move, cancel. */
export const APPOINTMENT_LINK_POSTS: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };
export const appointmentLinkKey = (address: string) => `appointment-link:${address}`;
/**
 * Messages to the assistant per client address, every shop's chats together: a visitor asks a
 * handful of questions, a script would make each shop's assistant (and, with a model, its bill)
 * work for it. Per conversation, lib/data/conversations.ts caps the turns.
 */
export const ASSISTANT_MESSAGES_PER_ADDRESS: RateLimitRule = { limit: 60, windowMs: 60 * 60 * 1000 };
export const assistantMessagesKey = (address: string) => `assistant:${address}`;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The assistant's model budgets (lib/env.ts ASSISTANT_CALLS_*), each a message the model answers
 * (up to 5 requests to the provider with its tools): per shop, what the operator pays for a shop in
 * a "month" (30 days from the first message of the window, the counters' fixed window, not the
 * calendar month); per conversation and per visitor address a day, so one visitor or one script
 * cannot spend a shop's month. Read when used: the tests change them.
 */
export function assistantModelBudgets() {
  return {
    conversation: { limit: env.ASSISTANT_CALLS_PER_CONVERSATION, windowMs: 90 * DAY_MS },
    address: { limit: env.ASSISTANT_CALLS_PER_ADDRESS_DAY, windowMs: DAY_MS },
    shop: { limit: env.ASSISTANT_CALLS_PER_SHOP_MONTH, windowMs: 30 * DAY_MS },
  } satisfies Record<string, RateLimitRule>;
}
export const assistantModelKeys = {
  conversation: (conversationKey: string) => `assistant-model-conversation:${conversationKey}`,
  address: (address: string) => `assistant-model-address:${address}`,
  shop: (shopId: string) => `assistant-model-shop:${shopId}`,
};

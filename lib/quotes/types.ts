import type {
  AnswerChannel,
  DepositKind,
  DiscountKind,
  LabourPricing,
  PartCondition,
  QuoteAnswer,
  QuoteItemKind,
  QuoteStatus,
} from "@/lib/enums";

/*
 * The quote as the rules, the screens, the PDF and the e-mails read it. The data layer fills these
 * shapes (getQuote, getQuoteDocument, listQuoteAnswers… are declared to return them, so a query
 * that drifts from them fails the typecheck); the rules of lib/quotes only read them, and so never
 * import lib/data (eslint.config.mjs).
 */

/** One line of a quote. Quantity and money as Postgres numeric text: "2.5", "150.00". */
export type QuoteItem = {
  id: string;
  /** The line across saves (quote_items.line_key); null on a line read back from a snapshot. */
  lineKey?: string | null;
  kind: QuoteItemKind;
  description: string;
  /** The catalogue service it was picked from (an id in the profile's services), if any. */
  catalogueServiceId: string | null;
  partCondition: PartCondition | null;
  labourPricing: LabourPricing | null;
  quantity: string;
  unitPrice: string;
  total: string;
  /** A part saved 'Aguardando cotação': its price (0) is not known yet (lib/quotes/priced.ts). */
  awaitingPrice?: boolean;
};

/** One of the shop's quotes, its customer's name and its vehicle, with its items in order. */
export type Quote = {
  id: string;
  customerId: string;
  customerName: string;
  number: number;
  description: string;
  /** The total in reais. */
  cost: number | null;
  status: QuoteStatus;
  quoteDate: Date;
  version: number;
  vehicleId: string | null;
  vehicle: { plate: string; make: string | null; model: string | null; year: number | null } | null;
  checkInKm: number | null;
  validUntil: string | null;
  paymentTerms: string | null;
  estimatedStart: string | null;
  estimatedCompletion: string | null;
  observations: string | null;
  warrantyText: string | null;
  discountKind: DiscountKind | null;
  discountValue: string | null;
  /** The deposit asked with the approval (lib/quotes/deposit.ts); absent or null when none. */
  depositKind?: DepositKind | null;
  /** The typed deposit in reais when depositKind is 'amount'. */
  depositValue?: string | null;
  approvedVersion: number | null;
  amending: boolean;
  answerUnseen: boolean;
  totals: { services: string; parts: string; labour: string; discount: string };
  items: QuoteItem[];
};

/** The shop as a quote presents it: on the PDF, the customer's page and the messages. */
export type QuoteShop = {
  shopName: string;
  ownerName: string;
  /** The shop's WhatsApp number as the profile holds it (may be empty). */
  whatsapp: string;
  logoUrl: string | null;
  /** The account's e-mail: the reply-to of a quote sent by e-mail. */
  email: string;
};

export type QuoteDocument = {
  shop: QuoteShop;
  quote: Quote;
  /** Phone and e-mail only for the shop's own eyes: the customer's page never carries them (LGPD). */
  customer: { name: string; phone: string | null; email: string | null };
};

/** What the customer's page shows: the quote's document without the customer's phone and e-mail. */
export type PublicQuote = Omit<QuoteDocument, "customer"> & { customer: { name: string } };

/** A customer's answer on the link, as kept (CDC art. 40 and the receipt's evidence). */
export type StoredAnswer = {
  versionNumber: number;
  sha256: string;
  answer: QuoteAnswer;
  customerName: string | null;
  reason: string | null;
  nonOriginalPartsConsent: boolean | null;
  clientAddress: string;
  userAgent: string;
  answeredAt: Date;
  /** 'in_person': the shop recorded an answer the customer gave in person ('Aprovação presencial'). */
  channel: AnswerChannel;
  /** Who at the shop recorded an in-person answer; null on the link. */
  takenBy: string | null;
  /** The deposit the answered version asked (its snapshot's, "150.00"), if any. */
  deposit?: string | null;
};

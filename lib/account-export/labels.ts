import type { DiscountKind, QuoteAnswer, QuoteSendChannel } from "@/lib/enums";

/** The export's words for stored values the screens show as badges or icons (never a raw id). */
export const TICKET_STATUS_LABELS = { open: "Aberto", closed: "Fechado" } as const;

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { amount: "Valor (R$)", percent: "Percentual (%)" };

export const SEND_CHANNEL_LABELS: Record<QuoteSendChannel, string> = { whatsapp: "WhatsApp", email: "E-mail" };

export const ANSWER_LABELS: Record<QuoteAnswer, string> = { approved: "Aprovado", rejected: "Recusado" };

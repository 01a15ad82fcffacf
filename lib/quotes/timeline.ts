import { deviceOf } from "@/lib/auth/device-name";
import { networkPlace } from "@/lib/client-address/place";
import { formatDay } from "@/lib/calendar";
import type { PaymentMethod, QuoteSendChannel, QuoteSendPurpose, QuoteStatus, ReplacedPartsOutcome } from "@/lib/enums";
import { formatAmount, formatDateAtTime, formatDateTime, formatKm } from "@/lib/format";
import { quoteStatusOf } from "@/lib/quote-status";
import { messages } from "@/lib/messages";
import { nfseEventText, type NfseEventEntry } from "@/lib/nfse/timeline-line";
import { approvedDeposit } from "@/lib/quotes/receipt";
import { shortCode } from "@/lib/quotes/snapshot";
import type { StoredAnswer } from "@/lib/quotes/types";

/**
 * The quote's history as the shop reads it ('Histórico do orçamento'): made, each version the
 * customer's link published, each send, each first view, each answer (on the link or in person)
 * and each move of the job's stage, merged into one list in
 * the order they happened. The answer's line is the approval record itself (who, when, from where,
 * which version and its code), so it must read the same wherever it is shown: the words are here,
 * not in the component.
 */

/** Who at the shop did it, by name (shop_members): null on records made before teams. */
type By = { by?: string | null };

export type TimelineInput = {
  createdAt: Date;
  createdBy?: string | null;
  versions: readonly { number: number; createdAt: Date; snapshot: { complement: { amendsVersion: number } | null } }[];
  sends: readonly QuoteSendEntry[];
  views: readonly { versionNumber: number; viewedAt: Date }[];
  answers: readonly StoredAnswer[];
  /** 'Registrar entrega', once the job was delivered. */
  delivery?: { deliveredAt: Date; km: number | null; replacedParts: ReplacedPartsOutcome; deliveredBy?: string | null } | null;
  /** Every move of the job's stage (quote_stage_changes), with what the shop said. */
  stageChanges?: readonly { fromStatus: QuoteStatus; toStatus: QuoteStatus; reason: string | null; changedAt: Date; by?: string | null }[];
  /** 'Entrada do veículo': when it was recorded, and the customer's acknowledgement of it. */
  checkIn?: {
    createdAt: Date;
    recordedBy?: string | null;
    acknowledgement: (Omit<CheckInAckEvent, "kind" | "at"> & { acknowledgedAt: Date }) | null;
  } | null;
  /** 'Registrar pagamento' and 'Cancelar pagamento' (lib/data/payments.ts listPayments). */
  payments?: readonly PaymentEntry[];
  /** The events of the job's NFS-e, every note's (lib/data/nfse-documents.ts listNoteEvents). */
  nfse?: readonly NfseEventEntry[];
};

type QuoteSendEntry = { channel: QuoteSendChannel; purpose: QuoteSendPurpose; recipient: string; sentAt: Date };

/** One send as the shop reads it, in the history and in the send section alike. */
export function sendText(send: QuoteSendEntry) {
  const when = formatDateTime(send.sentAt);
  if (send.purpose === "ready") return sending.sentReadyEmail(send.recipient, when);
  return send.channel === "whatsapp" ? sending.sentWhatsApp(when) : sending.sentEmail(send.recipient, when);
}

type PaymentEntry = {
  amount: string;
  method: PaymentMethod;
  paidOn: string;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
  registeredBy?: string | null;
  cancelledBy?: string | null;
};

type CheckInAckEvent = {
  kind: "checkInAck";
  at: Date;
  customerName: string;
  channel: "link" | "in_person";
  takenBy: string | null;
  clientAddress: string;
  userAgent: string;
  sha256: string;
};

export type TimelineEvent =
  | ({ kind: "created"; at: Date } & By)
  | { kind: "version"; at: Date; number: number; complement: boolean }
  | { kind: "send"; at: Date; send: QuoteSendEntry }
  | { kind: "view"; at: Date; versionNumber: number }
  | ({ kind: "answer"; at: Date } & Omit<TimelineInput["answers"][number], "answeredAt">)
  | ({ kind: "delivered"; at: Date; km: number | null; replacedParts: ReplacedPartsOutcome } & By)
  | ({ kind: "stage"; at: Date; from: QuoteStatus; to: QuoteStatus; reason: string | null } & By)
  | ({ kind: "checkIn"; at: Date } & By)
  | CheckInAckEvent
  | ({ kind: "payment"; at: Date; amount: string; method: PaymentMethod; paidOn: string } & By)
  | ({ kind: "paymentCancelled"; at: Date; amount: string; reason: string } & By)
  | { kind: "nfse"; at: Date; text: string };

/**
 * When two things share a timestamp, the order they can only have happened in: a version is
 * published as the link is opened (so before its view), and an answer needs the page seen first.
 */
const KIND_ORDER: Record<TimelineEvent["kind"], number> = {
  created: 0,
  checkIn: 1,
  checkInAck: 2,
  version: 3,
  send: 4,
  view: 5,
  answer: 6,
  stage: 7,
  delivered: 8,
  payment: 9,
  paymentCancelled: 10,
  nfse: 11,
};

/** Every event of the quote, oldest first; ties keep the order above, then the order given. */
export function quoteTimeline(input: TimelineInput): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { kind: "created", at: input.createdAt, by: input.createdBy },
    ...input.versions.map((version): TimelineEvent => ({
      kind: "version",
      at: version.createdAt,
      number: version.number,
      complement: version.snapshot.complement !== null,
    })),
    ...input.sends.map((send): TimelineEvent => ({ kind: "send", at: send.sentAt, send })),
    ...input.views.map((view): TimelineEvent => ({ kind: "view", at: view.viewedAt, versionNumber: view.versionNumber })),
    ...input.answers.map(({ answeredAt, ...answer }): TimelineEvent => ({ kind: "answer", at: answeredAt, ...answer })),
    ...(input.delivery
      ? [{ kind: "delivered" as const, at: input.delivery.deliveredAt, ...input.delivery, by: input.delivery.deliveredBy }]
      : []),
    ...(input.stageChanges ?? []).map((change): TimelineEvent => ({
      kind: "stage",
      at: change.changedAt,
      from: change.fromStatus,
      to: change.toStatus,
      reason: change.reason,
      by: change.by,
    })),
    ...checkInEvents(input.checkIn),
    ...(input.payments ?? []).flatMap(paymentEvents),
    ...(input.nfse ?? []).flatMap((entry): TimelineEvent[] => {
      const text = nfseEventText(entry);
      return text === null ? [] : [{ kind: "nfse", at: entry.at, text }];
    }),
  ];
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || KIND_ORDER[a.event.kind] - KIND_ORDER[b.event.kind] || a.index - b.index)
    .map(({ event }) => event);
}

function paymentEvents(payment: PaymentEntry): TimelineEvent[] {
  const { amount, method, paidOn } = payment;
  const registered: TimelineEvent = { kind: "payment", at: payment.createdAt, amount, method, paidOn, by: payment.registeredBy };
  if (!payment.cancelledAt) return [registered];
  return [
    registered,
    { kind: "paymentCancelled", at: payment.cancelledAt, amount, reason: payment.cancelReason ?? "", by: payment.cancelledBy },
  ];
}

function checkInEvents(checkIn: TimelineInput["checkIn"]): TimelineEvent[] {
  if (!checkIn) return [];
  const recorded: TimelineEvent = { kind: "checkIn", at: checkIn.createdAt, by: checkIn.recordedBy };
  if (!checkIn.acknowledgement) return [recorded];
  const { acknowledgedAt, ...acknowledgement } = checkIn.acknowledgement;
  return [recorded, { kind: "checkInAck", at: acknowledgedAt, ...acknowledgement }];
}

const t = messages.quoteApproval;
const c = messages.checkIn;
const sending = messages.quoteSending;
const inPerson = messages.inPersonApproval;
const stages = messages.stageHistory;

/** What the line says, and what it adds below (the consent to non-original parts, the browser). */
export type TimelineLine = { text: string; details: string[] };

/** "pelo Chrome no Android, na rede local": the device and network of an answer on the link, read. */
function originOf(event: { clientAddress: string; userAgent: string }) {
  return t.origin(deviceOf(event.userAgent), networkPlace(event.clientAddress));
}

/** The pt-BR line of one event, times in America/Sao_Paulo, and who at the shop did it. */
export function timelineLine(event: TimelineEvent): TimelineLine {
  const line = eventLine(event);
  return "by" in event && event.by ? { ...line, details: [...line.details, t.doneBy(event.by)] } : line;
}

function eventLine(event: TimelineEvent): TimelineLine {
  switch (event.kind) {
    case "created":
      return { text: t.created(formatDateTime(event.at)), details: [] };
    case "version":
      return {
        text: event.complement
          ? t.complementPublished(event.number, formatDateTime(event.at))
          : t.versionPublished(event.number, formatDateTime(event.at)),
        details: [],
      };
    case "send":
      // The same words as the send section's own history.
      return { text: sendText(event.send), details: [] };
    case "view":
      return { text: t.viewed(formatDateTime(event.at), event.versionNumber), details: [] };
    case "answer": {
      const at = formatDateAtTime(event.at);
      if (event.answer === "rejected") {
        return {
          text: t.rejected(at, originOf(event), event.versionNumber) + (event.reason ? t.rejectedReason(event.reason) : ""),
          details: [],
        };
      }
      const code = shortCode(event.sha256);
      const deposit = approvedDeposit(event);
      const asked = deposit ? [deposit] : [];
      // Recorded by the shop: who approved, and who at the shop took it (the address is the shop's own).
      if (event.channel === "in_person") {
        const text = inPerson.approvedBy(event.customerName ?? "", event.takenBy ?? "", at, event.versionNumber, code);
        return { text, details: [...asked, ...(event.nonOriginalPartsConsent ? [t.nonOriginalConsent] : [])] };
      }
      const text = event.customerName
        ? t.approved(event.customerName, at, originOf(event), event.versionNumber, code)
        : t.approvedUnnamed(at, originOf(event), event.versionNumber, code);
      return { text, details: [...asked, ...(event.nonOriginalPartsConsent ? [t.nonOriginalConsent] : [])] };
    }
    case "delivered": {
      const d = messages.delivery;
      const said = [...(event.km !== null ? [formatKm(event.km)] : []), d.timelineParts[event.replacedParts]];
      return { text: d.timeline(formatDateTime(event.at), said.join(", ")), details: [] };
    }
    case "stage":
      return {
        text: stages.changed(quoteStatusOf(event.from).label, quoteStatusOf(event.to).label, formatDateTime(event.at)),
        details: event.reason ? [stages.reason(event.reason)] : [],
      };
    case "checkIn":
      return { text: c.timelineRecorded(formatDateTime(event.at)), details: [] };
    case "checkInAck": {
      const at = formatDateAtTime(event.at);
      const code = shortCode(event.sha256);
      const text =
        event.channel === "in_person"
          ? c.timelineAcknowledgedInPerson(event.customerName, at, event.takenBy ?? "", code)
          : c.timelineAcknowledged(event.customerName, at, originOf(event), code);
      return { text, details: [] };
    }
    case "payment": {
      const p = messages.payments;
      return {
        text: p.timelineRegistered(formatAmount(event.amount), p.methods[event.method], formatDay(event.paidOn), formatDateTime(event.at)),
        details: [],
      };
    }
    case "paymentCancelled":
      return { text: messages.payments.timelineCancelled(formatAmount(event.amount), formatDateTime(event.at), event.reason), details: [] };
    case "nfse":
      return { text: event.text, details: [] };
  }
}

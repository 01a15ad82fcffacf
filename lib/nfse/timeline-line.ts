import { formatDateTime } from "@/lib/format";
import { nfseDocuments } from "@/lib/messages/nfse-documents";
import { groupAccessKey } from "@/lib/nfse/access-key";

const t = nfseDocuments.timeline;

/** One event of a job's notes (nfse_events), with what its line names of its note. */
export type NfseEventEntry = {
  /** requested, sent, issued, rejected, unknown, found, cancel_requested, cancelled, cancel_rejected, recorded. */
  kind: string;
  /** issued: the access key; rejected and cancel_rejected: the codes. */
  detail: string | null;
  at: Date;
  nfseNumber: string | null;
  accessKey: string | null;
  /** The note's last refusal (code and text), to say what a code means. */
  errors: { code: string; message: string }[] | null;
};

/** "E0310 Código de tributação nacional inexistente": each code the event names, with its text when the note kept it. */
function refusal(event: NfseEventEntry) {
  const codes = (event.detail ?? "").split(/[\s,;]+/).filter(Boolean);
  const explained = codes.map((code) => {
    const found = event.errors?.find((error) => error.code === code);
    return found ? `${code} ${found.message}` : code;
  });
  if (explained.length > 0) return explained.join("; ");
  return (event.errors ?? []).map((error) => `${error.code} ${error.message}`).join("; ") || "-";
}

/**
 * The pt-BR line of one event of the job's NFS-e in its history, or null for a kind this version
 * does not know (a later one's event is left out rather than shown raw).
 */
export function nfseEventText(event: NfseEventEntry): string | null {
  const at = formatDateTime(event.at);
  const number = event.nfseNumber ?? "-";
  switch (event.kind) {
    case "requested":
      return t.requested(at);
    case "sent":
      return t.sent(at);
    case "issued": {
      const key = event.accessKey ?? event.detail ?? "";
      return t.issued(number, /^\d{50}$/.test(key) ? groupAccessKey(key) : key, at);
    }
    case "rejected":
      return t.rejected(refusal(event), at);
    case "unknown":
      return t.unknown(at);
    case "found":
      return t.found(at);
    case "cancel_requested":
      return t.cancelRequested(at);
    case "cancelled":
      return t.cancelled(at);
    case "cancel_rejected":
      return t.cancelRejected(refusal(event), at);
    case "recorded":
      return t.recorded(number, at);
    default:
      return null;
  }
}

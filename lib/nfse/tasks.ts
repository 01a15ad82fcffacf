/**
 * The queue's side of a note: sending the signed DPS, and the cancellation event. Each run may be a
 * retry after a crash or a lost answer, so a DPS already sent once is looked up (GET /dps/{id})
 * before it is sent again: the DPS number, and Sefin's refusal of a number already used (E0014),
 * make a second note impossible; the lookup makes the first one found.
 */
import "server-only";

import { loadShopCertificate } from "@/lib/data/shop-certificate-key";
import {
  countAttempt,
  getNoteForQueue,
  markCancelled,
  markCancelRejected,
  markIssued,
  markRejected,
  noteEvent,
} from "@/lib/data/nfse-notes";
import { defineTask, shopTaskData } from "@/lib/queue";
import { z } from "@/lib/validation/zod";

import type { ShopCertificate } from "./certificate";
import type { Issuer } from "./issuer";
import { issuerFor } from "./national";

const noteTaskData = shopTaskData({ noteId: z.string().uuid() });

/** A run that cannot tell whether Sefin acted throws, and the queue tries again later (with backoff). */
class TryLater extends Error {
  constructor(reason: string) {
    super(`NFS-e: sem resposta do sistema nacional (${reason}); nova tentativa depois`);
  }
}

async function certificateOf(shopId: string): Promise<ShopCertificate | null> {
  try {
    return await loadShopCertificate(shopId);
  } catch (error) {
    console.error("certificado da oficina não abriu", { shopId }, error instanceof Error ? error.name : error);
    return null;
  }
}

/** Whether a DPS sent before became a note: issued (and stored now), not there, or not known yet. */
async function lookUp(issuer: Issuer, shopId: string, noteId: string, dpsId: string): Promise<"issued" | "not_found" | "unknown"> {
  const query = await issuer.queryDps(dpsId);
  if (query.status === "not_found") return "not_found";
  if (query.status !== "found") return "unknown";
  const nfse = await issuer.fetchNfse(query.accessKey);
  if (nfse.status !== "found") return "unknown";
  await noteEvent(shopId, noteId, "found", query.accessKey);
  await markIssued(shopId, noteId, { accessKey: nfse.accessKey, nfseNumber: nfse.number ?? null, nfseXml: nfse.nfseXml });
  return "issued";
}

export const issueNote = defineTask({
  name: "nfse.issue",
  data: noteTaskData,
  // About two hours of tries (20 s doubling), then the job page's 'Verificar agora' sends it again.
  retryLimit: 8,
  retryDelaySeconds: 20,
  expireInSeconds: 120,
  run: async ({ shopId, noteId }) => {
    const note = await getNoteForQueue(shopId, noteId);
    if (!note || note.status !== "sending" || !note.dpsXml || !note.dpsId) return;
    const certificate = await certificateOf(shopId);
    if (!certificate) {
      // Never sent: nothing was issued, and the shop is told to send the certificate again.
      if (note.attempts === 0) await markRejected(shopId, noteId, [{ code: "CERTIFICATE", message: "certificado indisponível" }]);
      else throw new TryLater("certificado indisponível para consultar a DPS");
      return;
    }
    const issuer = issuerFor(certificate);
    if (note.attempts > 0) {
      const found = await lookUp(issuer, shopId, noteId, note.dpsId);
      if (found === "issued") return;
      if (found === "unknown") throw new TryLater("consulta da DPS");
    }
    if (!(await countAttempt(shopId, noteId, "sending", "sent"))) return;
    const result = await issuer.issue(note.dpsXml);
    switch (result.status) {
      case "issued":
        await markIssued(shopId, noteId, { accessKey: result.accessKey, nfseNumber: result.number ?? null, nfseXml: result.nfseXml });
        return;
      case "rejected":
        await markRejected(shopId, noteId, result.errors);
        return;
      case "invalid":
        console.error("DPS fora do leiaute, não enviada", { shopId, noteId, errors: result.errors.slice(0, 5) });
        await markRejected(shopId, noteId, [{ code: "XSD", message: result.errors[0] ?? "" }]);
        return;
      case "duplicate": {
        const found = await lookUp(issuer, shopId, noteId, result.dpsId ?? note.dpsId);
        if (found === "issued") return;
        // The number was used by a note this DPS did not make: nothing of ours was issued.
        if (found === "not_found") await markRejected(shopId, noteId, result.errors);
        else throw new TryLater("consulta após E0014");
        return;
      }
      case "unknown":
      case "not_sent":
        await noteEvent(shopId, noteId, "unknown", result.reason);
        throw new TryLater(result.reason);
    }
  },
});

export const cancelNote = defineTask({
  name: "nfse.cancel",
  data: noteTaskData,
  retryLimit: 8,
  retryDelaySeconds: 20,
  expireInSeconds: 120,
  run: async ({ shopId, noteId }) => {
    const note = await getNoteForQueue(shopId, noteId);
    if (!note || note.status !== "cancelling" || !note.cancelXml || !note.accessKey) return;
    const certificate = await certificateOf(shopId);
    if (!certificate) {
      if (note.attempts === 0) await markCancelRejected(shopId, noteId, [{ code: "CERTIFICATE", message: "certificado indisponível" }]);
      else throw new TryLater("certificado indisponível para reenviar o cancelamento");
      return;
    }
    await countAttempt(shopId, noteId, "cancelling", "sent", "cancelamento");
    const result = await issuerFor(certificate).cancel(note.accessKey, note.cancelXml);
    switch (result.status) {
      case "registered":
        await markCancelled(shopId, noteId, result.eventXml);
        return;
      case "rejected":
        await markCancelRejected(shopId, noteId, result.errors);
        return;
      case "invalid":
        console.error("evento de cancelamento fora do leiaute", { shopId, noteId, errors: result.errors.slice(0, 5) });
        await markCancelRejected(shopId, noteId, [{ code: "XSD", message: result.errors[0] ?? "" }]);
        return;
      case "unknown":
      case "not_sent":
        await noteEvent(shopId, noteId, "unknown", result.reason);
        throw new TryLater(result.reason);
    }
  },
});

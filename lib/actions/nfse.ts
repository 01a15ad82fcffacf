"use server";

import { refresh } from "next/cache";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { shopToday } from "@/lib/calendar";
import { getIssueContext, getJobNote } from "@/lib/data/nfse-issue-context";
import { recordPortalNote, requestCancellation, requestNationalNote } from "@/lib/data/nfse-notes";
import { loadShopCertificate } from "@/lib/data/shop-certificate-key";
import { env } from "@/lib/env";
import { cities } from "@/lib/messages/cities";
import { nfse as m } from "@/lib/messages/nfse";
import { CertificateError, type ShopCertificate } from "@/lib/nfse/certificate";
import { cityByLabel, cityLabel } from "@/lib/nfse/cities";
import { noteBlocker, noteFromContext } from "@/lib/nfse/issue-context";
import { APPLICATION_VERSION } from "@/lib/nfse/national";
import { prepareCancellation, prepareDps } from "@/lib/nfse/prepare";
import { cancelNote, issueNote } from "@/lib/nfse/tasks";
import { enqueue } from "@/lib/queue";
import { quotePath } from "@/lib/routes";
import { z } from "@/lib/validation/zod";
import {
  CANCEL_NOTE_FIELDS,
  ISSUE_NOTE_FIELDS,
  RECORD_NOTE_FIELDS,
  cancelNoteSchema,
  issueNoteSchema,
  recordNoteSchema,
} from "@/lib/validation/nfse";

const quoteIdSchema = z.object({ quoteId: recordIdField(m.notEligible) });

/** Queued after the commit; a failed send leaves the note 'Enviando…' with 'Verificar agora', never lost. */
async function queue(task: typeof issueNote, shopId: string, noteId: string, key: string) {
  await enqueue(task, { shopId, noteId }, { key }).catch((error: unknown) =>
    console.error("envio da NFS-e para a fila falhou", { shopId, noteId }, error),
  );
}

async function openCertificate(shopId: string): Promise<ShopCertificate | string> {
  try {
    return (await loadShopCertificate(shopId)) ?? m.certificateProblem;
  } catch (error) {
    if (error instanceof CertificateError && error.code === "expired") return m.certificateExpired;
    console.error("certificado da oficina não abriu", { shopId }, error instanceof Error ? error.name : error);
    return m.certificateProblem;
  }
}

/**
 * 'Emitir NFS-e': saves the customer's CPF/CNPJ and address, takes the DPS number, builds, checks
 * and signs the DPS, stores the note 'Enviando…' and queues it. The national rules a DPS would
 * break are refused here, in words, before anything is written or sent.
 */
export const issueNoteAction = defineAction({
  access: "plan",
  permission: "issueInvoices",
  name: "emissão de NFS-e",
  texts: { prefix: m.error },
  create: true,
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, ISSUE_NOTE_FIELDS) }),
  schema: quoteIdSchema.and(issueNoteSchema),
  async run({ caller, input: { quoteId, ...input }, idempotencyKey, refuse }) {
    const context = await getIssueContext(caller.shopId, quoteId);
    if (!context) return refuse(m.notEligible);
    const blocker = noteBlocker(context);
    if (blocker) return refuse(m[blocker]);
    const city = input.city === "" ? null : cityByLabel(input.city);
    if (input.city !== "" && !city) return { ok: false, message: m.error + m.addressIncomplete, fieldErrors: { city: [cities.notFound] } };
    const certificate = await openCertificate(caller.shopId);
    if (typeof certificate === "string") return refuse(certificate);

    const customer = {
      document: input.document,
      postalCode: input.postalCode || null,
      street: input.street || null,
      streetNumber: input.streetNumber || null,
      complement: input.complement || null,
      district: input.district || null,
      cityIbgeCode: city?.ibgeCode ?? null,
      cityName: city ? cityLabel(city) : null,
    };
    const outcome = await requestNationalNote(caller.shopId, quoteId, {
      customerId: context.customer.id,
      customer,
      environment: env.NFSE_ENVIRONMENT,
      idempotencyKey,
      requestedBy: caller.memberId,
      sign: (series, number) => {
        const { input: dps, summary } = noteFromContext(context, {
          customer,
          description: input.description,
          environment: env.NFSE_ENVIRONMENT,
          applicationVersion: APPLICATION_VERSION,
          now: new Date(),
          competenceDate: context.deliveredAt ? shopToday(context.deliveredAt) : shopToday(),
          series,
          number,
        });
        const prepared = prepareDps(dps, certificate);
        return prepared.ok ? { dpsId: prepared.id, dpsXml: prepared.xml, summary } : { issues: prepared.issues };
      },
    });
    if (!outcome.ok) {
      if (outcome.reason === "invalid") return refuse(m.rulesRefused + (outcome.issues ?? []).join("; "));
      if (outcome.reason === "alreadyHasNote") return refuse(m.alreadyHasNote);
      if (outcome.reason === "noSettings") return refuse(m.noSettings);
      return refuse(m.notEligible);
    }
    if (!outcome.repeated) await queue(issueNote, caller.shopId, outcome.noteId, outcome.noteId);
    refresh();
    return { ok: true, message: m.queued, redirectTo: quotePath(quoteId) };
  },
});

/**
 * 'Verificar agora' on a note still 'Enviando…': queues its task again. The task asks Sefin for the
 * DPS before sending it again, so this never makes a second note.
 */
export const checkNoteAction = defineAction({
  access: "plan",
  permission: "issueInvoices",
  name: "verificação de NFS-e",
  texts: { prefix: m.error },
  input: (quoteId: string) => ({ quoteId }),
  schema: quoteIdSchema,
  async run({ caller, input: { quoteId }, refuse }) {
    const note = await getJobNote(caller.shopId, quoteId);
    if (!note || (note.status !== "sending" && note.status !== "cancelling")) return refuse(m.notEligible);
    const task = note.status === "sending" ? issueNote : cancelNote;
    await queue(task, caller.shopId, note.id, `${note.id}:${note.attempts}:${Date.now()}`);
    refresh();
    return { ok: true, message: m.checkQueued };
  },
});

/** 'Cancelar NFS-e': the reason, signed as the cancellation event, queued; only an issued note. */
export const cancelNoteAction = defineAction({
  access: "plan",
  permission: "issueInvoices",
  name: "cancelamento de NFS-e",
  texts: { prefix: m.cancelError },
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, CANCEL_NOTE_FIELDS) }),
  schema: quoteIdSchema.and(cancelNoteSchema),
  async run({ caller, input: { quoteId, reasonCode, explanation }, refuse }) {
    const note = await getJobNote(caller.shopId, quoteId);
    if (!note || note.status !== "issued" || !note.accessKey) return refuse(m.cancelNotIssued);
    const certificate = await openCertificate(caller.shopId);
    if (typeof certificate === "string") return refuse(certificate);
    const prepared = prepareCancellation(
      {
        environment: note.environment === "production" ? "production" : "restricted",
        applicationVersion: APPLICATION_VERSION,
        at: new Date(),
        cnpj: note.summary.providerCnpj,
        accessKey: note.accessKey,
        reason: reasonCode,
        explanation,
      },
      certificate,
    );
    if (!prepared.ok) return refuse(prepared.issues.join("; "));
    const requested = await requestCancellation(caller.shopId, note.id, {
      reasonCode,
      reason: explanation.trim(),
      cancelXml: prepared.xml,
      by: caller.memberId,
    });
    if (!requested) return refuse(m.cancelNotIssued);
    await queue(cancelNote, caller.shopId, note.id, `${note.id}:cancel`);
    refresh();
    return { ok: true, message: m.cancelQueued };
  },
});

/** 'Registrar NFS-e': a note the shop issued on the national portal, its number (and key) kept on the job. */
export const recordNoteAction = defineAction({
  access: "plan",
  permission: "issueInvoices",
  name: "registro de NFS-e do portal",
  texts: { prefix: m.recordError },
  create: true,
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, RECORD_NOTE_FIELDS) }),
  schema: quoteIdSchema.and(recordNoteSchema),
  async run({ caller, input: { quoteId, nfseNumber, accessKey }, idempotencyKey, refuse }) {
    const context = await getIssueContext(caller.shopId, quoteId);
    if (!context) return refuse(m.notEligible);
    const blocker = noteBlocker(context, { portal: true });
    if (blocker) return refuse(m[blocker]);
    const { summary } = noteFromContext(context, {
      description: context.quote.description,
      environment: "production",
      applicationVersion: APPLICATION_VERSION,
      now: new Date(),
      competenceDate: context.deliveredAt ? shopToday(context.deliveredAt) : shopToday(),
      series: "1",
      number: 1,
    });
    const outcome = await recordPortalNote(caller.shopId, quoteId, {
      nfseNumber,
      accessKey: accessKey || null,
      summary: { ...summary, issuedOn: shopToday() },
      idempotencyKey,
      requestedBy: caller.memberId,
    });
    if (!outcome.ok) return refuse(outcome.reason === "alreadyHasNote" ? m.alreadyHasNote : m.notEligible);
    refresh();
    return { ok: true, message: m.recorded, redirectTo: quotePath(quoteId) };
  },
});

/**
 * The rules over a job's fiscal context (lib/data/nfse-issue-context.ts): whether it may have a
 * note now, and the DPS and summary it would get. Pure; the page and the actions share it.
 */
import type { IssueContext } from "@/lib/data/nfse-issue-context";

import { buildNote, labourAmounts, type NoteCustomer, type NoteSettings } from "./job-note";
import { serviceCode } from "./service-codes";

/** A status that already counts: a job has one such note at most (the database's unique index). */
export const COUNTING_STATUSES = ["sending", "issued", "cancelling", "recorded"] as const;

export type NoteBlocker = "notYet" | "amending" | "alreadyHasNote" | "noSettings" | "noCnpj" | "certificateProblem" | "noLabour";

/** Why the job cannot get a note now, or null. `portal`: recorded from the portal (no certificate nor settings needed). */
export function noteBlocker(context: IssueContext, { portal = false } = {}): NoteBlocker | null {
  const delivered = context.status === "delivered";
  const paidJob = context.paid && ["approved", "in_progress", "ready"].includes(context.status);
  if (!delivered && !paidJob) return "notYet";
  if (context.quote.amending) return "amending";
  if (context.note && (COUNTING_STATUSES as readonly string[]).includes(context.note.status)) return "alreadyHasNote";
  if (labourAmounts(context.quote.totals).services.lte(0)) return "noLabour";
  if (portal) return null;
  if (!context.settings) return "noSettings";
  if (context.shop.cnpj?.length !== 14) return "noCnpj";
  if (!context.hasCertificate) return "certificateProblem";
  return null;
}

type CustomerWrite = {
  document: string;
  postalCode: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  cityIbgeCode: string | null;
  cityName: string | null;
};

function noteCustomer(context: IssueContext, write: CustomerWrite | undefined): NoteCustomer {
  const data = write ?? { ...context.customer, document: context.customer.document ?? "" };
  const complete = data.postalCode && data.street && data.streetNumber && data.district && data.cityIbgeCode && data.cityName;
  return {
    name: context.customer.name,
    document: data.document,
    address: complete
      ? {
          postalCode: data.postalCode!,
          street: data.street!,
          number: data.streetNumber!,
          complement: data.complement ?? undefined,
          district: data.district!,
          cityIbgeCode: data.cityIbgeCode!,
          cityLabel: data.cityName!,
        }
      : null,
    email: context.customer.email,
    phone: context.customer.phone,
  };
}

/** Before the fiscal data exists (the portal's copy): what the profile says, the usual code. */
const FALLBACK_SETTINGS: NoteSettings = {
  regime: "mei",
  municipalRegistration: null,
  cityIbgeCode: "",
  cityName: "",
  nationalTaxCode: "140101",
  municipalTaxCode: null,
  issRate: null,
  issWithheldByCompanies: false,
  simplesTaxPercent: null,
  partsInDescription: false,
};

/** The code's wording in the national list (the screens put the dotted code before it). */
const codeLabel = (code: string) => serviceCode(code)?.description;

export function noteFromContext(
  context: IssueContext,
  options: Omit<Parameters<typeof buildNote>[0], "job" | "shop" | "settings" | "customer"> & { customer?: CustomerWrite },
) {
  const settings = context.settings ?? FALLBACK_SETTINGS;
  return buildNote({
    ...options,
    job: { quoteNumber: context.quote.number, vehicle: context.quote.vehicle, items: context.quote.items, totals: context.quote.totals },
    shop: { name: context.shop.name, cnpj: context.shop.cnpj ?? "", address: context.shop.address },
    settings: { ...settings, nationalTaxCodeDescription: codeLabel(settings.nationalTaxCode) },
    customer: noteCustomer(context, options.customer),
  });
}

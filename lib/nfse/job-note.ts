/**
 * From a delivered job to the DPS the shop declares and the summary its screens keep: only the
 * labour (service and labour lines; parts are goods, ICMS), the quote's discount shared out in
 * proportion to it, the regime's fields as the shop's fiscal data says. Pure: the data layer reads,
 * lib/nfse/prepare.ts checks the rules and signs.
 */
import Big from "big.js";

import type { NfseSummary } from "@/db/schema/nfse";
import type { TaxRegimeId } from "@/lib/enums";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { formatPlate } from "@/lib/plates";

import type { DpsInput, NationalAddress, NfseEnvironment, TaxRegime } from "./types";

/** xDescServ: up to 2,000 characters (TSDesc2000). */
export const DESCRIPTION_MAX = 2000;

export interface NoteJob {
  quoteNumber: number;
  vehicle: { plate: string; make: string | null; model: string | null; year: number | null } | null;
  items: { kind: "service" | "part" | "labour"; description: string; quantity: string; total: string }[];
  /** The quote's totals by kind and its discount, numeric text ("150.00"). */
  totals: { services: string; parts: string; labour: string; discount: string };
}

export interface NoteSettings {
  regime: TaxRegimeId;
  municipalRegistration: string | null;
  cityIbgeCode: string;
  cityName: string;
  nationalTaxCode: string;
  nationalTaxCodeDescription?: string;
  municipalTaxCode: string | null;
  issRate: string | null;
  issWithheldByCompanies: boolean;
  simplesTaxPercent: string | null;
  partsInDescription: boolean;
}

export interface NoteCustomer {
  name: string;
  /** CPF or CNPJ, digits. */
  document: string;
  address: (NationalAddress & { cityLabel: string }) | null;
  email: string | null;
  phone: string | null;
}

export interface NoteShop {
  name: string;
  /** CNPJ, digits. */
  cnpj: string;
  address: string | null;
}

/** The labour the note covers and its share of the quote's discount, two places each. */
export function labourAmounts(totals: NoteJob["totals"]): { services: Big; discount: Big } {
  const services = new Big(totals.services).plus(totals.labour);
  const subtotal = services.plus(totals.parts);
  const discount = new Big(totals.discount);
  if (discount.lte(0) || subtotal.lte(0)) return { services, discount: new Big(0) };
  // Half up to the cent: the parts' document takes the rest of the discount.
  return { services, discount: discount.times(services).div(subtotal).round(2, Big.roundHalfUp) };
}

/** The note's text as the shop first sees it: the car, the order's number, each labour line. */
export function defaultDescription(job: NoteJob, partsInDescription: boolean): string {
  const car = job.vehicle
    ? [formatPlate(job.vehicle.plate), [job.vehicle.make, job.vehicle.model, job.vehicle.year].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(" - ")
    : null;
  const lines = [`Ordem de serviço Nº ${formatQuoteNumber(job.quoteNumber)}${car ? ` - veículo ${car}` : ""}`];
  for (const item of job.items) {
    if (item.kind !== "part") lines.push(`${item.description}: ${formatAmount(item.total)}`);
  }
  const parts = job.items.filter((item) => item.kind === "part");
  if (partsInDescription && parts.length > 0) {
    lines.push(`Peças aplicadas (não incluídas no valor desta nota): ${parts.map((part) => part.description).join("; ")}`);
  }
  return lines.join("\n").slice(0, DESCRIPTION_MAX);
}

const REGIMES: Record<TaxRegimeId, TaxRegime> = {
  mei: { kind: "mei" },
  simples: { kind: "simples", apuracao: "1" },
  not_simples: { kind: "not_simples" },
};

export const customerAddressText = (address: NoteCustomer["address"]) =>
  address
    ? [
        [address.street, address.number, address.complement].filter(Boolean).join(", "),
        address.district,
        address.cityLabel,
        `CEP ${address.postalCode}`,
      ]
        .filter(Boolean)
        .join(" - ")
    : undefined;

export function buildNote(options: {
  job: NoteJob;
  shop: NoteShop;
  settings: NoteSettings;
  customer: NoteCustomer;
  description: string;
  environment: NfseEnvironment;
  applicationVersion: string;
  now: Date;
  /** dCompet: the delivery's day in São Paulo (yyyy-MM-dd). */
  competenceDate: string;
  series: string;
  number: number;
}): { input: DpsInput; summary: NfseSummary } {
  const { job, shop, settings, customer } = options;
  const { services, discount } = labourAmounts(job.totals);
  const withheld = settings.issWithheldByCompanies && customer.document.length === 14;
  const issRate = settings.regime === "mei" ? null : settings.issRate;
  const input: DpsInput = {
    environment: options.environment,
    issuedAt: options.now,
    competenceDate: options.competenceDate,
    applicationVersion: options.applicationVersion,
    series: options.series,
    number: String(options.number),
    issuerCityIbgeCode: settings.cityIbgeCode,
    provider: {
      cnpj: shop.cnpj,
      municipalRegistration: settings.municipalRegistration ?? undefined,
      regime: REGIMES[settings.regime],
    },
    customer: {
      document: customer.document,
      name: customer.name,
      address: customer.address ?? undefined,
      email: customer.email ?? undefined,
      phone: customer.phone?.replace(/\D/g, "") || undefined,
    },
    service: {
      placeIbgeCode: settings.cityIbgeCode,
      nationalTaxCode: settings.nationalTaxCode,
      municipalTaxCode: settings.municipalTaxCode ?? undefined,
      description: options.description,
    },
    values: {
      services: services.toFixed(2),
      unconditionalDiscount: discount.gt(0) ? discount.toFixed(2) : undefined,
      issWithheld: withheld ? "2" : "1",
      issRatePercent: issRate ?? undefined,
      totalTaxes:
        settings.regime === "simples" && settings.simplesTaxPercent !== null
          ? { kind: "simples_percent", percent: settings.simplesTaxPercent }
          : { kind: "not_informed" },
    },
  };
  const summary: NfseSummary = {
    providerName: shop.name,
    providerCnpj: shop.cnpj,
    providerMunicipalRegistration: settings.municipalRegistration ?? undefined,
    providerAddress: shop.address ?? undefined,
    cityName: settings.cityName,
    customerName: customer.name,
    customerDocument: customer.document,
    customerAddress: customerAddressText(customer.address),
    customerEmail: customer.email ?? undefined,
    description: options.description,
    nationalTaxCode: settings.nationalTaxCode,
    nationalTaxCodeDescription: settings.nationalTaxCodeDescription,
    competenceDate: options.competenceDate,
    servicesTotal: services.toFixed(2),
    discount: discount.gt(0) ? discount.toFixed(2) : undefined,
    issRate: issRate ?? undefined,
    issWithheld: withheld,
    regime: settings.regime,
  };
  return { input, summary };
}

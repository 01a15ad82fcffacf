import type { SubscriptionPlanId } from "@/lib/enums";

/** Plan definitions: shared by the plans page and the landing. */
export type PlanFeature = { text: string; included: boolean };

export type Plan = {
  id: SubscriptionPlanId;
  /** The plan's one name, in the app and on the landing page alike ('Básico', 'Profissional'). */
  name: string;
  description: string;
  /** Monthly price in BRL. */
  price: number;
  /** Yearly price in BRL, shown on the landing page only. */
  yearlyPrice?: number;
  yearlyNote?: string;
  features: PlanFeature[];
  recommended: boolean;
  landingButtonText: string;
};

export const SUBSCRIPTION_DAYS = 30;
export const SUBSCRIPTION_LENGTH_MS = SUBSCRIPTION_DAYS * 24 * 60 * 60 * 1000; // 2,592,000,000 ms
export const GUARANTEE_DAYS = 7;
/** Stands for the payment a later version will make real. */
export const SIMULATED_PAYMENT_MS = 1500;

/**
 * How many of each a plan allows; null is no limit. `storageBytes` is what the shop's job photos
 * may take in the storage, counted as the bytes stored (job_photos.bytes, after the re-encode).
 */
export type PlanLimits = { customers: number | null; quotesPerMonth: number | null; storageBytes: number; people: number };

const GB = 1024 ** 3;

/*
 * The storage quotas. A photo is stored re-encoded at ~0.3 MB (a 12 MP phone photo: 0.29 MB,
 * docs/features/check-in.md), so 1 GB holds ~3,500 photos: Básico's 5 quotes a month with a full
 * check-in and part photos each (~50 photos, ~15 MB) take over five years to fill it. Profissional
 * has no quote limit: 10 GB (~35,000 photos, ~1,100 full check-ins) is years of a busy shop and costs
 * the product well under a real of storage a month, against R$ 49,90; what it stops is one account
 * filling the shared bucket. Every plan has one: a quota of null would bring the problem back.
 */
export const PLAN_LIMITS: Readonly<Record<SubscriptionPlanId, PlanLimits>> = {
  basic: { customers: 20, quotesPerMonth: 5, storageBytes: 1 * GB, people: 1 },
  pro: { customers: null, quotesPerMonth: null, storageBytes: 10 * GB, people: 1 },
  // A team shares one shop's photos: the same 10 GB, which years of a busy shop do not fill.
  premium: { customers: null, quotesPerMonth: null, storageBytes: 10 * GB, people: 5 },
};

/** Every plan text below is built from PLAN_LIMITS and the feature list, so no screen promises what the server does not enforce. */
const BASIC = PLAN_LIMITS.basic;

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    name: "Básico",
    description: "Para o mecânico autônomo que está começando a organizar a oficina.",
    price: 9.9,
    features: [
      { text: `Até ${BASIC.quotesPerMonth} orçamentos enviados por mês (a entrada do veículo não conta)`, included: true },
      { text: `Até ${BASIC.customers} clientes cadastrados`, included: true },
      { text: "Orçamento em PDF e link para o cliente", included: true },
      { text: "Histórico de serviços e veículos", included: true },
      { text: "Acesso pelo celular", included: true },
      { text: "Suporte por e-mail", included: true },
      { text: "Envio com um toque por WhatsApp e e-mail", included: false },
      { text: "Assistente de IA", included: false },
    ],
    recommended: false,
    landingButtonText: "Começar com o Básico",
  },
  {
    id: "pro",
    name: "Profissional",
    description: "Para a oficina que quer crescer sem limites, com envio em um toque e assistente de IA.",
    price: 49.9,
    yearlyPrice: 499,
    yearlyNote: "2 meses grátis; plano anual em breve",
    features: [
      { text: "Orçamentos ilimitados", included: true },
      { text: "Clientes ilimitados", included: true },
      { text: "Orçamento em PDF e link para o cliente", included: true },
      { text: "Histórico de serviços e veículos", included: true },
      { text: "Acesso pelo celular", included: true },
      { text: "Envio com um toque por WhatsApp e e-mail", included: true },
      { text: "Assistente de IA que tira dúvidas e agenda horários", included: true },
      { text: "Suporte prioritário (em breve)", included: true },
    ],
    recommended: true,
    landingButtonText: "Quero o Profissional",
  },
  {
    id: "premium",
    name: "Premium",
    description: "Para a oficina com equipe: cada pessoa com o seu login e o seu nível de acesso.",
    price: 99.9,
    features: [
      { text: "Tudo do Profissional", included: true },
      { text: `Até ${PLAN_LIMITS.premium.people} pessoas na oficina, o dono incluído`, included: true },
      { text: "Acessos de Dono, Atendente e Mecânico", included: true },
      { text: "Responsável por serviço e comissão por mecânico", included: true },
      { text: "Quem fez cada etapa no histórico", included: true },
    ],
    recommended: false,
    landingButtonText: "Quero o Premium",
  },
];

/** Each plan's one name, for a text that names a plan ('no plano Profissional'). */
export const PLAN_NAMES = Object.fromEntries(PLANS.map((plan) => [plan.id, plan.name])) as Readonly<Record<SubscriptionPlanId, string>>;

export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function isPlanId(value: unknown): value is SubscriptionPlanId {
  return typeof value === "string" && PLANS.some((plan) => plan.id === value);
}

/*
 * The plan rules: what each plan allows, read by the server's checks (lib/data/plan-usage.ts, the
 * actions, the guard) and by every screen that describes a plan (plans page, landing, Painel,
 * support FAQ). A rule written anywhere else would drift from what the server enforces.
 */

/** What the limits count: the shop's customers, and the quotes created in the current month. */
export type PlanLimitKind = "customers" | "quotes";

/** The calendar month of the quote limit is São Paulo's: a quote at 23:00 of the 30th counts in that month. */
export const PLAN_TIME_ZONE = "America/Sao_Paulo";

/** The features only Profissional has. A Básico shop still downloads the PDF and copies the quote's link. */
export type ProFeature = "whatsappSend" | "emailSend" | "aiAssistant";

const PLAN_FEATURES: Readonly<Record<SubscriptionPlanId, readonly ProFeature[]>> = {
  basic: [],
  pro: ["whatsappSend", "emailSend", "aiAssistant"],
  premium: ["whatsappSend", "emailSend", "aiAssistant"],
};

/** How many people (the owner included) the plan's shop may have; one without a plan. */
export function peopleLimitOf(plan: SubscriptionPlanId | null | undefined): number {
  return plan ? PLAN_LIMITS[plan].people : 1;
}

export function planAllows(plan: SubscriptionPlanId | null | undefined, feature: ProFeature) {
  return plan ? PLAN_FEATURES[plan].includes(feature) : false;
}

/** The plan a refused Pro feature or a reached limit offers. */
export const UPGRADE_PLAN_ID: SubscriptionPlanId = "pro";
export const PLANS_PATH = "/dashboard/plans";

export function limitOf(plan: SubscriptionPlanId | null | undefined, kind: PlanLimitKind): number | null {
  if (!plan) return null;
  return kind === "customers" ? PLAN_LIMITS[plan].customers : PLAN_LIMITS[plan].quotesPerMonth;
}

/** The bytes of job photos the plan stores; null for no plan (the data layer's own tests: actions and routes need one). */
export function storageLimitOf(plan: SubscriptionPlanId | null | undefined): number | null {
  return plan ? PLAN_LIMITS[plan].storageBytes : null;
}

/**
 * How close a count is to its limit: "near" from 80% of it (4 of 5 quotes, 16 of 20 customers), so
 * the Painel warns before a create is refused; "reached" when the next create would be.
 */
export function usageLevel(used: number, limit: number | null): "unlimited" | "ok" | "near" | "reached" {
  if (limit === null) return "unlimited";
  if (used >= limit) return "reached";
  return used >= Math.ceil(limit * 0.8) ? "near" : "ok";
}

/** After the end date the public page stays up this long; then it answers 404 until a renewal. */
export const PUBLIC_PAGE_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * none: never chose a plan; active: a plan whose period has not ended; expired: the end date has
 * passed (every record is kept, the dashboard asks for a renewal). A plan without an end date
 * (none is written without one) counts as active.
 */
export type SubscriptionState = "none" | "active" | "expired";

export function subscriptionState(
  subscription: { plan: SubscriptionPlanId | null; subscriptionEndDate: Date | null },
  now: Date = new Date(),
): SubscriptionState {
  if (!subscription.plan) return "none";
  if (subscription.subscriptionEndDate && subscription.subscriptionEndDate.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** Whether the shop's public page is still shown: always while subscribed, then the grace days. */
export function publicPageOpen(subscriptionEndDate: Date | null, now: Date = new Date()) {
  return !subscriptionEndDate || subscriptionEndDate.getTime() + PUBLIC_PAGE_GRACE_DAYS * DAY_MS > now.getTime();
}

/**
 * The end of a period bought at `now` (a start or a renewal, see planChange): 30 days from the later
 * of now and the current end, so renewing before the end loses none of the days already paid.
 */
export function renewedEndDate(currentEnd: Date | null, now: Date = new Date()) {
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(from.getTime() + SUBSCRIPTION_LENGTH_MS);
}

/** The current plan's card offers a renewal from this many days before the end (and after it). */
export const RENEWAL_WINDOW_DAYS = 7;

export function renewalOpen(subscriptionEndDate: Date | null, now: Date = new Date()) {
  return !!subscriptionEndDate && subscriptionEndDate.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS <= now.getTime();
}

/**
 * A create the shop's plan does not allow (lib/data/plan-usage.ts). Thrown by the data layer inside
 * the create's transaction, which it rolls back; the action answers it as a refusal, never a 500.
 */
export class PlanLimitReachedError extends Error {
  constructor(
    readonly kind: PlanLimitKind,
    readonly limit: number,
  ) {
    super(`limite do plano atingido: ${kind} (${limit})`);
  }
}

/**
 * What choosing `target` does to the subscription at `now` (the plans page's dialog and
 * choosePlanAction read the same answer). No choice adds a day that was not paid for:
 * - start: no plan (or no end), or another plan after the period ended: a new 30-day period, paid now.
 * - renewal: the current plan again, from RENEWAL_WINDOW_DAYS before the end (or after it): 30 days
 *   from the later of the end and now, paid now.
 * - current: the current plan outside that window: nothing to do.
 * - upgrade: a dearer plan while one is paid for: it starts now and ends when the paid period
 *   ends, so no paid day is lost and none is added; what it costs is the price difference for the
 *   days left (`cost`).
 * - downgrade: a cheaper plan while one is paid for: scheduled for the end of the paid period
 *   (`from`); the dearer plan stays until then and nothing is paid now. `lost` is what the shop
 *   will no longer have.
 */
export type PlanChange =
  | { kind: "start" | "renewal" | "current" }
  | { kind: "upgrade"; until: Date; cost: number; daysLeft: number }
  | { kind: "downgrade"; from: Date; lost: string[] };

export function planChange(
  subscription: { plan: SubscriptionPlanId | null; subscriptionEndDate: Date | null },
  target: SubscriptionPlanId,
  now: Date = new Date(),
): PlanChange {
  const current = findPlan(subscription.plan);
  const end = subscription.subscriptionEndDate;
  if (!current || !end) return { kind: "start" };
  if (current.id === target) return { kind: renewalOpen(end, now) ? "renewal" : "current" };
  if (subscriptionState(subscription, now) !== "active") return { kind: "start" };
  const next = findPlan(target)!;
  const left = end.getTime() - now.getTime();
  if (next.price > current.price) {
    // In cents, so the amount is exact: R$ 40,00 a month for 20 of 30 days is R$ 26,67.
    const cents = Math.round(((Math.round(next.price * 100) - Math.round(current.price * 100)) * left) / SUBSCRIPTION_LENGTH_MS);
    return { kind: "upgrade", until: end, cost: cents / 100, daysLeft: Math.ceil(left / DAY_MS) };
  }
  return { kind: "downgrade", from: end, lost: lostFeatures(current, next) };
}

/** What `from` includes and `to` does not, in `from`'s words ('Envio com um toque por WhatsApp e e-mail'). */
export function lostFeatures(from: Plan, to: Plan) {
  const kept = new Set(to.features.filter((feature) => feature.included).map((feature) => feature.text));
  return from.features.filter((feature) => feature.included && !kept.has(feature.text)).map((feature) => feature.text);
}

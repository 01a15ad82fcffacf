import type { SubscriptionPlanId } from "@/lib/enums";

/** Plan definitions: shared by the plans page and the landing. */
export type PlanFeature = { text: string; included: boolean };

export type Plan = {
  id: SubscriptionPlanId;
  /** In-app name ('Básico', 'Profissional'). */
  name: string;
  /** Name on the landing page ('Oficina Fácil', 'Oficina Pro'). */
  landingName: string;
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

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    name: "Básico",
    landingName: "Oficina Fácil",
    description: "Para o mecânico autônomo que está começando a organizar a oficina.",
    price: 9.9,
    features: [
      { text: "Até 5 orçamentos por mês", included: true },
      { text: "Até 20 clientes cadastrados", included: true },
      { text: "Histórico básico de atendimentos", included: true },
      { text: "Acesso pelo celular", included: true },
      { text: "Suporte por e-mail", included: true },
      { text: "Assistente de IA para respostas e agenda", included: false },
      { text: "Envio automático de orçamentos por WhatsApp", included: false },
    ],
    recommended: false,
    landingButtonText: "Começar com o Fácil",
  },
  {
    id: "pro",
    name: "Profissional",
    landingName: "Oficina Pro",
    description: "Para a oficina que quer crescer com CRM completo e assistente de IA.",
    price: 49.9,
    yearlyPrice: 499,
    yearlyNote: "2 meses grátis",
    features: [
      { text: "Orçamentos ilimitados", included: true },
      { text: "Clientes ilimitados", included: true },
      { text: "CRM completo com histórico detalhado", included: true },
      { text: "Acesso pelo celular", included: true },
      { text: "Assistente de IA para respostas e agendamentos", included: true },
      { text: "Envio automático de orçamentos por WhatsApp", included: true },
      { text: "Suporte prioritário", included: true },
    ],
    recommended: true,
    landingButtonText: "Quero o Pro",
  },
];

export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function isPlanId(value: unknown): value is SubscriptionPlanId {
  return typeof value === "string" && PLANS.some((plan) => plan.id === value);
}

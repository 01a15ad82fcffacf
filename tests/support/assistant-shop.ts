/**
 * The shop the guided assistant's tests ask: the catalogue, hours and quote of a small shop in
 * Campinas, at a fixed moment (its answers depend on the clock).
 */
import type { OpeningHours, ShopService } from "@/db/schema";
import type { AssistantFacts } from "@/lib/assistant/guided";

export const services: ShopService[] = [
  { id: "oleo", name: "Troca de óleo", price: 120 },
  { id: "alinhamento", name: "Alinhamento e balanceamento", price: 90 },
  { id: "revisao", name: "Revisão completa", price: 450 },
  { id: "freio", name: "Troca de pastilhas de freio", price: 180 },
  { id: "diagnostico", name: "Diagnóstico eletrônico", price: 100 },
];

const weekday = { open: true, hours: "08:00-12:00;13:30-18:00" };
export const openingHours: OpeningHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { open: true, hours: "08:00-12:00" },
  sunday: { open: false, hours: "" },
};

/** São Paulo is UTC-3: 13:00Z is 10:00 there. 10 June 2025 is a Tuesday, 15 June a Sunday. */
const TUESDAY_10H = new Date("2025-06-10T13:00:00Z");
export const SUNDAY_10H = new Date("2025-06-15T13:00:00Z");

export const ADDRESS = "Rua das Oficinas, 123 - Centro, Campinas - SP";
export const MAP = "https://maps.google.com/?q=Rua+das+Oficinas+123";
export const WHATSAPP = "https://wa.me/5519999990000";

export const quote: NonNullable<AssistantFacts["quote"]> = {
  number: "ORC-0042",
  stageLabel: "Em andamento",
  total: 357,
  items: [
    { description: "Filtro de óleo", kind: "part", quantity: 1, unitPrice: 45, total: 45 },
    { description: "Óleo 5W30 sintético", kind: "part", quantity: 4, unitPrice: 38, total: 152 },
    { description: "Mão de obra", kind: "labour", quantity: 1, unitPrice: 80, total: 80 },
    {
      description: "Pastilha de freio dianteira",
      kind: "part",
      quantity: 2,
      unitPrice: 40,
      total: 80,
      detail: "As atuais estão abaixo de 3 mm.",
    },
  ],
};

export const shop: AssistantFacts = {
  shopName: "Auto Center Silva",
  assistantName: "Zé",
  openingHours,
  now: TUESDAY_10H,
  address: ADDRESS,
  mapUrl: MAP,
  whatsappUrl: WHATSAPP,
  services,
  onlineBooking: true,
};
export const onQuote: AssistantFacts = { ...shop, quote };

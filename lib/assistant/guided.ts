/**
 * The guided assistant's answers: what understand() made of a message, answered from the shop's
 * facts alone. Nothing here invents a price, a date, a duration or a promise: what the facts do
 * not carry is said plainly and handed to the shop.
 */
import type { OpeningHours, ShopService } from "@/db/schema";
import type { QuoteItemKind } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { assistantChat } from "@/lib/messages/assistant-chat";
import { dayLine, openNowText, weekLines } from "./hours";
import type { Understood } from "./understand";

/** `value` is posted as if the visitor typed it; with `href`, the button is a link there instead. */
export type QuickReply = { label: string; value: string; href?: string };

export type AssistantFacts = {
  shopName: string;
  assistantName: string;
  openingHours: OpeningHours;
  now: Date;
  /** One line, already formatted. */
  address: string | null;
  mapUrl: string | null;
  /** A wa.me link, or null when the shop has none. */
  whatsappUrl: string | null;
  services: readonly ShopService[];
  onlineBooking: boolean;
  /** Only on a customer's quote link. */
  quote?: {
    number: string;
    /** Already in Portuguese: "Em andamento", "Carro pronto". */
    stageLabel: string;
    total: number;
    items: readonly {
      description: string;
      kind: QuoteItemKind;
      quantity: number;
      unitPrice: number;
      total: number;
      detail?: string;
    }[];
  };
};

/** `handover`: the shop should take over; `booking`: the caller runs the booking steps next. */
export type Reply = { text: string; quickReplies: QuickReply[]; handover: boolean; booking: null | { serviceId: string | null } };

const m = assistantChat;
const quantity = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** What the assistant offers: booking only when the shop takes it online, the shop when it has WhatsApp. */
function menu(facts: AssistantFacts): QuickReply[] {
  const offered = [
    ...(facts.quote ? [m.menu.quote, m.menu.carStatus] : []),
    m.menu.hours,
    m.menu.address,
    m.menu.services,
    ...(facts.onlineBooking ? [m.menu.booking] : []),
    ...(facts.whatsappUrl ? [m.menu.human] : []),
  ];
  // Copies: the caller may change its replies without touching the shared message objects.
  return offered.map(({ label, value }) => ({ label, value }));
}

/** The way to the shop: its WhatsApp, or else the contact form of its page. */
export function handoverText(facts: AssistantFacts): string {
  return facts.whatsappUrl ? m.human.whatsapp(facts.whatsappUrl) : m.human.contactForm;
}

function reply(text: string, quickReplies: QuickReply[], extra: Partial<Omit<Reply, "text" | "quickReplies">> = {}): Reply {
  return { text, quickReplies, handover: false, booking: null, ...extra };
}

/** A catalogue line: "a partir de" its price, never a price the shop did not publish. */
export function serviceLine(service: ShopService): string {
  return service.price > 0 ? m.services.line(service.name, formatAmount(service.price)) : m.services.lineNoPrice(service.name);
}

export function greeting(facts: AssistantFacts): Reply {
  const text = facts.quote ? m.greetingOnQuote(facts.assistantName, facts.shopName) : m.greeting(facts.assistantName, facts.shopName);
  return reply(text, menu(facts));
}

export function guidedReply(understood: Understood, facts: AssistantFacts): Reply {
  switch (understood.topic) {
    case "greeting":
      return greeting(facts);
    case "thanks":
      return reply(m.thanks, menu(facts));
    case "hours":
      return understood.day
        ? reply(dayLine(facts.openingHours, understood.day), menu(facts))
        : reply([m.hours.title, ...weekLines(facts.openingHours)].join("\n"), menu(facts));
    case "openNow":
      return reply(openNowText(facts.openingHours, facts.now), menu(facts));
    case "address":
      return addressReply(facts);
    case "services":
      return servicesReply(facts);
    case "price":
      return priceReply(understood.serviceIds, facts);
    case "booking":
      return bookingReply(understood.serviceIds, facts);
    case "carStatus":
      return facts.quote
        ? reply(m.carStatus.stage(facts.quote.number, facts.quote.stageLabel), menu(facts))
        : reply(`${m.carStatus.onlyOnQuoteLink} ${handoverText(facts)}`, menu(facts));
    case "quoteItem":
      return quoteItemReply(understood.itemIndexes, facts);
    case "payment":
      return reply(`${m.payment} ${handoverText(facts)}`, menu(facts), { handover: true });
    case "human":
      return reply(handoverText(facts), menu(facts), { handover: true });
    case "unknown":
      return reply(m.unknown, menu(facts));
  }
}

function addressReply(facts: AssistantFacts): Reply {
  if (!facts.address) return reply(`${m.address.missing} ${handoverText(facts)}`, menu(facts));
  const lines = [m.address.line(facts.address), ...(facts.mapUrl ? [m.address.map(facts.mapUrl)] : [])];
  return reply(lines.join("\n"), menu(facts));
}

function servicesReply(facts: AssistantFacts): Reply {
  if (facts.services.length === 0) return reply(`${m.services.none} ${handoverText(facts)}`, menu(facts));
  return reply([m.services.title, ...facts.services.map(serviceLine), m.services.finalPrice].join("\n"), menu(facts));
}

/** The named services' prices; a service the catalogue lacks gets no price, only the shop. */
function priceReply(serviceIds: readonly string[], facts: AssistantFacts): Reply {
  const named = serviceIds.flatMap((id) => facts.services.filter((service) => service.id === id));
  if (named.length === 0) {
    if (facts.services.length === 0) return reply(`${m.services.none} ${handoverText(facts)}`, menu(facts));
    const lines = [m.services.notInCatalogue, ...facts.services.map(serviceLine), handoverText(facts)];
    return reply(lines.join("\n"), menu(facts));
  }
  const book = facts.onlineBooking ? [{ label: m.menu.booking.label, value: m.menu.bookService(named[0]!.name) }] : [];
  return reply([...named.map(serviceLine), m.services.finalPrice].join("\n"), [...book, ...menu(facts).filter(notBooking)]);
}

const notBooking = (quickReply: QuickReply) => quickReply.value !== m.menu.booking.value;

function bookingReply(serviceIds: readonly string[], facts: AssistantFacts): Reply {
  if (!facts.onlineBooking) return reply(`${m.booking.offline} ${handoverText(facts)}`, menu(facts));
  const service = facts.services.find((candidate) => candidate.id === serviceIds[0]);
  const text = service ? m.booking.startService(service.name) : m.booking.start;
  return reply(text, [], { booking: { serviceId: service?.id ?? null } });
}

/** The lines asked about, in the quote's own words; none named: the lines to choose from. */
function quoteItemReply(itemIndexes: readonly number[], facts: AssistantFacts): Reply {
  const items = facts.quote?.items ?? [];
  const named = itemIndexes.flatMap((index) => (items[index] ? [items[index]] : []));
  if (named.length === 0) {
    const choices = items.map((item) => ({ label: item.description, value: m.quoteItem.askAbout(item.description) }));
    return reply(items.length > 0 ? m.quoteItem.choose : m.unknown, choices.length > 0 ? choices : menu(facts));
  }
  return reply(named.map(quoteItemLine).join("\n"), menu(facts));
}

type QuoteItem = NonNullable<AssistantFacts["quote"]>["items"][number];

/** "Filtro de óleo (peça): quantidade 1, total R$ 45,00.", and the shop's own detail after it. */
export function quoteItemLine(item: QuoteItem): string {
  const line = m.quoteItem.line(item.description, m.quoteItem.kind[item.kind], quantity.format(item.quantity), formatAmount(item.total));
  return item.detail ? `${line} ${item.detail}` : line;
}

import "server-only";
import { tool, type ToolSet } from "ai";
import { z } from "@/lib/validation/zod";
import { shortDayLabel } from "@/lib/agenda/display";
import { readTime, timeText } from "@/lib/booking/choice";
import { formatAmount } from "@/lib/format";
import { assistantChat } from "@/lib/messages/assistant-chat";
import { assistantBooking, conversations } from "@/lib/messages/conversations";
import { bookingContactSchema, CONTACT_FIELDS } from "@/lib/validation/booking";
import { handoverText, quoteItemLine, serviceLine } from "./guided";
import { openNowText, weekLines } from "./hours";
import type { AssistantTools } from "./tools";
import { normalise } from "./understand";

const m = conversations.model;

/** What the tools did in one turn, read by modelTurn for the turn's outcome. */
export type ToolRecord = { booked: { appointmentId: string; token: string; text: string } | null; handedOver: boolean };

/** How many free days a call lists: the model offers a few, as the guided buttons do. */
const DAYS_LISTED = 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A tool's text arguments: a service's name, a day, a name, a phone, a plate; nothing longer is meant. */
const short = (max = 120) => z.string().max(max);

/**
 * The model's tools, each over AssistantTools alone, so the model knows and does what the guided
 * mode does and nothing more: the shop's public facts, free times, a booking request as the shop's
 * page makes it, the visitor's own quote on his link, and a hand-off. No tool takes an id, a token
 * or a shop: whatever a message says, there is nothing to point one at another customer or shop.
 * A refusal is answered to the model as text, in the words the booking page uses.
 */
export function modelTools(tools: AssistantTools, record: ToolRecord): ToolSet {
  const { facts } = tools;
  const serviceNamed = (name: string | undefined) => {
    if (!name?.trim()) return { serviceId: null };
    const service = facts.services.find((entry) => normalise(entry.name) === normalise(name)) ?? tools.matchService(name);
    return service ? { serviceId: service.id } : { refused: [m.serviceNotFound, ...facts.services.map((entry) => entry.name)].join("\n") };
  };

  const set: ToolSet = {
    dados_da_oficina: tool({
      description:
        "Dados públicos da oficina: nome, se está aberta agora, horário de funcionamento, endereço, serviços com preço 'a partir de', se agenda online e como falar com a oficina.",
      inputSchema: z.object({}),
      execute: async () => ({
        oficina: facts.shopName,
        aberta_agora: openNowText(facts.openingHours, facts.now),
        horario_de_funcionamento: weekLines(facts.openingHours),
        endereco: facts.address ?? assistantChat.address.missing,
        mapa: facts.mapUrl,
        servicos: facts.services.length > 0 ? facts.services.map(serviceLine) : [assistantChat.services.none],
        sobre_precos: assistantChat.services.finalPrice,
        agenda_online: facts.onlineBooking,
        falar_com_a_oficina: handoverText(facts),
      }),
    }),
    horarios_livres: tool({
      description:
        "Dias livres para agendar (sem 'dia'), ou os horários livres de um dia (com 'dia' no formato AAAA-MM-DD). 'servico' é o nome de um serviço do catálogo, se o cliente escolheu um.",
      inputSchema: z.object({ servico: short().optional(), dia: short(10).optional() }),
      execute: async ({ servico, dia }) => {
        if (!facts.onlineBooking) return { recusado: `${assistantChat.booking.offline} ${handoverText(facts)}` };
        const service = serviceNamed(servico);
        if ("refused" in service) return { recusado: service.refused };
        if (!dia) {
          const days = (await tools.freeDays(service.serviceId)).slice(0, DAYS_LISTED);
          return days.length > 0
            ? { dias_livres: days.map((day) => ({ dia: day, rotulo: shortDayLabel(day) })) }
            : { recusado: assistantBooking.noDays };
        }
        if (!DAY.test(dia)) return { recusado: m.dayInvalid };
        const times = await tools.freeTimes(service.serviceId, dia);
        return { dia, rotulo: shortDayLabel(dia), horarios_livres: times.map(timeText) };
      },
    }),
    pedir_agendamento: tool({
      description:
        "Pede o agendamento, como a página da oficina: só depois que o cliente escolheu um dia e um horário livres (de horarios_livres) e informou nome, WhatsApp com DDD e placa. A resposta diz se deu certo ou por que não.",
      inputSchema: z.object({
        servico: short().optional(),
        dia: short(10),
        horario: short(5),
        nome: short(200),
        whatsapp: short(40),
        placa: short(20),
      }),
      execute: async (input) => {
        if (record.booked) return { recusado: m.alreadyBooked };
        if (!facts.onlineBooking) return { recusado: `${assistantChat.booking.offline} ${handoverText(facts)}` };
        const service = serviceNamed(input.servico);
        if ("refused" in service) return { recusado: service.refused };
        if (!DAY.test(input.dia)) return { recusado: m.dayInvalid };
        const time = readTime(input.horario.trim());
        if (time === null) return { recusado: m.timeInvalid };
        // The same checks, and the same messages, as the guided booking's steps.
        const fields = bookingContactSchema.shape;
        const name = fields[CONTACT_FIELDS.name].safeParse(input.nome);
        if (!name.success) return { recusado: name.error.issues[0]!.message };
        const phone = fields[CONTACT_FIELDS.whatsapp].safeParse(input.whatsapp);
        if (!phone.success) return { recusado: phone.error.issues[0]!.message };
        const plate = fields[CONTACT_FIELDS.plate].safeParse(input.placa);
        if (!plate.success) return { recusado: plate.error.issues[0]!.message };
        const free = await tools.freeTimes(service.serviceId, input.dia);
        if (!free.includes(time)) return { recusado: [m.timeNotFree, free.map(timeText).join(", ")].join(" ") };

        const request = { serviceId: service.serviceId, day: input.dia, time, name: name.data, phone: phone.data, plate: plate.data };
        const result = await tools.requestBooking(request);
        if (!result.ok) return { recusado: result.message };
        const when = `${shortDayLabel(input.dia)}, ${timeText(time)}`;
        const text = result.confirmed ? assistantBooking.bookedConfirmed(when) : assistantBooking.bookedRequested(when);
        record.booked = { appointmentId: result.appointmentId, token: result.token, text };
        return { feito: text };
      },
    }),
    falar_com_a_oficina: tool({
      description:
        "Quando o cliente quer falar com uma pessoa da oficina, ou pergunta algo que as outras ferramentas não respondem (pagamento, diagnóstico, prazo): passa a conversa para a oficina.",
      inputSchema: z.object({}),
      execute: async () => {
        record.handedOver = true;
        return { como_falar: handoverText(facts) };
      },
    }),
  };
  const quote = facts.quote;
  if (quote) {
    set.itens_do_orcamento = tool({
      description: "O orçamento deste link (só este): número, etapa em que o carro está, total e cada item com o preço.",
      inputSchema: z.object({}),
      execute: async () => ({
        numero: quote.number,
        etapa: quote.stageLabel,
        total: formatAmount(quote.total),
        itens: quote.items.map(quoteItemLine),
      }),
    });
  }
  return set;
}

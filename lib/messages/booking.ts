/**
 * Booking from the shop's public page (/oficina/<slug>/agendar) and the customer's own link
 * (/agendamento/<token>). 'Agendamento' is the appointment, 'Agendar' the verb; the states and the
 * refusals of a time are the agenda's (./agenda.ts).
 */
import type { AppointmentStatus } from "../enums";

export const booking = {
  /** The public page's link and the booking page's heading. */
  bookCta: "Agendar horário",
  title: (shopName: string) => `Agendar horário em ${shopName}`,
  intro: "Escolha o serviço, o dia e o horário. A oficina recebe seu pedido na hora.",
  backToShop: "Voltar para a página da oficina",
  steps: {
    service: "1. Serviço",
    day: "2. Dia",
    time: "3. Horário",
    contact: "4. Seus dados",
  },
  change: "Alterar",
  next: "Continuar",
  service: {
    legend: "Qual serviço você quer agendar?",
    other: "Outro",
    otherHint: "Conte o que está acontecendo com o carro.",
    problemLabel: "O que está acontecendo? (até 500 caracteres)",
    duration: (minutes: number) => (minutes % 60 === 0 ? `cerca de ${minutes / 60} h` : `cerca de ${minutes} min`),
  },
  day: {
    legend: "Escolha o dia",
    slotsCount: (count: number) => (count === 1 ? "1 horário livre" : `${count} horários livres`),
    none: "Não há horários livres nas próximas semanas. Fale com a oficina pelo WhatsApp.",
  },
  time: {
    legend: (day: string) => `Horários livres em ${day}`,
    none: "Não há mais horários livres neste dia. Escolha outro dia.",
    otherDay: "Escolher outro dia",
  },
  contact: {
    legend: "Seus dados",
    name: "Nome",
    whatsapp: "WhatsApp",
    plate: "Placa do carro",
    plateHint: "Ex.: ABC1D23 ou ABC-1234",
    email: "E-mail (opcional)",
    emailHint: "Para receber a confirmação por e-mail.",
    submit: "Agendar",
    pending: "Agendando...",
  },
  summary: {
    service: "Serviço",
    day: "Dia",
    time: "Horário",
  },
  /** Why a request was refused, beside the agenda's refusals of a time. */
  refused: {
    fields: "Confira os campos destacados.",
    tooMany: "Muitos pedidos de agendamento em pouco tempo. Tente de novo mais tarde ou fale com a oficina pelo WhatsApp.",
    tooLarge: "O formulário ficou grande demais. Encurte o texto e envie de novo.",
    failed: "Não foi possível agendar agora. Tente de novo em instantes.",
    forbidden: "Envie o formulário pela página da oficina.",
    stale: "Esse horário não está mais disponível. Escolha outro.",
    chooseTime: "Escolha um horário.",
  },
  fields: {
    nameRequired: "Informe seu nome.",
    nameTooLong: "O nome deve ter no máximo 120 caracteres.",
    whatsappRequired: "Informe seu WhatsApp com DDD.",
    plateRequired: "Informe a placa do carro.",
    plateInvalid: "Placa inválida. Use o formato ABC1D23 ou ABC-1234.",
    problemRequired: "Conte o que está acontecendo com o carro.",
    problemTooLong: "Escreva no máximo 500 caracteres.",
    reasonTooLong: "O motivo deve ter no máximo 500 caracteres.",
  },
  /** The customer's link. */
  link: {
    metaTitle: (shopName: string) => `Agendamento em ${shopName}`,
    heading: "Seu agendamento",
    status: {
      requested: "Aguardando confirmação da oficina",
      confirmed: "Confirmado",
      arrived: "Carro recebido pela oficina",
      no_show: "Não compareceu",
      cancelled: "Cancelado",
    } satisfies Record<AppointmentStatus, string>,
    stateLabel: "Situação",
    when: "Quando",
    at: (day: string, time: string) => `${day} às ${time}`,
    services: "Serviços",
    problem: "O que está acontecendo",
    presenceConfirmed: "Presença confirmada",
    presenceButton: "Confirmar presença",
    confirmPending: "Confirmando...",
    reschedule: "Remarcar",
    rescheduleLegend: "Escolha o novo dia",
    rescheduleSubmit: "Remarcar para este horário",
    reschedulePending: "Remarcando...",
    cancel: "Cancelar agendamento",
    cancelReason: "Motivo (opcional, até 500 caracteres)",
    cancelSubmit: "Cancelar agendamento",
    cancelPending: "Cancelando...",
    keep: "Voltar ao agendamento",
    address: "Endereço da oficina",
    map: "Ver no mapa",
    opensNewTab: "(abre em outra aba)",
    talkToShop: "Falar com a oficina no WhatsApp",
    notices: {
      confirmed: "Presença confirmada. A oficina espera você.",
      rescheduled: "Agendamento remarcado.",
      cancelled: "Agendamento cancelado.",
      notOpen: "Este agendamento não pode mais ser alterado.",
    },
    notFound: "Agendamento não encontrado.",
  },
} as const;

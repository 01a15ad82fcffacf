/** 'Agenda': the shop's appointments, their states, and why a time cannot be booked. */
import type { AppointmentStatus } from "../enums";

export const agenda = {
  title: "Agenda",
  /** Each state as the agenda and the customer's link name it. */
  status: {
    requested: "Solicitado",
    confirmed: "Confirmado",
    arrived: "Chegou",
    no_show: "Não compareceu",
    cancelled: "Cancelado",
  } satisfies Record<AppointmentStatus, string>,
  /** Why a time was refused (lib/agenda/slots.ts SlotProblem and the booking's own refusals). */
  refused: {
    past: "Esse horário já passou. Escolha outro.",
    closed: "A oficina não abre nesse dia. Escolha outro.",
    outsideHours: "Esse horário está fora do expediente da oficina. Escolha outro.",
    full: "Esse horário acabou de ser preenchido. Escolha outro.",
    dailyCapReached: "A agenda desse dia está cheia. Escolha outro dia.",
    tooManyOpen: "Este WhatsApp já tem 2 agendamentos em aberto nesta oficina. Confirme ou cancele um deles antes de pedir outro.",
    customerNotFound: "Cliente ou veículo não encontrado.",
    notFound: "Agendamento não encontrado.",
  },
};

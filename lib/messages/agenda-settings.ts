/**
 * The agenda's settings on the profile ('Agenda': vagas, limite por dia, agendamento online,
 * confirmação, antecedência, lembrete), its days off ('Dias fechados'), a catalogue service's
 * duration, and the appointments listed on a customer's and a vehicle's page.
 */
import type { AppointmentSource } from "../enums";

export const agendaSettings = {
  title: "Agenda",
  description: "Quantos carros a oficina recebe, como responde aos pedidos pela página e quando lembra o cliente.",
  /** The profile's link to this page, and this page's link back to the hours. */
  openSettings: "Configurar a agenda",
  hoursAreAgenda: "Estes horários também são os da agenda: ela só oferece horários dentro deles.",
  hoursFromProfile: "Os horários da agenda são os do Horário de Funcionamento do perfil.",
  editHours: "Editar horários",
  backToProfile: "Voltar ao perfil",

  slotsLabel: "Vagas",
  slotsHint: "Quantos carros ao mesmo tempo, por exemplo 2 elevadores.",
  slotsInvalid: (min: number, max: number) => `Informe as vagas, de ${min} a ${max} carros ao mesmo tempo.`,
  dailyCapLabel: "Limite por dia (opcional)",
  dailyCapHint: "Em branco: sem limite além das vagas.",
  dailyCapInvalid: (min: number, max: number) => `O limite por dia deve ser um número de ${min} a ${max}, ou fique em branco.`,
  onlineBookingLabel: "Agendamento online",
  onlineBookingHint: "Os clientes pedem horário pela página da oficina.",
  modeLegend: "Confirmação",
  mode: { manual: "Confirmo cada pedido", automatic: "Confirmar automaticamente" },
  modeHint: {
    manual: "Cada pedido feito pela página espera a sua confirmação.",
    automatic: "Os pedidos feitos pela página já entram confirmados.",
  },
  modeInvalid: "Escolha como confirmar os pedidos.",
  weeksAheadLabel: "Agendar com até quantas semanas de antecedência",
  weeksAheadOption: (weeks: number) => (weeks === 1 ? "1 semana" : `${weeks} semanas`),
  weeksAheadInvalid: (min: number, max: number) => `Escolha de ${min} a ${max} semanas.`,
  reminderHourLabel: "Lembrete na véspera às",
  reminderHourOption: (hour: number) => `${String(hour).padStart(2, "0")}:00`,
  reminderHourHint: "Horário de Brasília (São Paulo).",
  reminderHourInvalid: "Escolha a hora do lembrete, de 00:00 a 23:00.",
  templateLabel: "Mensagem do lembrete (WhatsApp)",
  templateHint: "Use {cliente}, {hora}, {dia}, {veiculo}, {link} e {oficina}. Em branco: a mensagem padrão.",
  templateTooLong: (max: number) => `A mensagem do lembrete deve ter no máximo ${max} caracteres.`,
  templateUnknown: (names: string[]) =>
    `A mensagem do lembrete tem ${names.length === 1 ? "um campo desconhecido" : "campos desconhecidos"}: ${names
      .map((name) => `{${name}}`)
      .join(", ")}. Use apenas {cliente}, {hora}, {dia}, {veiculo}, {link} e {oficina}.`,
  useDefault: "Usar mensagem padrão",
  preview: "Como o cliente recebe",
  /** The preview's made-up facts. */
  sample: { customer: "Maria", vehicle: "Gol ABC1D23", link: "https://…/agendamento/…", shop: "Oficina do Zé" },
  save: "Salvar agenda",
  saving: "Salvando...",
  saved: "Agenda salva.",
  saveError: "Erro ao salvar a agenda: ",
  loadError: "Erro ao carregar a agenda: ",
  tryAgain: "Tente novamente.",

  closedDays: {
    title: "Dias fechados",
    description: "Dias em que a agenda não oferece horários, como feriados e férias.",
    empty: "Nenhum dia fechado marcado.",
    dayLabel: "Dia",
    add: "Adicionar dia fechado",
    adding: "Adicionando...",
    added: (day: string) => `A agenda fica fechada em ${day}.`,
    addError: "Erro ao adicionar dia fechado: ",
    closedOn: (day: string) => `Fechado em ${day}`,
    remove: (day: string) => `Remover ${day}`,
    removed: (day: string) => `${day} voltou para a agenda.`,
    removeError: "Erro ao remover dia fechado: ",
    notFound: "Dia fechado não encontrado.",
    invalid: "Informe um dia válido.",
    past: "Esse dia já passou. Escolha hoje ou um dia futuro.",
    tooFar: "Escolha um dia dentro dos próximos 12 meses.",
    tooMany: (max: number) => `A oficina já tem ${max} dias fechados marcados. Remova um antes de adicionar outro.`,
    alreadyClosed: (day: string) => `${day} já está fechado.`,
  },

  duration: {
    label: "Duração (opcional)",
    hint: "Quanto tempo a agenda reserva para este serviço.",
    none: "Sem duração (1 hora na agenda)",
    minutes: (minutes: number) =>
      minutes < 60 ? `${minutes} min` : minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`,
    invalid: (service: string, min: number, max: number) => `${service || "Serviço"}: a duração deve ser de ${min} a ${max} minutos.`,
  },

  history: {
    title: "Agendamentos",
    empty: "Nenhum agendamento.",
    upcoming: "Próximos",
    past: "Anteriores",
    noShows: (count: number) => (count === 1 ? "Faltou 1 vez" : `Faltou ${count} vezes`),
    confirmedByCustomer: "Presença confirmada",
    loadError: "Não foi possível carregar os agendamentos. ",
  },
  /** Where an appointment came from (the LGPD export and the lists). */
  source: { shop: "Oficina", public_page: "Página da oficina", assistant: "Assistente" } satisfies Record<AppointmentSource, string>,
  /** 'Lembretes': a service due's link to the agenda's new appointment. */
  book: "Agendar",
  bookFor: (customer: string) => `Agendar horário para ${customer}`,
};

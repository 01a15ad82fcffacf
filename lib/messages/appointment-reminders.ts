/**
 * The agenda's messages outside its screens: the day-before reminder (e-mail and the WhatsApp line
 * of 'Lembretes'), the customer's confirmation e-mail, the shop's e-mail about a request, the .ics
 * they carry, and the calendar feed's page.
 */
export const appointmentReminders = {
  /** The shop's WhatsApp message in 'Lembretes'; null in the profile sends this one. */
  defaultTemplate: "{cliente}, lembrando do seu horário amanhã às {hora} para o {veiculo}. Confirme aqui: {link}",
  /** {veiculo} when the appointment names no car. */
  someVehicle: "seu carro",
  /** The line in 'Lembretes': 'Horário de João Silva amanhã às 14:30 · Troca de óleo' ('em 03/12/2026' further ahead). */
  why: (name: string, when: string, time: string, services: string) =>
    services ? `Horário de ${name} ${when} às ${time} · ${services}` : `Horário de ${name} ${when} às ${time}`,
  /** The e-mails to the customer. */
  mail: {
    reminderSubject: (shop: string, day: string, time: string) => `Lembrete: seu horário em ${shop} amanhã, ${day} às ${time}`,
    reminderIntro: (name: string, shop: string) => `Olá, ${name}! Lembrando do seu horário amanhã em ${shop}.`,
    confirmedSubject: (shop: string, day: string, time: string) => `Horário confirmado em ${shop}: ${day} às ${time}`,
    confirmedIntro: (name: string, shop: string) => `Olá, ${name}! ${shop} confirmou o seu horário.`,
    shop: "Oficina",
    when: "Dia e hora",
    whenValue: (day: string, time: string) => `${day} às ${time}`,
    vehicle: "Veículo",
    services: "Serviços",
    address: "Endereço",
    confirmIntro: "Confirmar presença, remarcar ou cancelar:",
    calendarHint: "O convite para a sua agenda está em anexo (arquivo .ics).",
    automatic: "Este e-mail foi enviado automaticamente. Para falar com a oficina, responda a este e-mail ou use o WhatsApp dela.",
    attachmentName: "agendamento.ics",
  },
  /** The e-mail to the shop about a request from its public page. */
  request: {
    subject: (name: string, day: string, time: string) => `Novo pedido de horário: ${name}, ${day} às ${time}`,
    intro: (name: string) => `${name} pediu um horário pela página da sua oficina.`,
    name: "Nome",
    phone: "WhatsApp",
    plate: "Placa",
    linkIntro: "Confirme ou recuse na Agenda:",
    automatic: "Este e-mail foi enviado automaticamente. O pedido fica como 'Solicitado' até você responder.",
    /** The same booking when the shop confirms online bookings automatically. */
    confirmedSubject: (name: string, day: string, time: string) => `Novo agendamento: ${name}, ${day} às ${time}`,
    confirmedIntro: (name: string) => `${name} agendou um horário pela página da sua oficina. Ele já está confirmado.`,
    confirmedLinkIntro: "Veja na Agenda:",
    confirmedAutomatic: "Este e-mail foi enviado automaticamente. O cliente recebeu a confirmação por e-mail, se informou um.",
    /** The customer moved his appointment on his link. */
    rescheduledSubject: (name: string, day: string, time: string) => `Horário remarcado: ${name}, agora ${day} às ${time}`,
    rescheduledIntro: (name: string) => `${name} remarcou o horário pelo link do agendamento.`,
    rescheduledAutomatic: "Este e-mail foi enviado automaticamente. O horário antigo ficou livre na agenda.",
  },
  /** The .ics: an event's title and text. */
  event: {
    summary: (name: string, plate: string | null) => (plate ? `${name} · ${plate}` : name),
    customerSummary: (shop: string) => `Horário em ${shop}`,
    services: (services: string) => `Serviços: ${services}`,
    status: (status: string) => `Situação: ${status}`,
    link: (link: string) => `Link do agendamento: ${link}`,
    phone: (phone: string) => `WhatsApp: ${phone}`,
  },
  /** '/dashboard/agenda/calendar': the private calendar feed. */
  feed: {
    title: "Agenda no celular",
    description: "Veja os agendamentos da oficina no Google Agenda ou no Calendário do iPhone, por um endereço secreto que só você tem.",
    active:
      "Um endereço já foi criado. Por segurança, ele não é mostrado de novo: gere um novo para ver o endereço (o antigo deixa de funcionar na hora).",
    none: "Nenhum endereço criado ainda.",
    create: "Criar endereço",
    regenerate: "Gerar novo endereço",
    pending: "Gerando...",
    created: "Endereço criado. Copie agora: ele não será mostrado de novo.",
    failed: "Erro ao gerar o endereço da agenda: ",
    loadError: "Erro ao carregar o endereço da agenda: ",
    unreachable: "Erro ao gerar o endereço da agenda. Verifique sua conexão e tente de novo.",
    urlLabel: "Endereço da agenda (secreto)",
    copy: "Copiar endereço",
    copied: "Endereço copiado",
    onlyOnce: "Guarde este endereço agora: ele não aparece de novo. Quem tiver o endereço vê a agenda da oficina.",
    googleTitle: "Google Agenda",
    googleSteps: [
      "No computador, abra calendar.google.com.",
      "Em 'Outras agendas', toque em '+' e depois em 'Do URL'.",
      "Cole o endereço e toque em 'Adicionar agenda'. Ela aparece também no celular.",
    ],
    iphoneTitle: "Calendário do iPhone",
    iphoneSteps: [
      "Abra Ajustes › Calendário › Contas › Adicionar Conta › Outra.",
      "Toque em 'Adicionar Calendário Assinado' e cole o endereço.",
      "Toque em 'Seguinte' e depois em 'Salvar'.",
    ],
    refreshNote:
      "Os aplicativos atualizam a agenda de tempos em tempos (o Google, a cada algumas horas): um horário novo pode demorar a aparecer.",
  },
} as const;

/** 'Lembretes': the list, its lines and actions, and the next-service message. */
export const reminders = {
  /** {quando} of the next-service message: by date, by km, or both (whichever comes first). */
  dueWhen: (day: string | null, km: string | null) =>
    day && km ? `em ${day} ou aos ${km}, o que vier primeiro` : day ? `em ${day}` : `aos ${km}`,
  /** {veiculo} when the car has no make or model: its plate alone reads oddly after "do seu". */
  someVehicle: "carro",

  title: "Lembretes",
  description:
    "Quem chamar hoje e nos próximos 7 dias (revisões, garantias, saldos, orçamentos e interessados) e as revisões que vêm depois.",
  loadError: "Não foi possível carregar os lembretes.",
  empty: "Nenhum lembrete por enquanto. Quando algo pedir sua atenção, aparece aqui.",
  /** Nothing to do this week, while later services are listed below. */
  noneThisWeek: "Nada para hoje nem para os próximos 7 dias.",
  /** 'Próximas revisões': the next services beyond the week, by the month they will be reminded of. */
  upcoming: {
    heading: "Próximas revisões",
    description: "Os carros que devem voltar depois desta semana. Cada revisão entra nos lembretes 7 dias antes.",
    groups: { thisMonth: "Ainda este mês", nextMonth: "Próximo mês", later: "Mais adiante" },
    more: (shown: number, total: number, capped: boolean) =>
      `Mostrando as ${shown} mais próximas de ${capped ? `mais de ${total}` : total}. As outras aparecem no veículo.`,
  },
  groups: { overdue: "Atrasados", today: "Hoje", upcoming: "Próximos 7 dias" },
  more: "Ver mais",
  loadingMore: "Carregando...",
  moreError: "Não foi possível carregar mais lembretes. Tente novamente.",

  /** Why each line is there, in plain words. */
  why: {
    serviceDue: (service: string, vehicle: string, when: string) => `${service} do ${vehicle} vence ${when}`,
    warrantyEnding: (quote: string, day: string) => `Garantia da OS ${quote} termina em ${day}`,
    balanceOwed: (amount: string, quote: string) => `Falta receber ${amount} da OS ${quote}`,
    quoteUnanswered: (quote: string, day: string) => `Orçamento ${quote} enviado em ${day} sem resposta`,
    validityEnding: (quote: string, when: string) => `Orçamento ${quote} vence ${when}`,
    newLead: (name: string) => `Novo contato: ${name}, sem resposta`,
  },
  tomorrow: "amanhã",
  today: "hoje",
  onDay: (day: string) => `em ${day}`,
  snoozedTo: (day: string) => `Adiado para ${day}`,
  noPhone: "Sem telefone para WhatsApp",
  /** The message is signed with the shop's name: no WhatsApp link until the profile has one. */
  noShopName: "Informe o nome da oficina no Perfil para enviar pelo WhatsApp",
  customerLink: (name: string) => `Abrir cliente ${name}`,
  vehicleLink: (vehicle: string) => `Abrir veículo ${vehicle}`,
  quoteLink: (quote: string) => `Abrir orçamento ${quote}`,
  leadLink: (name: string) => `Abrir interessado ${name}`,

  /** The one-tap WhatsApp of each line. */
  whatsapp: "WhatsApp",
  whatsappLabel: (name: string) => `Enviar lembrete a ${name} no WhatsApp`,
  warrantyMessage: (customer: string, vehicle: string, day: string, shop: string) =>
    `Olá, ${customer}! Aqui é da ${shop}. A garantia do serviço no seu ${vehicle} vai até ${day}. ` +
    "Que tal passar aqui para uma revisão antes disso? É rapidinho e sem custo para conferir.",
  quoteFollowUp: (customer: string, quote: string, link: string, shop: string) =>
    `Olá, ${customer}! Aqui é da ${shop}. Conseguiu ver o orçamento ${quote}? Ele está aqui: ${link}\nQualquer dúvida, é só chamar.`,
  validityFollowUp: (customer: string, quote: string, day: string, link: string, shop: string) =>
    `Olá, ${customer}! Aqui é da ${shop}. O orçamento ${quote} vale até ${day}. Para aprovar ou tirar dúvidas: ${link}`,
  /** Without a live link (revoked, or none yet): the follow-up without it. */
  quoteFollowUpNoLink: (customer: string, quote: string, shop: string) =>
    `Olá, ${customer}! Aqui é da ${shop}. Conseguiu ver o orçamento ${quote}? Qualquer dúvida, é só chamar.`,
  leadReply: (name: string, shop: string) =>
    `Olá, ${name}! Aqui é da ${shop}. Recebemos seu contato e estamos à disposição. Como podemos ajudar?`,

  /** 'Feito' */
  done: "Feito",
  doneLabel: (why: string) => `Marcar como feito: ${why}`,
  doneTitle: "Como você falou com o cliente?",
  channelLegend: "Canal",
  channels: { whatsapp: "WhatsApp", phone: "Telefone", email: "E-mail", in_person: "Pessoalmente" },
  confirmDone: "Marcar como feito",
  saving: "Salvando...",
  marked: "Lembrete marcado como feito.",
  doneError: "Erro ao marcar o lembrete: ",

  /** 'Adiar' */
  snooze: "Adiar",
  snoozeLabel: (why: string) => `Adiar: ${why}`,
  snoozeTitle: "Adiar para quando?",
  snoozeQuick: { tomorrow: "Amanhã", threeDays: "3 dias", week: "1 semana" },
  snoozeDate: "Outra data",
  confirmSnooze: "Adiar",
  snoozed: (day: string) => `Lembrete adiado para ${day}.`,
  snoozeError: "Erro ao adiar o lembrete: ",
  snoozeTooSoon: "Escolha uma data a partir de amanhã.",
  snoozeTooLate: (days: number) => `Escolha uma data em até ${days} dias.`,
  cancel: "Cancelar",

  undo: "Desfazer",
  undone: "Lembrete de volta à lista.",
  undoError: "Erro ao desfazer: ",

  notFound: "este lembrete não existe mais ou mudou. Atualize a página.",
  tryAgain: "tente novamente.",

  /** The Painel's card. */
  card: {
    heading: "Lembretes",
    /** `capped`: the list counts up to lib/data/reminders.ts COUNT_CAP ("100+"). */
    summary: (today: number, capped = false) =>
      capped && today > 0
        ? `${today}+ lembretes para hoje.`
        : today === 0
          ? "Nada para hoje."
          : today === 1
            ? "1 lembrete para hoje."
            : `${today} lembretes para hoje.`,
    all: "Ver todos",
  },
};

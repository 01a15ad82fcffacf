/**
 * What the shop's assistant says when it answers without a model (lib/assistant/guided.ts): only
 * the shop's own facts, never a price, a date or a promise it was not given. Quick replies carry a
 * label and the question they post, which the assistant must understand as their topic.
 */
import type { QuoteItemKind } from "../enums";
export const assistantChat = {
  /** How the assistant names a shop that has not written its name yet. */
  shopFallback: "Oficina mecânica",
  greeting: (assistantName: string, shopName: string) =>
    `Olá! Eu sou o ${assistantName}, assistente da ${shopName}. Posso informar horários, endereço, serviços e preços.`,
  greetingOnQuote: (assistantName: string, shopName: string) =>
    `Olá! Eu sou o ${assistantName}, assistente da ${shopName}. Posso explicar este orçamento e informar horários, endereço, serviços e preços.`,
  thanks: "Por nada! Posso ajudar em mais alguma coisa?",
  unknown: "Não sei responder isso com certeza. Escolha um dos assuntos abaixo ou fale com a oficina.",
  /** The menu's quick replies: the label, and the question it posts. */
  menu: {
    hours: { label: "Horários", value: "Qual o horário de funcionamento?" },
    address: { label: "Endereço", value: "Onde fica a oficina?" },
    services: { label: "Serviços e preços", value: "Quais serviços vocês fazem?" },
    booking: { label: "Agendar horário", value: "Quero agendar um horário" },
    /** After a price: booking that service. */
    bookService: (service: string) => `Quero agendar ${service}`,
    human: { label: "Falar com a oficina", value: "Quero falar com a oficina" },
    quote: { label: "Sobre este orçamento", value: "O que é cada item do orçamento?" },
    carStatus: { label: "Meu carro está pronto?", value: "Meu carro está pronto?" },
  },
  hours: {
    title: "Horário de funcionamento:",
    /** "Sábado: 08:00 às 12:00"; "Segunda-feira: 08:00 às 12:00 e 13:30 às 18:00". */
    day: (day: string, periods: string) => `${day}: ${periods}`,
    period: (start: string, end: string) => `${start} às ${end}`,
    periodsJoiner: " e ",
    closed: "fechado",
    notInformed: "horário não informado",
    openNow: (until: string) => `Estamos abertos agora, até ${until}.`,
    openNowNoEnd: "Estamos abertos agora.",
    closedNow: "Estamos fechados agora.",
    opensToday: (time: string) => `Abrimos hoje às ${time}.`,
    opensTomorrow: (time: string) => `Abrimos amanhã às ${time}.`,
    /** `day` already carries its article: "na segunda-feira", "no sábado". */
    opensOn: (day: string, time: string) => `Abrimos ${day} às ${time}.`,
    noOpening: "A oficina ainda não informou os dias em que abre.",
    onDay: {
      monday: "na segunda-feira",
      tuesday: "na terça-feira",
      wednesday: "na quarta-feira",
      thursday: "na quinta-feira",
      friday: "na sexta-feira",
      saturday: "no sábado",
      sunday: "no domingo",
    },
  },
  address: {
    line: (address: string) => `A oficina fica em: ${address}.`,
    map: (url: string) => `Ver no mapa: ${url}`,
    missing: "A oficina ainda não informou o endereço. Fale com a oficina para saber como chegar.",
  },
  services: {
    title: "Serviços da oficina:",
    /** "Troca de óleo: a partir de R$ 120,00". */
    line: (name: string, price: string) => `• ${name}: a partir de ${price}`,
    lineNoPrice: (name: string) => `• ${name}: preço informado no orçamento`,
    finalPrice: "O preço final depende do carro e é confirmado no orçamento.",
    none: "A oficina ainda não publicou os serviços e preços. Fale com a oficina para pedir um orçamento.",
    notInCatalogue:
      "A oficina não publicou preço para esse serviço. Fale com a oficina para pedir um orçamento. Os serviços com preço publicado são:",
  },
  booking: {
    start: "Vamos agendar um horário. Escolha o dia e o horário a seguir.",
    startService: (service: string) => `Vamos agendar ${service}. Escolha o dia e o horário a seguir.`,
    offline: "Esta oficina não faz agendamentos online. Fale com a oficina para combinar um horário.",
  },
  carStatus: {
    stage: (number: string, stage: string) => `O seu orçamento ${number} está em: ${stage}.`,
    onlyOnQuoteLink: "Só consigo informar a situação do seu carro no link do orçamento que a oficina enviou. Fale com a oficina.",
  },
  quoteItem: {
    kind: { service: "serviço", part: "peça", labour: "mão de obra" } satisfies Record<QuoteItemKind, string>,
    /** "Filtro de óleo (peça): quantidade 1, total R$ 45,00." */
    line: (description: string, kind: string, quantity: string, total: string) =>
      `${description} (${kind}): quantidade ${quantity}, total ${total}.`,
    choose: "Sobre qual item do orçamento você quer saber?",
    askAbout: (description: string) => `O que é ${description}?`,
  },
  payment:
    "Não tenho aqui as formas de pagamento desta oficina. A oficina informa se aceita PIX, cartão ou parcelamento. Fale com a oficina.",
  human: {
    whatsapp: (url: string) => `Fale com a oficina pelo WhatsApp: ${url}`,
    contactForm: "Deixe seus dados no formulário de contato da página da oficina. A oficina responde pelo telefone ou e-mail.",
  },
} as const;

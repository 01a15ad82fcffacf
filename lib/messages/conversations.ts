/**
 * The conversations with the assistant: the chat a visitor opens from the shop's page or his quote
 * link, the booking made in it, and 'Conversas' in the assistant's settings. What the assistant
 * answers from the shop's facts is ./assistant-chat.ts.
 */
import type { AssistantProvider } from "../env";
import type { ConversationChannel, ConversationOutcome } from "../enums";

export const assistantBooking = {
  askService: "Qual serviço você quer agendar?",
  askDay: "Escolha o dia:",
  dayFull: "Esse dia não tem mais horário livre. Escolha outro dia:",
  dayNotOffered: "Não encontrei horário livre nesse dia. Escolha um dos dias abaixo:",
  askTime: (day: string) => `Horários livres em ${day}:`,
  timeNotOffered: (day: string) => `Esse horário não está livre. Escolha um dos horários de ${day}:`,
  serviceNotFound: "Não encontrei esse serviço. Escolha um da lista:",
  askName: "Qual é o seu nome?",
  askPhone: "Qual é o seu WhatsApp, com DDD?",
  askPlate: "Qual é a placa do carro?",
  chooseAgain: "Escolha outro horário:",
  noDays: "Não há horários livres nas próximas semanas. Fale com a oficina pelo WhatsApp.",
  bookedRequested: (when: string) => `Pronto! Seu pedido de agendamento para ${when} foi enviado. A oficina vai confirmar pelo WhatsApp.`,
  bookedConfirmed: (when: string) => `Pronto! Seu horário está confirmado para ${when}.`,
  openAppointment: "Ver meu agendamento",
  cancelLabel: "Cancelar agendamento",
  cancelled: "Tudo bem, agendamento cancelado. Posso ajudar com outra coisa?",
  talkToShop: "Falar com a oficina",
  failed: "Não foi possível fazer o agendamento agora. Tente de novo ou fale com a oficina.",
} as const;

/** 'Deixar meu contato': the visitor's name and WhatsApp left in the chat, a lead for the shop. */
export const assistantContact = {
  leaveContact: "Deixar meu contato",
  leaveContactValue: "Quero deixar meu contato",
  askName: "Qual é o seu nome?",
  askPhone: "Qual é o seu WhatsApp, com DDD? A oficina vai te chamar por ele.",
  phoneRequired: "Informe seu WhatsApp com DDD.",
  cancelLabel: "Cancelar",
  cancelled: "Tudo bem. Posso ajudar com outra coisa?",
  left: (phone: string) => `Pronto! A oficina recebeu seu contato e vai te chamar no WhatsApp ${phone}.`,
  /** The lead's message: what the visitor asked the assistant. */
  leadMessage: (asked: string[]) => `Pelo assistente da página. Perguntas: ${asked.join(" / ")}`,
} as const;

export const conversations = {
  /** The public page's and the quote link's way into the chat. */
  openFromPage: "Tire suas dúvidas",
  openFromQuote: "Dúvidas sobre este orçamento?",
  title: (assistantName: string, shopName: string) => `${assistantName} · ${shopName}`,
  subtitle: "Assistente virtual da oficina",
  inputLabel: "Sua mensagem",
  inputPlaceholder: "Escreva sua pergunta",
  send: "Enviar",
  backToShop: "Voltar para a página da oficina",
  backToQuote: "Voltar para o orçamento",
  backToSettings: "Voltar para as configurações do assistente",
  openWhatsapp: "Abrir o WhatsApp da oficina",
  /** The message a hand-off starts on the shop's WhatsApp: the visitor's own questions. */
  handoverSummary: (questions: string[]) => `Olá! Vim pelo assistente da oficina. Minhas perguntas: ${questions.join(" / ")}`,
  /** LGPD: what is kept, why and for how long, said where the visitor types. */
  privacy: "Esta conversa fica guardada por 90 dias para a oficina poder te atender. Não envie senhas nem dados de cartão.",
  refused: {
    empty: "Escreva sua mensagem.",
    tooLong: "A mensagem deve ter no máximo 1.000 caracteres.",
    tooMany: "Muitas mensagens em pouco tempo. Espere alguns minutos ou fale com a oficina pelo WhatsApp.",
    turns: "Esta conversa chegou ao limite de mensagens. Para continuar, fale com a oficina pelo WhatsApp.",
    forbidden: "Envio não permitido.",
    failed: "Não foi possível enviar sua mensagem. Tente de novo.",
  },
  detailTitle: "Conversa com o assistente",
  notFound: "Conversa não encontrada",
  /** 'Conversas' in the assistant's settings. */
  list: {
    title: "Conversas",
    description: "O que os clientes perguntaram ao assistente nos últimos 90 dias.",
    empty: "Nenhuma conversa nos últimos 90 dias.",
    loadError: "Não foi possível carregar as conversas",
    turns: (count: number) => (count === 1 ? "1 mensagem" : `${count} mensagens`),
    more: "Ver mais conversas",
    back: "Voltar para as conversas",
    visitor: "Cliente",
    assistant: "Assistente",
  },
  channel: {
    public_page: "Página da oficina",
    quote_link: "Link do orçamento",
    test: "Teste",
  } satisfies Record<ConversationChannel, string>,
  outcome: {
    booked: "Agendou",
    handed_over: "Pediu para falar com a oficina",
  } satisfies Record<ConversationOutcome, string>,
  /**
   * The 'IA' mode (lib/assistant/model-turn.ts): what its tools answer the model when they refuse
   * (the model says it in its own words), and the notice when a budget is spent.
   */
  model: {
    budgetReached:
      "O assistente de IA atingiu o limite de mensagens por agora. Sigo respondendo no modo guiado, com as perguntas mais comuns:",
    serviceNotFound: "Esse serviço não está no catálogo da oficina. Os serviços do catálogo são:",
    dayInvalid: "Informe o dia como AAAA-MM-DD, um dos dias livres de horarios_livres.",
    timeInvalid: "Informe o horário como HH:MM, um dos horários livres de horarios_livres para o dia.",
    timeNotFree: "Esse horário não está livre. Os horários livres do dia são:",
    alreadyBooked: "O agendamento desta conversa já foi feito; para mudar, fale com a oficina.",
  },
  /** The settings page: which mode answers, and the chat to try it. */
  mode: {
    title: "Como o assistente responde",
    providers: {
      openai: "OpenAI",
      anthropic: "Anthropic",
      google: "Google",
      "openai-compatible": "API compatível com OpenAI",
    } satisfies Record<AssistantProvider, string>,
    model: (provider: string, model: string) =>
      `Modo IA: ${provider} · ${model}. O assistente conversa livremente, mas só sabe o que a sua página mostra (horários, endereço, serviços e preços, horários livres) e só agenda pelo mesmo caminho da página. Se o limite de mensagens do modelo acabar, ele volta ao modo guiado.`,
    guided:
      "Modo guiado: o assistente entende as perguntas mais comuns e responde com os dados da sua oficina (horários, endereço, serviços e preços, agendamento). O que ele não sabe, ele passa para você. O prompt base só é usado quando um modelo de IA está configurado.",
    tryIt: "Testar o assistente",
    tryItHint:
      "Converse com ele como um cliente faria. A conversa aparece abaixo como teste, e um agendamento feito no teste entra na sua agenda como qualquer pedido.",
  },
} as const;

import { PRODUCT_NAME } from "./product";

/** The quote page's 'Enviar' card: PDF, WhatsApp, e-mail, the history of sends and the customer's link. */
export const quoteSending = {
  heading: "Enviar orçamento",
  loadError: "Erro ao carregar envios: ",
  downloadPdf: "Baixar PDF",
  whatsapp: "Enviar por WhatsApp",
  email: "Enviar por e-mail",
  cancel: "Cancelar",
  notFoundReason: "orçamento não encontrado.",
  phoneTitle: "WhatsApp do cliente",
  phoneDescription:
    "Este cliente não tem um celular válido cadastrado. Informe o número para enviar o orçamento pelo WhatsApp; ele fica salvo no cadastro do cliente.",
  phoneLabel: "Telefone com DDD",
  phoneRequired: "Informe o telefone do cliente.",
  phoneSubmit: "Salvar telefone",
  saving: "Salvando...",
  phoneSaved: "Telefone salvo. Agora é só enviar pelo WhatsApp.",
  phoneError: "Erro ao salvar telefone: ",
  /** The customer was saved elsewhere while the dialog was open. */
  customerChanged: "o cadastro do cliente foi alterado em outra tela. Tente novamente.",
  whatsappError: "Erro ao registrar envio por WhatsApp: ",
  whatsappNeedsLink: "Crie o link do orçamento abaixo para enviá-lo pelo WhatsApp.",
  /** A quote with no items yet: the link shows only its check-in until a version with items is sent. */
  whatsappCheckIn: "Enviar entrada por WhatsApp",
  checkInOnlyNote: "O cliente vê só a entrada do veículo para conferir. Adicione os itens para enviar o orçamento e pedir a aprovação.",
  needsItems: "Adicione os serviços e as peças para enviar o orçamento ao cliente.",
  /** A job approved, under way, delivered or cancelled: the card keeps the PDF, the sends and the link. */
  jobHeading: "Orçamento e link do cliente",
  notAwaiting: "Este orçamento não espera aprovação: o PDF e o link do cliente continuam aqui.",
  notAwaitingReason: "este orçamento não espera aprovação do cliente (já aprovado, entregue ou cancelado).",
  noItemsReason: "o orçamento ainda não tem itens: adicione os serviços e as peças antes de enviá-lo.",
  /** A part saved 'Aguardando cotação': the quote goes out once every line has its price. */
  awaitingPrice: (count: number) =>
    count === 1
      ? "Uma peça está aguardando cotação. Informe o preço dela (ou use a resposta de um fornecedor) para enviar o orçamento."
      : `${count} peças estão aguardando cotação. Informe o preço delas (ou use a resposta de um fornecedor) para enviar o orçamento.`,
  awaitingPriceReason: "há peça aguardando cotação: informe o preço de todas as peças antes de enviar o orçamento.",
  emailTitle: "Enviar por e-mail",
  emailDescription: "O cliente recebe o link do orçamento e o PDF em anexo. As respostas chegam no e-mail da sua conta.",
  emailLabel: "E-mail do cliente",
  emailRequired: "Informe o e-mail do cliente.",
  emailSubmit: "Enviar e-mail",
  sending: "Enviando...",
  emailSent: (to: string) => `Orçamento enviado para ${to}`,
  emailError: "Erro ao enviar e-mail: ",
  /** The account's address is not confirmed: no mail to customers until it is, so the app is no open relay. */
  emailUnverifiedTitle: "Confirme seu e-mail para enviar orçamentos por e-mail",
  emailUnverified: (email: string) =>
    `O envio por e-mail sai em nome da sua oficina, e as respostas do cliente vão para o e-mail da sua conta (${email}). Por isso ele precisa estar confirmado: abra o link que enviamos para esse endereço. Enquanto isso, envie pelo WhatsApp ou pelo link abaixo.`,
  /** sendQuoteEmailAction's reasons after its prefix ('Erro ao enviar e-mail: '). */
  unverifiedReason: "confirme o e-mail da sua conta antes de enviar orçamentos por e-mail. Use 'Reenviar e-mail' se não recebeu o link.",
  perMinuteReason: "muitos e-mails enviados em pouco tempo (até 10 por minuto). Aguarde um minuto e tente novamente.",
  perDayReason:
    "limite de 50 e-mails de orçamento por dia atingido. Amanhã você pode enviar de novo; até lá, envie pelo WhatsApp ou pelo link.",
  perQuoteReason:
    "este orçamento já foi enviado por e-mail 5 vezes hoje. Amanhã você pode enviar de novo; até lá, envie o link ao cliente.",
  /** The sender's display name of a quote e-mail: the customer sees who wrote. */
  senderName: (shop: string) => `${shop} via ${PRODUCT_NAME}`,
  /** `npm start` with no SMTP_URL: what the operator must configure. */
  emailOff: "Envio por e-mail desativado: configure SMTP_URL (servidor SMTP) e MAIL_FROM (remetente) no servidor para ativá-lo.",
  /** The first send of a shop whose profile has no name yet: asked in the send dialog, saved to the profile. */
  shopNameTitle: "Qual é o nome da sua oficina?",
  shopNameDescription: "Ele aparece na mensagem, no e-mail e no PDF que o cliente recebe. Fica salvo no seu perfil.",
  shopNameLabel: "Nome da oficina",
  shopNameRequired: "Informe o nome da oficina.",
  shopNameTooLong: "O nome da oficina deve ter no máximo 120 caracteres.",
  shopNameSubmit: "Salvar nome",
  shopNameSaved: "Nome da oficina salvo. Agora é só enviar.",
  shopNameError: "Erro ao salvar o nome da oficina: ",
  /** Another tab or the profile filled it meanwhile: that name stays. */
  shopNameAlreadySet: "o nome da oficina já foi preenchido em outra tela. Confira no Perfil.",
  /** Every send's refusal without a name (after its own prefix). */
  shopNameMissingReason: "informe o nome da sua oficina antes de enviar: ele aparece na mensagem para o cliente.",
  historyHeading: "Histórico de envios",
  historyEmpty: "Este orçamento ainda não foi enviado.",
  /** Recorded when 'Enviar por WhatsApp' opens WhatsApp: whether the message went out is not known. */
  sentWhatsApp: (when: string) => `Aberto no WhatsApp em ${when}`,
  sentEmail: (to: string, when: string) => `Enviado por e-mail para ${to} em ${when}`,
  /** The automatic e-mail after 'Carro pronto': the car is ready, not the quote sent again. */
  sentReadyEmail: (to: string, when: string) => `Aviso de carro pronto enviado por e-mail para ${to} em ${when}`,
  linkHeading: "Link para o cliente",
  linkDescription: "Quem tiver este link vê o orçamento e baixa o PDF, sem precisar de senha.",
  linkLabel: "Link do orçamento",
  copyLink: "Copiar link",
  linkCopied: "Link copiado",
  copyFailed: "Não foi possível copiar. Selecione o link e copie manualmente.",
  openLink: "Abrir",
  /** Read by screen readers: the link opens in a new tab. */
  newTab: "(abre em nova aba)",
  revokeLink: "Revogar link",
  revokeTitle: "Revogar o link do orçamento?",
  revokeDescription:
    "O link atual deixa de funcionar na hora: quem abri-lo verá uma página de não encontrado. Um novo link é criado para você enviar de novo.",
  revokeConfirm: "Revogar e criar novo",
  noLink: "Este orçamento não tem um link ativo.",
  createLink: "Criar link",
  linkRenewed: "Novo link criado. O anterior não funciona mais.",
  linkCreated: "Link criado",
  linkError: "Erro ao gerar link: ",
  copyError: "Erro ao copiar o link: ",
  /** The e-mail to the customer. `number` as shown ("Nº 0042"). */
  mail: {
    subject: (number: string, shop: string) => `Orçamento ${number} — ${shop}`,
    greeting: (customer: string) => `Olá, ${customer}!`,
    intro: (number: string, shop: string, total: string) => `Segue o orçamento ${number} da ${shop}, no valor de ${total}.`,
    validUntil: (day: string) => `Válido até ${day}.`,
    linkIntro: "Veja os detalhes e aprove por aqui:",
    linkButton: "Ver orçamento",
    attached: "O PDF do orçamento está em anexo. Para falar com a oficina, é só responder este e-mail.",
  },
} as const;

export const publicPage = {
  openNow: "Aberto agora",
  closedNow: "Fechado agora",
  closed: "Fechado",
  today: "Hoje",
  shopNotFound: "esta oficina não está mais disponível.",
  contactReachHint: "Informe um telefone ou um e-mail (pelo menos um).",
  /** What stays on the page after the contact form is sent. */
  contactSentTitle: "Mensagem enviada!",
  contactSentDetail: "A oficina recebeu seus dados e vai responder pelo telefone ou e-mail que você deixou.",
  contactSendAnother: "Enviar outra mensagem",
} as const;

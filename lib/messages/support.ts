export const support = {
  sent: "Ticket de suporte enviado com sucesso!",
  sendError: "Erro ao enviar ticket de suporte. Tente novamente.",
  sendErrorPrefix: "Erro ao enviar ticket de suporte: ",
  requiredFields: "Por favor, preencha todos os campos obrigatórios",
  nameRequired: "Informe seu nome.",
  messageRequired: "Escreva sua mensagem.",
  nameTooLong: "O nome deve ter no máximo 120 caracteres.",
  subjectTooLong: "O assunto deve ter no máximo 150 caracteres.",
  messageTooLong: "A mensagem deve ter no máximo 5.000 caracteres.",
  closed: "Ticket marcado como fechado.",
  closeError: "Erro ao fechar ticket: ",
  notFound: "ticket não encontrado.",
  tryAgain: "tente novamente em instantes.",
  /** The support page's ticket list and the sender's name and e-mail could not be read. */
  loadError: "Erro ao carregar tickets de suporte: ",
} as const;

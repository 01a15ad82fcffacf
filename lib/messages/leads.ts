export const leads = {
  sent: "Dados enviados com sucesso! Entraremos em contato.",
  /** The page the landing's form sends to once the lead is stored. */
  sentTitle: "Contato recebido",
  sendError: "Erro ao enviar seus dados: ",
  loadError: "Erro ao carregar interessados: ",
  deleteError: "Erro ao excluir interessado: ",
  deleted: "Interessado excluído com sucesso",
  tooMany: "muitos envios seguidos. Aguarde alguns minutos e tente novamente.",
  tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
  notFound: "interessado não encontrado.",
  empty: "Nenhum interessado ainda. Eles chegam pelo formulário do site.",
  answeredError: "Erro ao marcar interessado: ",
  markedAnswered: "Interessado marcado como respondido.",
  unmarkedAnswered: "Interessado marcado como não respondido.",
  markAnswered: "Marcar como respondido",
  unmarkAnswered: "Desmarcar respondido",
  /** `when` is "dd/MM/yyyy às HH:mm". */
  answeredOn: (when: string) => `Respondido em ${when}`,
  convert: "Transformar em cliente",
  /** On a lead already turned into a customer: the link to that customer. */
  convertedTo: "Cliente cadastrado:",
  /** The new-customer form, opened from a lead. */
  convertingFrom: (name: string) => `Dados trazidos do interessado ${name}. Revise e salve para cadastrar o cliente.`,
  convertedNote: (date: string, message: string) => `Mensagem de ${date} pela página da oficina:\n${message}`,
  /** The e-mail to the shop about a new lead from its public page. */
  mail: {
    subject: (name: string) => `Novo interessado pela sua página: ${name}`,
    intro: (name: string) => `${name} deixou uma mensagem na página pública da sua oficina.`,
    name: "Nome",
    phone: "Telefone",
    email: "E-mail",
    message: "Mensagem",
    linkIntro: "Veja e responda em Interessados:",
    automatic: "Este e-mail foi enviado automaticamente. Para responder ao interessado, use o telefone ou o e-mail que ele deixou.",
  },
} as const;

export const leads = {
  sent: "Dados enviados com sucesso! Entraremos em contato.",
  sendError: "Erro ao enviar seus dados: ",
  loadError: "Erro ao carregar interessados: ",
  deleteError: "Erro ao excluir interessado: ",
  deleted: "Interessado excluído com sucesso",
  tooMany: "muitos envios seguidos. Aguarde alguns minutos e tente novamente.",
  tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
  notFound: "interessado não encontrado.",
  empty: "Nenhum interessado ainda. Eles chegam pelo formulário do site.",
} as const;

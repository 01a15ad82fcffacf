export const aiAssistant = {
  /**
   * What the page says the assistant is: it does not answer anyone yet, so no text presents it as
   * live ('online', 'atende os seus clientes'); the settings are kept for when it does.
   */
  pageDescription: "Prepare o assistente da sua oficina: o nome, a imagem e as instruções que ele vai seguir.",
  todayTitle: "O atendimento automático chega em breve",
  today:
    "Hoje o assistente ainda não responde os seus clientes. O que você salvar aqui (nome, imagem e prompt base) fica guardado e é o que ele vai usar quando o atendimento automático chegar.",
  previewDescription: "Assim o assistente vai aparecer para os seus clientes quando o atendimento começar.",
  previewStatus: "Assistente virtual · em breve",
  loadError: "Não foi possível carregar as configurações do assistente",
  loginRequired: "Entre na sua conta para salvar as configurações",
  saveError: "Erro ao salvar as configurações do assistente",
  saved: "Configurações do assistente salvas com sucesso!",
  nameRequired: "Informe o nome do assistente.",
  promptRequired: "Escreva o prompt base do assistente.",
  nameTooLong: "O nome do assistente deve ter no máximo 60 caracteres.",
  promptTooLong: "O prompt base deve ter no máximo 4.000 caracteres.",
  // The image's file checks, 'Erro ao fazer upload: ' and 'Carregando imagem...' are the logo's.
  imageUploaded: "Imagem do assistente atualizada com sucesso!",
  imageRemoved: "Imagem do assistente removida com sucesso!",
  imageRemoveError: "Erro ao remover imagem do assistente: ",
  imageConfirmRemove: "Tem certeza que deseja remover a imagem do assistente?",
  imageNothingToRemove: "o assistente não tem imagem.",
} as const;

export const aiAssistant = {
  pageDescription:
    "O assistente tira as dúvidas dos seus clientes na página da oficina e no link do orçamento. Escolha o nome, a imagem e as instruções dele.",
  previewDescription: "Assim o assistente aparece para os seus clientes.",
  previewStatus: "Assistente virtual",
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

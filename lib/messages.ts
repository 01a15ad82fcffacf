/**
 * Every user-facing message of the spec's error catalogue (§8), verbatim, plus the few this
 * rebuild adds. Screens and tests import them from here so the product speaks with one voice.
 * Entries ending in ": " are prefixes: a short reason follows them.
 */
export const PRODUCT_NAME = "Oficina Digital";

export const messages = {
  auth: {
    signUpSuccess: "Cadastro realizado com sucesso! Verifique seu email para confirmar.",
    signUpNextStep: "Após login, você precisará escolher um plano para continuar.",
    signUpError: "Erro ao criar conta",
    emailTaken: "Este e-mail já está cadastrado. Faça login ou use outro e-mail.",
    loginSuccess: "Login realizado com sucesso!",
    loginError: "Erro ao fazer login",
    invalidCredentials: "E-mail ou senha incorretos.",
    rateLimited: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
    notAuthenticated: "Usuário não autenticado",
    logoutSuccess: "Você saiu com sucesso!",
    logoutError: "Não foi possível sair agora. Tente novamente.",
  },
  validation: {
    emailRequired: "Informe seu e-mail.",
    emailInvalid: "Informe um e-mail válido.",
    emailTooLong: "O e-mail deve ter no máximo 254 caracteres.",
    passwordRequired: "Informe sua senha.",
    passwordTooShort: "A senha deve ter pelo menos 8 caracteres.",
    passwordTooLong: "A senha deve ter no máximo 72 caracteres.",
    loggedInRequired: "Você precisa estar logado para realizar esta ação.",
  },
  leads: {
    sent: "Dados enviados com sucesso! Entraremos em contato.",
    sendError: "Erro ao enviar seus dados: ",
    loadError: "Erro ao carregar interessados: ",
    deleteError: "Erro ao excluir interessado: ",
    deleted: "Interessado excluído com sucesso",
    tooMany: "muitos envios seguidos. Aguarde alguns minutos e tente novamente.",
    tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
    notFound: "interessado não encontrado.",
    empty: "Nenhum interessado ainda. Eles chegam pelo formulário do site.",
  },
  customers: {
    loadListError: "Erro ao carregar clientes: ",
    deleteError: "Erro ao excluir cliente: ",
    loadOneError: "Erro ao carregar dados do cliente: ",
    createError: "Erro ao adicionar cliente: ",
    updateError: "Erro ao atualizar cliente: ",
    loadDetailError: "Erro ao carregar dados: ",
    deleted: "Cliente excluído com sucesso",
    updated: "Cliente atualizado com sucesso!",
    created: "Cliente adicionado com sucesso!",
    notFound: "Cliente não encontrado",
  },
  services: {
    loadCustomerError: "Erro ao carregar cliente: ",
    customerOrUserMissing: "Dados do cliente ou usuário não disponíveis.",
    createError: "Erro ao registrar atendimento: ",
    created: "Atendimento registrado com sucesso!",
  },
  export: {
    empty: "Não há dados para exportar",
    done: "Dados exportados com sucesso",
    unreachable: "Não foi possível exportar agora. Verifique sua conexão e tente novamente.",
  },
  logo: {
    uploadError: "Erro ao fazer upload: ",
    removeError: "Erro ao remover logo: ",
    uploaded: "Logo atualizado com sucesso!",
    removed: "Logo removido com sucesso!",
    fileRequired: "Você precisa selecionar uma imagem para fazer upload",
    invalidType: "Apenas imagens são permitidas (jpeg, jpg, png, gif, svg)",
    tooLarge: "O tamanho máximo permitido é 2MB",
    confirmRemove: "Tem certeza que deseja remover o logo?",
    uploading: "Carregando imagem...",
    tryAgain: "não foi possível salvar a imagem agora. Tente novamente em instantes.",
    nothingToRemove: "sua oficina não tem logo.",
  },
  profile: {
    loadError: "Erro ao carregar perfil: ",
    saveError: "Erro ao salvar perfil: ",
    saved: "Perfil salvo com sucesso!",
    saving: "Salvando...",
    serviceNameRequired: "O nome do serviço é obrigatório",
    slugTaken: "este endereço já é usado por outra oficina. Escolha outro.",
    slugTakenField: "Este endereço já é usado por outra oficina. Escolha outro.",
    tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
  },
  publicPage: {
    openNow: "Aberto agora",
    closedNow: "Fechado agora",
    closed: "Fechado",
  },
  plans: {
    loadError: "Não foi possível carregar os dados do plano",
    loginRequired: "Você precisa estar logado para assinar um plano",
    updateError: "Erro ao atualizar assinatura",
    paymentError: "Erro ao processar pagamento",
    activated: { basic: "Plano Básico ativado com sucesso!", pro: "Plano Profissional ativado com sucesso!" },
  },
  guard: {
    planRequired: "É necessário assinar um plano para acessar o painel",
  },
  support: {
    sent: "Ticket de suporte enviado com sucesso!",
    sendError: "Erro ao enviar ticket de suporte. Tente novamente.",
    requiredFields: "Por favor, preencha todos os campos obrigatórios",
  },
  assistant: {
    loadError: "Não foi possível carregar as configurações do assistente",
    loginRequired: "Você precisa estar logado para salvar as configurações",
    saveError: "Erro ao salvar as configurações do assistente",
    saved: "Configurações do assistente salvas com sucesso!",
  },
  other: {
    notFound: "Oops! Page not found",
    unexpected: "Unexpected Application Error!",
  },
} as const;

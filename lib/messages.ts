/**
 * Every user-facing message, verbatim, in one place. Screens and tests import them from here so
 * the product speaks with one voice.
 * Entries ending in ": " are prefixes: a short reason follows them.
 */
export const PRODUCT_NAME = "Oficina Digital";

export const messages = {
  auth: {
    signUpSuccess: "Cadastro realizado com sucesso! Verifique seu email para confirmar.",
    /** After a sign-up whose automatic login was refused: the mechanic logs in by hand. */
    signUpNextStep: "Após login, você precisará escolher um plano para continuar.",
    /** After a sign-up, already signed in, on the way to the plans page. */
    signUpChoosePlan: "Agora escolha um plano para continuar.",
    signUpError: "Erro ao criar conta",
    emailTaken: "Este e-mail já está cadastrado. Faça login ou use outro e-mail.",
    loginSuccess: "Login realizado com sucesso!",
    loginError: "Erro ao fazer login",
    invalidCredentials: "E-mail ou senha incorretos.",
    rateLimited: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
    signUpRateLimited: "Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.",
    notAuthenticated: "Usuário não autenticado",
    logoutSuccess: "Você saiu com sucesso!",
    logoutError: "Não foi possível sair agora. Tente novamente.",
  },
  validation: {
    emailRequired: "Informe seu e-mail.",
    emailInvalid: "Informe um e-mail válido.",
    emailTooLong: "O e-mail deve ter no máximo 254 caracteres.",
    phoneInvalid: "Informe um telefone válido com DDD, por exemplo (11) 91234-5678.",
    phoneTooLong: "O telefone deve ter no máximo 20 caracteres.",
    /** A shop's contact form: the shop needs one way to answer. */
    phoneOrEmailRequired: "Informe um telefone ou um e-mail para a oficina responder.",
    passwordRequired: "Informe sua senha.",
    passwordTooShort: "A senha deve ter pelo menos 8 caracteres.",
    passwordTooLong: "A senha deve ter no máximo 72 caracteres.",
    loggedInRequired: "Você precisa estar logado para realizar esta ação.",
    /** When a failed check names no field: every schema gives its fields their own message. */
    checkData: "Verifique os dados informados.",
    /** A NUL, an escape or (in a single-line field) a tab or line break: things no one types on purpose. */
    controlCharacters: "Remova os caracteres de controle (invisíveis) do texto.",
  },
  /** How a typed amount of money can be misread (lib/validation/fields.ts, readMoney). */
  money: {
    invalid: "Informe um valor numérico, por exemplo 150,00.",
    negative: "O valor não pode ser negativo.",
    tooManyDecimals: "Use no máximo 2 casas decimais.",
    tooLarge: "O valor máximo é R$ 9.999.999.999,99.",
  },
  overview: {
    /** The dashboard's home (its counts and next steps) could not be read. */
    loadError: "Erro ao carregar painel: ",
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
    notFoundReason: "cliente não encontrado.",
    stale: "O cliente foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
    empty: "Você ainda não tem clientes cadastrados.",
    /** The delete confirmation, in the list and on the customer's page. */
    deleteDescription: (name: string) =>
      `${name}, os veículos e todo o histórico de atendimentos deste cliente serão removidos permanentemente. Esta ação não pode ser desfeita.`,
  },
  services: {
    loadCustomerError: "Erro ao carregar cliente: ",
    customerOrUserMissing: "Dados do cliente ou usuário não disponíveis.",
    createError: "Erro ao registrar atendimento: ",
    created: "Atendimento registrado com sucesso!",
    updateError: "Erro ao atualizar atendimento: ",
    updated: "Atendimento atualizado com sucesso!",
    deleteError: "Erro ao excluir atendimento: ",
    deleted: "Atendimento excluído com sucesso",
    notFound: "Atendimento não encontrado",
    notFoundReason: "atendimento não encontrado.",
    stale: "O atendimento foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
    emptyHistory: "Nenhum atendimento registrado para este cliente.",
    /** The quote list (/dashboard/services). */
    loadListError: "Erro ao carregar orçamentos: ",
    emptyList: "Nenhum orçamento ainda. Escolha um cliente e clique em 'Novo orçamento'.",
    statusError: "Erro ao alterar status: ",
    /** `label` is the status's Portuguese label (lib/service-status.ts). */
    statusChanged: (label: string) => `Status alterado para ${label}.`,
    statusInvalid: "escolha um status da lista.",
  },
  /** A customer's vehicles (lib/plates.ts for the plate's rules). */
  vehicles: {
    createError: "Erro ao adicionar veículo: ",
    updateError: "Erro ao atualizar veículo: ",
    deleteError: "Erro ao excluir veículo: ",
    loadError: "Erro ao carregar veículo: ",
    created: "Veículo adicionado com sucesso!",
    updated: "Veículo atualizado com sucesso!",
    deleted: "Veículo excluído com sucesso",
    notFound: "Veículo não encontrado",
    notFoundReason: "veículo não encontrado.",
    stale: "O veículo foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
    empty: "Nenhum veículo cadastrado para este cliente.",
    plateRequired: "Informe a placa do veículo.",
    plateInvalid: "Informe uma placa válida, por exemplo ABC1D23 ou ABC-1234.",
    /** The same car in either format counts: ABC-1234 and ABC1C34 are one plate. */
    plateTaken: "Já existe um veículo com esta placa nesta oficina.",
    yearInvalid: (max: number) => `Informe um ano entre 1900 e ${max}.`,
    kmInvalid: "Informe a quilometragem em números inteiros, de 0 a 9.999.999 km.",
    makeTooLong: "A marca deve ter no máximo 60 caracteres.",
    modelTooLong: "O modelo deve ter no máximo 80 caracteres.",
    colorTooLong: "A cor deve ter no máximo 40 caracteres.",
    notesTooLong: "As observações devem ter no máximo 2000 caracteres.",
    /** The delete confirmation; `plate` as shown ("ABC-1234"). */
    deleteDescription: (plate: string) => `O veículo de placa ${plate} será removido permanentemente. Esta ação não pode ser desfeita.`,
  },
  // The customer messages, with 'fornecedor' for 'cliente'.
  suppliers: {
    loadListError: "Erro ao carregar fornecedores: ",
    deleteError: "Erro ao excluir fornecedor: ",
    loadOneError: "Erro ao carregar dados do fornecedor: ",
    createError: "Erro ao adicionar fornecedor: ",
    updateError: "Erro ao atualizar fornecedor: ",
    deleted: "Fornecedor excluído com sucesso",
    updated: "Fornecedor atualizado com sucesso!",
    created: "Fornecedor adicionado com sucesso!",
    notFound: "Fornecedor não encontrado",
    notFoundReason: "fornecedor não encontrado.",
    stale: "O fornecedor foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
    empty: "Você ainda não tem fornecedores cadastrados.",
  },
  /** Short reasons that follow a prefix ending in ": ". */
  reasons: {
    tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
    loadAgain: "não foi possível carregar agora. Tente novamente em instantes.",
    /** A create form that arrived without its submission key: a bug in the page, not a typo. */
    staleForm: "este formulário está desatualizado. Recarregue a página e envie de novo.",
  },
  export: {
    empty: "Não há dados para exportar",
    done: "Dados exportados com sucesso",
    unreachable: "Não foi possível exportar agora. Verifique sua conexão e tente novamente.",
    failed: "Não foi possível exportar agora. Tente novamente em instantes.",
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
    /** A service's price the server could not read; `reason` is one of messages.money. */
    servicePriceInvalid: (service: string, reason: string) => `Preço do serviço "${service}": ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
    slugTaken: "este endereço já é usado por outra oficina. Escolha outro.",
    slugTakenField: "Este endereço já é usado por outra oficina. Escolha outro.",
    tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
    unconfirmedServices: "confirme ou cancele os serviços em edição antes de salvar.",
    stale: "O perfil foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  },
  /** Leaving a form with changes not saved yet (a link inside the app; closing the tab uses the browser's own question). */
  unsavedChanges: {
    title: "Sair sem salvar?",
    description: "Você tem alterações que ainda não foram salvas. Se sair desta página agora, elas serão perdidas.",
    stay: "Continuar editando",
    leave: "Sair sem salvar",
  },
  publicPage: {
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
  },
  /** /dashboard/conta: the login itself, and the devices signed in with it. */
  account: {
    title: "Minha conta",
    description: "Seu acesso e os aparelhos conectados à sua conta.",
    sessionsTitle: "Aparelhos conectados",
    sessionsDescription: "Cada aparelho em que você entrou com esta conta e não saiu.",
    thisDevice: "Este aparelho",
    unknownDevice: "Navegador não identificado",
    signedInAt: "Entrou em ",
    signOutEverywhere: "Sair de todos os aparelhos",
    confirmTitle: "Sair de todos os aparelhos?",
    confirmDescription:
      "Todas as sessões abertas com esta conta serão encerradas, inclusive esta. Para voltar, entre de novo com seu e-mail e senha.",
    signOutEverywhereSuccess: "Você saiu de todos os aparelhos.",
    signOutEverywhereError: "Não foi possível sair de todos os aparelhos agora. Tente novamente.",
    loadError: "Erro ao carregar os aparelhos conectados: ",
  },
  plans: {
    loadError: "Não foi possível carregar os dados do plano",
    loginRequired: "Você precisa estar logado para assinar um plano",
    updateError: "Erro ao atualizar assinatura",
    alreadyCurrent: "Este já é o seu plano atual.",
    paymentError: "Erro ao processar pagamento",
    activated: { basic: "Plano Básico ativado com sucesso!", pro: "Plano Profissional ativado com sucesso!" },
  },
  guard: {
    planRequired: "É necessário assinar um plano para acessar o painel",
  },
  support: {
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
  },
  assistant: {
    loadError: "Não foi possível carregar as configurações do assistente",
    loginRequired: "Você precisa estar logado para salvar as configurações",
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
  },
  other: {
    notFound: "Oops! Page not found",
    /** Under the spec's English title, for the mechanic who reads only Portuguese. */
    notFoundTranslation: "Página não encontrada",
    notFoundDetail: "A página que você procura não existe ou foi movida.",
    unexpected: "Unexpected Application Error!",
  },
} as const;

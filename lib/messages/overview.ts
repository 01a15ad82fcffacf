export const overview = {
  /** The dashboard's home (its counts and next steps) could not be read. */
  loadError: "Erro ao carregar painel: ",
  /** Above the account's e-mail in the menu: 'Entrar' is the word for logging in everywhere. */
  signedInAs: "Você entrou como",
} as const;

export const listExport = {
  empty: "Não há dados para exportar",
  done: "Dados exportados com sucesso",
  unreachable: "Não foi possível exportar agora. Verifique sua conexão e tente novamente.",
  failed: "Não foi possível exportar agora. Tente novamente em instantes.",
  /** The lists' 'Exportar': every row the search and the filter find, not only the page on screen. */
  action: "Exportar",
  description: "O que a busca e o filtro mostram, todas as páginas, até 10.000 linhas.",
  csv: "CSV",
  xlsx: "Excel (.xlsx)",
  /** "Clientes em CSV": each link's accessible name. */
  fileLabel: (list: string, format: string) => `${list} em ${format}`,
  customers: {
    list: "Clientes",
    fileName: "clientes",
    header: {
      name: "Nome",
      phone: "Telefone",
      email: "Email",
      vehicles: "Veículos",
      notes: "Observações",
      createdOn: "Cadastrado em",
    },
  },
  vehicles: {
    list: "Veículos",
    fileName: "veiculos",
    header: {
      plate: "Placa",
      make: "Marca",
      model: "Modelo",
      year: "Ano",
      color: "Cor",
      currentKm: "Km atual",
      customer: "Cliente",
      createdOn: "Cadastrado em",
    },
  },
  quotes: {
    list: "Orçamentos",
    fileName: "orcamentos",
    header: {
      number: "Nº",
      serviceDay: "Data",
      stage: "Situação",
      customer: "Cliente",
      plate: "Placa",
      vehicle: "Veículo",
      description: "Descrição",
      total: "Valor",
      validUntil: "Válido até",
    },
  },
} as const;

/** Leaving a form with changes not saved yet (a link inside the app; closing the tab uses the browser's own question). */
export const unsavedChanges = {
  title: "Sair sem salvar?",
  description: "Você tem alterações que ainda não foram salvas. Se sair desta página agora, elas serão perdidas.",
  stay: "Continuar editando",
  leave: "Sair sem salvar",
} as const;

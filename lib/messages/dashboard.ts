export const overview = {
  /** The dashboard's home (its counts and next steps) could not be read. */
  loadError: "Erro ao carregar painel: ",
} as const;

export const listExport = {
  empty: "Não há dados para exportar",
  done: "Dados exportados com sucesso",
  unreachable: "Não foi possível exportar agora. Verifique sua conexão e tente novamente.",
  failed: "Não foi possível exportar agora. Tente novamente em instantes.",
} as const;

/** Leaving a form with changes not saved yet (a link inside the app; closing the tab uses the browser's own question). */
export const unsavedChanges = {
  title: "Sair sem salvar?",
  description: "Você tem alterações que ainda não foram salvas. Se sair desta página agora, elas serão perdidas.",
  stay: "Continuar editando",
  leave: "Sair sem salvar",
} as const;

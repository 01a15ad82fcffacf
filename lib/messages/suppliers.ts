// The customer messages, with 'fornecedor' for 'cliente'.
export const suppliers = {
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
} as const;

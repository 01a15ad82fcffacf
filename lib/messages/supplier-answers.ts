/**
 * Choosing a supplier's price in the quote editor: a part line's cost and margin, the answers
 * that arrived for it, and what 'Usar' changed.
 */
export const supplierAnswers = {
  unitCost: "Custo unitário",
  markup: "Acréscimo (%)",
  costExample: "Ex.: 85",
  markupExample: "Ex.: 30",
  costHint: "Só a oficina vê o custo e o fornecedor.",
  markupInvalid: "Acréscimo inválido. Use um número como 30 ou 35,5.",
  supplierShown: (name: string) => `Fornecedor: ${name}`,
  clearSupplierLabel: (name: string) => `Remover fornecedor ${name} da linha`,
  supplierGone: "fornecedor excluído",
  supplierNotFound: "Fornecedor não encontrado. Escolha outra resposta ou remova o fornecedor da linha.",
  listTitle: (count: number) => (count === 1 ? "1 resposta de fornecedor" : `${count} respostas de fornecedores`),
  cheapest: "Mais barato",
  fastest: "Mais rápido",
  /** A price that may be a slip, marked for the shop (the supplier was asked to confirm it). */
  priceCheck: {
    aboveLast: "Muito acima do último preço desta peça: confira com o fornecedor.",
    aboveCeiling: "Preço por unidade muito alto: confira com o fornecedor.",
  },
  noPart: "Não tem",
  use: "Usar",
  useLabel: (supplier: string, price: string, part: string) => `Usar ${supplier}: ${price} para ${part}`,
  used: (supplier: string, part: string, cost: string, price: string) =>
    `${part}: custo ${cost} de ${supplier}, preço ao cliente ${price}.`,
  usedCondition: (condition: string) => ` Condição: ${condition}.`,
  brand: (brand: string) => `Marca ${brand}`,
  answeredAt: (when: string) => `respondeu ${when}`,
  deadline: (when: string) => `prazo até ${when}`,
  arrived: (count: number) =>
    count === 1 ? "Chegou 1 nova resposta de fornecedor." : `Chegaram ${count} novas respostas de fornecedores.`,
  loadFailed: "Não foi possível atualizar as respostas dos fornecedores.",
} as const;

/**
 * The margin the shop keeps on parts: the job page's 'Margem' card and 'Financeiro''s margin on
 * parts by month. The shop's alone: never on the customer's link or PDF. One word per thing:
 * 'Custo' (what the shop paid), 'Preço' (what the customer pays), 'Margem' (the difference).
 */
export const margins = {
  job: {
    heading: "Margem",
    description: "Só a oficina vê: custo das peças, preço ao cliente e o que fica para a oficina.",
    loadError: "Erro ao carregar a margem: ",
    partsHeading: "Peças",
    cost: "Custo",
    price: "Preço",
    margin: "Margem",
    total: "Total do serviço",
    jobMargin: "Margem do serviço",
    jobMarginHint: "Total do serviço (com desconto) menos o custo das peças.",
    part: "Peça",
    noSupplier: "Sem fornecedor",
    uncosted: (count: number) => `${count} ${count === 1 ? "peça sem custo informado" : "peças sem custo informado"}`,
    uncostedHint: "Elas ficam fora do custo, do preço e da margem. Informe o custo ao editar o orçamento.",
    noCosts: "Nenhuma peça tem custo informado: a margem aparece quando você informar o custo das peças.",
  },
  month: {
    heading: "Margem nas peças",
    description: "Peças dos serviços entregues em cada mês. Custo, preço e margem contam só as peças com custo informado.",
    month: "Mês",
    cost: "Custo",
    price: "Preço",
    margin: "Margem",
    uncosted: "Sem custo",
    uncostedLabel: "Parte das peças sem custo informado",
    empty: "Nenhum serviço entregue com peças nos últimos 12 meses.",
  },
};

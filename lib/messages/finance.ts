/** 'Financeiro': the month's money, what is owed, the chart, the exports; and the Painel's money cards. */
import type { PaymentMethod } from "../enums";

export const finance = {
  title: "Financeiro",
  description: "O que entrou, quem ainda deve e de onde vem o faturamento.",
  loadError: "Erro ao carregar financeiro: ",
  /** The methods as the shop says them (a payment's method, the sums by method, the exports). */
  methods: {
    pix: "PIX",
    cash: "Dinheiro",
    credit_card: "Cartão de crédito",
    debit_card: "Cartão de débito",
    boleto: "Boleto",
    transfer: "Transferência",
  } satisfies Record<PaymentMethod, string>,
  received: {
    thisMonth: "Recebido este mês",
    lastMonth: "Recebido no mês passado",
    month: (label: string) => `Pagamentos recebidos em ${label}, por forma de pagamento; os cancelados não contam.`,
    total: "Total",
    byMethod: "Por forma de pagamento",
  },
  receivables: {
    heading: "A receber",
    description: "Serviços prontos ou entregues com saldo em aberto, os mais antigos primeiro.",
    empty: "Nenhum serviço pronto ou entregue com saldo em aberto.",
    summary: (count: number, owed: string) => `${count} ${count === 1 ? "serviço deve" : "serviços devem"} ${owed} no total.`,
    more: (count: number) => `E mais ${count} ${count === 1 ? "serviço" : "serviços"} (mostrando os mais antigos).`,
    noPlate: "Sem placa",
    since: (date: string) => `desde ${date}`,
    ready: "Pronto",
    delivered: "Entregue",
    remind: "Cobrar no WhatsApp",
    remindLabel: (customer: string, amount: string) => `Cobrar ${amount} de ${customer} no WhatsApp`,
    noPhone: "Cliente sem telefone",
    reminder: (customer: string, amount: string, reference: string, shop: string) =>
      `Olá, ${customer}! Aqui é da ${shop}. Ficou em aberto ${amount} do serviço ${reference}.`,
    reminderPix: (payload: string) => `Para pagar com PIX, use o código copia e cola:\n${payload}`,
    reminderThanks: "Obrigado!",
    defaultShop: "oficina",
  },
  chart: {
    heading: "Faturamento dos últimos 12 meses",
    description: "Pagamentos recebidos em cada mês (os cancelados não contam).",
    label: (first: string, last: string) => `Gráfico de barras do faturamento de ${first} a ${last}`,
    month: "Mês",
    revenue: "Recebido",
  },
  mix: {
    heading: "Peças, mão de obra e serviços",
    /** The basis, said on screen as the code chose it (lib/data/finance.ts getDeliveredMix). */
    basis: (label: string) => `Serviços entregues em ${label}, pelos itens de cada um (antes dos descontos).`,
    parts: "Peças",
    labour: "Mão de obra",
    services: "Serviços",
    jobs: "Serviços entregues",
    averageTicket: "Ticket médio",
    empty: "Nenhum serviço entregue neste mês.",
  },
  export: {
    heading: "Exportar pagamentos",
    description: "Os pagamentos recebidos no mês escolhido, para a contabilidade ou o Excel.",
    month: "Mês",
    csv: "Baixar CSV",
    xlsx: "Baixar Excel (.xlsx)",
    sheet: "Pagamentos",
    header: ["Data", "OS Nº", "Cliente", "Placa", "Forma de pagamento", "Parcelas", "Valor", "Observação"],
    invalidMonth: "Mês inválido. Escolha um mês da lista.",
  },
  overview: {
    receivable: "A receber",
    receivedThisMonth: "Recebido no mês",
  },
};

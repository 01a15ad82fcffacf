/** The quote: saving, its page, its list and its editor. */
export const quotes = {
  loadCustomerError: "Erro ao carregar cliente: ",
  customerOrUserMissing: "Dados do cliente ou usuário não disponíveis.",
  createError: "Erro ao salvar orçamento: ",
  created: "Orçamento salvo com sucesso!",
  updateError: "Erro ao atualizar orçamento: ",
  updated: "Orçamento atualizado com sucesso!",
  deleteError: "Erro ao excluir orçamento: ",
  deleted: "Orçamento excluído com sucesso",
  notFound: "Orçamento não encontrado",
  notFoundReason: "orçamento não encontrado.",
  stale: "O orçamento foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  emptyHistory: "Nenhum orçamento para este cliente ainda.",
  /** The quote list (/dashboard/quotes). */
  loadListError: "Erro ao carregar orçamentos: ",
  emptyList: "Nenhum orçamento ainda. Toque em 'Novo orçamento' e digite a placa do carro ou o nome do cliente.",
  /** A quote with the customer's answer is cancelled, never deleted (CDC art. 27: five years). */
  answeredReason:
    "o cliente já aprovou ou recusou este orçamento pelo link, e esse registro deve ser guardado por 5 anos (Código de Defesa do Consumidor, art. 27). Cancele o orçamento em vez de excluí-lo.",
  // The quote editor: its items, totals and CDC art. 40 fields (lib/validation/quote.ts).
  /** The PDF's and the customer's page's footnote (CDC art. 40): how long the quote holds, and that once approved it binds both sides. */
  footnote: (validUntil: string | null) =>
    `${validUntil ? `Orçamento válido até ${validUntil}. ` : ""}Depois de aprovado, este orçamento obriga as duas partes e só pode ser alterado por acordo entre elas (CDC, art. 40).`,
  tooManyItems: (max: number) => `Um orçamento pode ter no máximo ${max} itens.`,
  itemKindInvalid: "Escolha o tipo do item: serviço, peça ou mão de obra.",
  itemDescriptionRequired: "Descreva o item.",
  itemDescriptionTooLong: (max: number) => `A descrição do item deve ter no máximo ${max} caracteres.`,
  quantityRequired: "Informe a quantidade.",
  quantityInvalid: "Informe uma quantidade maior que zero, por exemplo 1 ou 2,5 (até 3 casas decimais).",
  /** "1.500": the reading is refused, not guessed, and the message names both readings. */
  quantityAmbiguous: (typed: string, decimal: string, thousands: string) =>
    `Não dá para saber se "${typed}" é ${decimal} ou ${thousands}. Para decimais use vírgula (${decimal}); para milhares, escreva sem ponto (${thousands}).`,
  quantityDecimals: "A quantidade aceita até 3 casas decimais, por exemplo 2,5 ou 0,125.",
  quantityTooLarge: (max: string) => `A quantidade máxima é ${max}.`,
  hoursRequired: "Informe as horas.",
  hoursInvalid: "Informe as horas maiores que zero, por exemplo 1,5.",
  priceRequired: "Informe o preço.",
  conditionInvalid: "Escolha o estado da peça: original, paralela ou usada.",
  pricingInvalid: "Escolha como cobrar a mão de obra: por hora ou preço fechado.",
  catalogueServiceUnknown: "Este serviço não está no catálogo da oficina. Escolha outro do catálogo ou digite um serviço avulso.",
  totalTooLarge: "O total do orçamento não pode passar de R$ 9.999.999,99.",
  discountInvalid: "Informe o desconto em reais (ex.: 50,00) ou em percentual (ex.: 10 ou 12,5).",
  discountTooLarge: "O desconto não pode ser maior que o subtotal dos itens.",
  percentTooLarge: "O desconto em percentual vai de 0 a 100%.",
  discountWithoutItems: "Adicione itens ao orçamento para dar um desconto.",
  dateInvalid: "Informe uma data válida.",
  validityPast: "A validade não pode ser anterior a hoje.",
  validityShortened: (promised: string) =>
    `O cliente já recebeu este orçamento válido até ${promised}: a validade pode ser prorrogada, não encurtada. Para uma validade menor, cancele o orçamento e envie um novo.`,
  completionBeforeStart: "A previsão de conclusão não pode ser anterior à de início.",
  vehicleNotFound: "Veículo não encontrado para este cliente. Escolha outro ou cadastre o veículo.",
  paymentTermsTooLong: (max: number) => `As condições de pagamento devem ter no máximo ${max} caracteres.`,
  observationsTooLong: (max: number) => `As observações devem ter no máximo ${max} caracteres.`,
  warrantyTooLong: (max: number) => `A garantia deve ter no máximo ${max} caracteres.`,
} as const;

/** 'Duplicar' (/dashboard/quotes/{id}/duplicate): the same items, for the customer chosen here. */
export const duplicateQuote = {
  title: (number: string) => `Duplicar orçamento ${number}`,
  question: "Para qual cliente?",
  description: "O novo orçamento começa com os mesmos itens; você confere e ajusta antes de salvar.",
  back: "Voltar para o orçamento",
  sameCustomer: "Mesmo cliente",
  otherCustomer: "Outro cliente",
  searchLabel: "Buscar clientes",
  searchPlaceholder: "Nome, telefone, e-mail ou placa",
  customersLabel: "Clientes para o novo orçamento",
  choose: (name: string) => `Duplicar para ${name}`,
  loadError: "Erro ao carregar clientes: ",
  noCustomers: "Nenhum cliente cadastrado.",
} as const;

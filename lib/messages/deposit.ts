/**
 * The deposit ('sinal') asked with the approval: the quote editor's field, its validation, what
 * the customer's link and the PDF say before and after approving, the approval record's words and
 * the job page's line.
 */
export const deposit = {
  // The editor.
  legend: "Sinal",
  hint: "Peça um sinal ao cliente junto com a aprovação: ele vê o valor antes de aprovar e o PIX logo depois.",
  kindNone: "Sem sinal",
  kindAmount: "Valor digitado",
  kindParts: "O valor das peças",
  amountLabel: "Valor do sinal (R$)",
  partsNote: (amount: string) => `Sinal de ${amount}, o total das peças.`,
  // Validation.
  kindInvalid: "Escolha como pedir o sinal: sem sinal, um valor ou o valor das peças.",
  amountRequired: "Informe o valor do sinal.",
  amountInvalid: "Valor do sinal inválido. Use apenas números, como 150,00.",
  amountZero: "O sinal precisa ser maior que zero.",
  amountAboveTotal: (total: string) => `O sinal não pode passar do total do orçamento (${total}).`,
  amountWithoutTotal: "Informe o valor do orçamento antes de pedir um sinal.",
  partsWithoutParts: "Este orçamento não tem peças: adicione peças ou digite o valor do sinal.",
  // The link and the PDF, before approving: honest that it is paid after the approval.
  askedLabel: "Sinal para aprovar",
  askedNote: (amount: string) =>
    `Ao aprovar, a oficina pede um sinal de ${amount}, pago depois da aprovação (por PIX ou como combinar com a oficina).`,
  // The approval record.
  receiptLabel: "Sinal",
  approvedWith: (amount: string) => `Aprovado com sinal de ${amount}`,
  // The link, right after 'Aprovar'.
  payHeading: "Pague o sinal com PIX",
  payByWhatsApp: (amount: string) => `Combine o pagamento do sinal de ${amount} com a oficina.`,
  whatsAppLink: "Falar com a oficina no WhatsApp",
  whatsAppText: (number: string, amount: string) => `Olá! Aprovei o orçamento ${number}. Como pago o sinal de ${amount}?`,
  // The job page.
  jobLine: (amount: string) => `Sinal pedido: ${amount}`,
  paid: "pago",
  // Not 'a receber': that is the balance of jobs ready or delivered (the Painel, 'Financeiro').
  unpaid: "não pago",
} as const;

/** Payments on a job, its balance, and the receipt ('Recibo'), on the job page, the link and the PDF. */
import type { PaymentMethod } from "../enums";

const methods: Record<PaymentMethod, string> = {
  pix: "PIX",
  cash: "Dinheiro",
  credit_card: "Cartão de crédito",
  debit_card: "Cartão de débito",
  boleto: "Boleto",
  transfer: "Transferência",
};

export const payments = {
  heading: "Pagamentos",
  approved: "Total aprovado",
  paid: "Pago",
  owed: "Falta pagar",
  paidBadge: "Pago",
  none: "Nenhum pagamento registrado.",
  loadError: "Não foi possível carregar os pagamentos. ",
  methods,
  installments: (count: number) => `${count}x`,
  cancelledReason: (reason: string) => `Cancelado: ${reason}`,
  listLabel: "Pagamentos registrados",

  // 'Registrar pagamento'
  register: "Registrar pagamento",
  registerTitle: "Registrar pagamento",
  registerDescription: "O valor que a oficina recebeu do cliente por este serviço.",
  amountLabel: "Valor recebido",
  /** Under the amount when it starts at the deposit not paid yet rather than the whole balance. */
  amountHintDeposit: (owed: string) => `O sinal que falta pagar. O saldo do serviço é ${owed}.`,
  methodLegend: "Forma de pagamento",
  paidOnLabel: "Data do pagamento",
  installmentsLabel: "Parcelas",
  noteLabel: "Observação (opcional)",
  submit: "Registrar",
  saving: "Registrando...",
  cancel: "Cancelar",
  registered: (amount: string) => `Pagamento de ${amount} registrado.`,
  registeredPaid: "O serviço está pago.",
  error: "Erro ao registrar pagamento: ",
  notFoundReason: "serviço não encontrado.",
  notChargeable: "o serviço precisa estar aprovado para receber pagamentos.",
  // A tip or a mistake: asked first, then sent again with the confirmation.
  overpaymentTitle: "Valor acima do saldo",
  overpayment: (amount: string, owed: string) =>
    `${amount} é mais do que falta pagar (${owed}). É gorjeta ou um engano? Confira o valor ou confirme para registrar assim mesmo.`,
  overpaymentReason: "o valor é maior do que falta pagar. Confirme para registrar assim mesmo.",
  confirmOverpayment: "Registrar assim mesmo",
  reviewAmount: "Corrigir o valor",

  // Validation
  amountRequired: "Informe o valor recebido.",
  amountPositive: "O valor precisa ser maior que zero.",
  amountTooLarge: (limit: string) => `O valor não pode passar de ${limit}.`,
  methodInvalid: "Escolha a forma de pagamento: PIX, dinheiro, cartão de crédito, cartão de débito, boleto ou transferência.",
  paidOnInvalid: "Informe a data do pagamento (dd/mm/aaaa).",
  paidOnFuture: "A data do pagamento não pode ser depois de hoje.",
  paidOnTooOld: "Confira a data do pagamento: está muito no passado.",
  installmentsInvalid: "Parcelas: de 1 a 24.",
  installmentsOnlyCard: "Parcelas só no cartão de crédito.",
  noteTooLong: (max: number) => `A observação pode ter até ${max} caracteres.`,

  // 'Cancelar pagamento'
  cancelButton: "Cancelar pagamento",
  cancelPaymentLabel: (amount: string, day: string) => `Cancelar pagamento de ${amount} em ${day}`,
  cancelTitle: "Cancelar pagamento",
  cancelDescription: "O pagamento fica no histórico, riscado, com o motivo. Não há como desfazer.",
  cancelReasonLabel: "Motivo do cancelamento",
  cancelSubmit: "Cancelar pagamento",
  cancelSaving: "Cancelando...",
  keep: "Voltar",
  cancelled: "Pagamento cancelado.",
  cancelError: "Erro ao cancelar pagamento: ",
  cancelNotFound: "pagamento não encontrado.",
  alreadyCancelled: "este pagamento já foi cancelado.",
  reasonRequired: "Informe o motivo do cancelamento.",
  reasonTooLong: (max: number) => `O motivo pode ter até ${max} caracteres.`,
  unreachable: "Erro ao registrar pagamento: tente novamente.",

  // 'Histórico do orçamento'
  timelineRegistered: (amount: string, method: string, day: string, at: string) =>
    `Pagamento de ${amount} (${method}, ${day}) registrado em ${at}`,
  timelineCancelled: (amount: string, at: string, reason: string) => `Pagamento de ${amount} cancelado em ${at}: ${reason}`,

  // The receipt
  receipt: "Recibo",
  receiptOfJob: "Recibo do serviço",
  receiptLinkLabel: (amount: string, day: string) => `Recibo do pagamento de ${amount} em ${day}`,
  sendWhatsApp: "Enviar recibo por WhatsApp",
  whatsappText: (shop: string, number: string, link: string) => `Olá! Segue o recibo do serviço ${number} da ${shop}: ${link}`,
  sendEmail: "Enviar recibo por e-mail",
  emailSubject: (number: string) => `Recibo do serviço ${number}`,
  emailBody: (shop: string, number: string, link: string) => `Olá! Segue o recibo do serviço ${number} da ${shop}: ${link}`,
  noLink: "Crie o link do orçamento para enviar o recibo ao cliente.",

  // The customer's link
  publicHeading: "Pagamentos recebidos",
  publicOwed: (owed: string) => `Falta pagar: ${owed}`,
  publicPaid: "Serviço pago. Obrigado!",
};

/** The receipt's PDF. */
export const receiptPdf = {
  titleNumber: (number: string) => `Recibo ${number}`,
  taxId: (kind: "CPF" | "CNPJ") => kind,
  address: "Endereço",
  received: (customer: string) => `Recebemos de ${customer}`,
  theAmount: "a importância de",
  refersTo: (number: string) => `referente ao serviço (OS ${number})`,
  vehicle: "Veículo",
  description: "Serviço",
  method: "Forma de pagamento",
  paidOn: "Data do pagamento",
  paymentsHeading: "Pagamentos",
  placeAndDate: (place: string, day: string) => (place ? `${place}, ${day}` : day),
  notFound: "Recibo não encontrado.",
  renderFailed: "Não foi possível gerar o recibo. Tente novamente.",
  fileName: (number: string) => `recibo-${number}.pdf`,
};

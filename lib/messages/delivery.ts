/**
 * 'Registrar entrega', the warranty that runs from it (CDC art. 26 §1) and 'Retorno em garantia':
 * the job page's button and dialog, what the job page, the customer's link and the vehicle's
 * history show after the delivery, and the question a new quote for the same car asks.
 */
export const delivery = {
  button: "Registrar entrega",
  title: "Registrar entrega",
  description: "O carro foi entregue ao cliente. A garantia começa a contar a partir desta data.",
  deliveredAtLabel: "Data e hora da entrega",
  kmLabel: "Km na entrega",
  kmHint: (km: string | null) => (km ? `Não pode ser menor que ${km}.` : "Opcional."),
  partsLegend: "Peças substituídas",
  parts: {
    returned: "Entregues ao cliente",
    discarded: "Descartadas pela oficina",
    none: "Não houve troca de peças",
  },
  /** Under the first two options: the customer may ask for the old parts back. */
  partsAdvice: "O Procon orienta devolver as peças trocadas ao cliente.",
  notesLabel: "Observações",
  submit: "Registrar entrega",
  saving: "Registrando...",
  cancel: "Cancelar",
  registered: (until: string) => `Entrega registrada. Garantia até ${until}.`,
  error: "Erro ao registrar entrega: ",
  notFoundReason: "Serviço não encontrado.",
  /** A forged request, another tab, a second tap: the job is not 'Pronto para retirada' now. */
  notReady: "o serviço não está mais em 'Pronto para retirada'. Recarregue a página.",
  deliveredAtInvalid: "Informe a data e a hora da entrega.",
  deliveredAtFuture: "A data da entrega não pode estar no futuro.",
  partsRequired: "Escolha o que aconteceu com as peças substituídas.",
  kmBelow: (km: string) => `O km na entrega não pode ser menor que ${km}.`,
  notesTooLong: (max: number) => `As observações podem ter no máximo ${max} caracteres.`,
  // What the job page and the link show once delivered.
  heading: "Entrega",
  deliveredOn: (day: string) => `Entregue em ${day}`,
  deliveredAt: (moment: string) => `Entregue em ${moment}`,
  warrantyUntil: (day: string) => `Garantia até ${day}`,
  warrantyEnded: (day: string) => `Garantia encerrada em ${day}`,
  warrantyDays: (days: number) => `${days} dias de garantia a partir da entrega (CDC art. 26).`,
  km: "Km na entrega",
  partsLabel: "Peças substituídas",
  notes: "Observações",
  /** 'Histórico do orçamento'. */
  timeline: (moment: string, details: string) => `Entregue em ${moment}${details ? ` (${details})` : ""}`,
  timelineParts: {
    returned: "peças entregues ao cliente",
    discarded: "peças descartadas pela oficina",
    none: "sem troca de peças",
  },
} as const;

export const warrantyReturn = {
  question: (number: string, deliveredOn: string, until: string) =>
    `Este orçamento é um retorno em garantia do ${number} (entregue em ${deliveredOn}, garantia até ${until})?`,
  yes: "Sim, é retorno em garantia",
  hint: "Marque se o cliente voltou por causa do serviço já feito.",
  of: (number: string) => `Retorno em garantia do ${number}`,
  /** Before the numbers, each a link: "Retornos em garantia: Nº 0050, Nº 0051". */
  returns: "Retornos em garantia: ",
  /** The linked job is not one whose warranty runs for this car (forged, or the warranty ended meanwhile). */
  invalid: "O serviço indicado não está em garantia para este carro.",
} as const;

export const warrantySetting = {
  label: "Garantia dos serviços (dias)",
  hint: "Conta a partir da entrega do carro. Deixe em branco para 90 dias, a garantia legal (CDC art. 26).",
  invalid: "Informe a garantia em dias, de 1 a 3650, ou deixe em branco para 90 dias.",
} as const;

/**
 * The supplier's page (/cotacao/{token}): a parts shop's clerk answering a shop's price request,
 * on a phone, often without JavaScript. Read by the page, its form and the answer route.
 */
export const supplierLink = {
  metaTitle: (shopName: string) => `Cotação de peças — ${shopName}`,
  /** The shop's name when its profile has none yet. */
  shopFallback: "Oficina mecânica",
  heading: "Cotação de peças",
  /** Above the shop's name. */
  from: "Pedido de",
  /** Greets the supplier by the name the shop saved it under. */
  to: (supplierName: string) => `Para: ${supplierName}`,
  talkToShop: "Falar com a oficina",
  /** Read by screen readers after the WhatsApp link: it leaves the page. */
  opensWhatsApp: "(abre o WhatsApp)",
  vehicleLabel: "Veículo",
  engineLabel: "Motor",
  /** `when` is "hoje, 16:00", "amanhã, 16:00" or "28/11/2026, 16:00" (São Paulo time). */
  deadline: (when: string) => `Responder até ${when}`,
  today: (time: string) => `hoje, ${time}`,
  tomorrow: (time: string) => `amanhã, ${time}`,
  onDay: (day: string, time: string) => `${day}, ${time}`,
  partsHeading: "Peças",
  quantity: (quantity: string) => `Quantidade: ${quantity}`,
  wanted: (condition: string) => `Estado pedido: ${condition}`,
  /** The form, one group per part. */
  form: {
    intro: "Informe o preço de cada peça (por unidade). Se não tiver alguma, marque “Não tenho esta peça”.",
    none: "Não tenho esta peça",
    price: "Preço por unidade",
    condition: "Estado",
    brand: "Marca",
    brandHint: "Obrigatória para peça paralela.",
    availability: "Disponibilidade",
    availabilityPlaceholder: "Escolha",
    note: "Observação",
    noteHint: "Opcional. Até 500 caracteres.",
    submit: "Enviar resposta",
    submitChange: "Salvar alterações",
    pending: "Enviando...",
    changeIntro: (when: string) => `Você já respondeu. Pode alterar a resposta até ${when}.`,
    /** A price that may be a slip, asked about before it is sent (lib/suppliers/price-check.ts). */
    priceCheck: {
      aboveLast: "Este preço está muito acima do que a oficina costuma pagar por esta peça. Confira se digitou certo.",
      aboveCeiling: "Este preço por unidade é bem alto. Confira se digitou certo (por exemplo, 118,50 e não 11850).",
      confirm: "O preço está certo, enviar assim",
    },
  },
  /** What the answer route says, back on the page (?aviso=). */
  notices: {
    sent: (when: string) => `Resposta enviada. Você pode alterar até ${when}.`,
    closed: "Esta cotação já está encerrada: a resposta não foi salva.",
    unknownPart: "Resposta recusada: uma das peças não pertence a esta cotação. Recarregue a página e envie de novo.",
    tooMany: "Muitos envios em pouco tempo. Aguarde alguns minutos e tente de novo.",
    failed: "Não foi possível salvar a resposta agora. Tente de novo em instantes.",
    invalid: "Revise os campos destacados: a resposta não foi salva.",
    check: "Confira os preços destacados: a resposta ainda não foi enviada. Corrija ou confirme e envie de novo.",
  },
  closed: {
    heading: "Cotação encerrada",
    since: (when: string) => `O prazo terminou em ${when}. Não é mais possível responder.`,
    yourAnswer: "Sua resposta",
    noAnswer: "Você não respondeu esta cotação.",
  },
  answered: {
    none: "Não tenho",
    unanswered: "Sem resposta",
    perUnit: (price: string) => `${price} por unidade`,
    brand: (brand: string) => `Marca: ${brand}`,
    note: (note: string) => `Obs.: ${note}`,
  },
  /** The answer route's plain-text refusals (no page to return to). */
  forbidden: "Resposta recusada: envie pelo link da cotação.",
  notFound: "Cotação não encontrada.",
  tooLarge: "Resposta grande demais.",
  /** Validation, shown next to the field it is about. */
  validation: {
    priceRequired: "Informe o preço ou marque “Não tenho esta peça”.",
    pricePositive: "O preço deve ser maior que zero.",
    priceTooHigh: (max: string) => `O preço por unidade deve ser de no máximo ${max}.`,
    conditionInvalid: "Escolha o estado: Original, Paralela ou Usada.",
    brandRequired: "Informe a marca da peça paralela.",
    brandTooLong: "A marca deve ter no máximo 60 caracteres.",
    availabilityInvalid: "Escolha a disponibilidade.",
    noteTooLong: "A observação deve ter no máximo 500 caracteres.",
    nothingAnswered: "Informe o preço de ao menos uma peça ou marque “Não tenho esta peça”.",
    tooManyParts: "Resposta com peças demais.",
    partInvalid: "Resposta com uma peça inválida. Recarregue a página e envie de novo.",
  },
  footer: "Cotação enviada com",
};

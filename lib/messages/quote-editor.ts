/** The quote editor's own screen texts (components/quotes/*); its validation messages are in `quotes`. */
export const quoteEditor = {
  formNew: "Novo orçamento",
  formEdit: "Editar orçamento",
  editTitle: (number: string) => `Editar orçamento ${number}`,
  editDescription: (customer: string) => `De ${customer}. Os campos com * são obrigatórios.`,
  backToQuote: "Voltar para o orçamento",
  description: "Descrição *",
  descriptionPlaceholder: "Ex.: barulho na frente ao frear; troca das pastilhas",
  vehicle: "Veículo",
  noVehicle: "Nenhum veículo",
  addVehicle: "Cadastrar veículo",
  addVehicleTitle: "Cadastrar veículo",
  addVehicleDescription: "O veículo fica cadastrado para este cliente e já escolhido neste orçamento.",
  addVehicleSubmit: "Adicionar veículo",
  plate: "Placa *",
  plateHint: "Mercosul (ABC1D23) ou antiga (ABC-1234).",
  make: "Marca",
  model: "Modelo",
  year: "Ano",
  color: "Cor",
  cancel: "Cancelar",
  checkInKm: "Km na entrada",
  itemsTitle: "Itens do orçamento",
  itemsHint: (max: number) => `Serviços, peças e mão de obra, na ordem em que aparecem para o cliente (até ${max}).`,
  noItems: "Nenhum item ainda. Adicione serviços, peças ou mão de obra, ou informe só o valor abaixo.",
  itemsFull: (max: number) => `O orçamento já tem ${max} itens, o máximo.`,
  addCatalogue: "Serviço do catálogo",
  addService: "Serviço avulso",
  addPart: "Peça",
  addLabour: "Mão de obra",
  catalogueTitle: "Escolha um serviço do catálogo",
  catalogueEmpty: "Seu catálogo ainda não tem serviços.",
  catalogueLink: "Cadastrar em Serviços Oferecidos",
  /** "Item 2: Peça" */
  itemLegend: (position: number, kind: string) => `Item ${position}: ${kind}`,
  itemDescription: "Descrição",
  quantity: "Quantidade",
  hours: "Horas",
  // Placeholders read as examples, never as a value filled in (see messages.vehicles.examples).
  quantityExample: "Ex.: 2",
  hoursExample: "Ex.: 1,5",
  percentExample: "Ex.: 10",
  priceExample: "Ex.: 35",
  discountExample: "Ex.: 50",
  costExample: "Ex.: 350",
  unitPrice: "Preço unitário (R$)",
  hourlyRate: "Valor da hora (R$)",
  fixedPrice: "Preço (R$)",
  condition: "Estado da peça",
  pricing: "Cobrança",
  fromCatalogue: "Do catálogo",
  lineTotal: "Total do item",
  /** The item as the buttons name it: its description, or its position while it has none. */
  itemName: (position: number, description: string) => (description.trim() ? `"${description.trim()}"` : `item ${position}`),
  moveUp: (name: string) => `Mover ${name} para cima`,
  moveDown: (name: string) => `Mover ${name} para baixo`,
  remove: (name: string) => `Remover ${name}`,
  totalsTitle: "Totais",
  subtotal: "Subtotal",
  discount: "Desconto",
  discountKind: "Tipo de desconto",
  discountAmount: "Em R$",
  discountPercent: "Em %",
  discountValueAmount: "Desconto (R$)",
  discountValuePercent: "Desconto (%)",
  total: "Total",
  /** A line or amount that does not read as a number yet. */
  notYet: "—",
  /** The rows left out of the totals until their quantity and price read: "Fora do total até ser completado: item 2." */
  uncounted: (positions: number[]) =>
    positions.length === 1
      ? `Fora do total até ser completado: item ${positions[0]}.`
      : `Fora do total até serem completados: itens ${positions.slice(0, -1).join(", ")} e ${positions.at(-1)}.`,
  /** A row's total while its quantity or price does not read. */
  lineUncounted: "Fora do total",
  /** A part saved without a price: it waits for the suppliers' prices ('Cotar com fornecedores'). */
  awaitingPrice: "Aguardando cotação",
  awaitingPriceHint: "Sem preço, a peça é salva aguardando cotação. O orçamento só pode ser enviado quando ela tiver preço.",
  /** Under the totals: the parts not in them yet, so R$ 0,00 is never read as their price. */
  awaitingTotals: (positions: number[]) =>
    positions.length === 1
      ? `O total ainda não inclui a peça do item ${positions[0]}, aguardando cotação. O orçamento só pode ser enviado quando ela tiver preço.`
      : `O total ainda não inclui as peças dos itens ${positions.slice(0, -1).join(", ")} e ${positions.at(-1)}, aguardando cotação. O orçamento só pode ser enviado quando elas tiverem preço.`,
  cost: "Valor (R$)",
  costHint: "Deixe em branco se ainda não tiver o valor.",
  cdcTitle: "Validade, pagamento e garantia",
  cdcHint: "O que o Código de Defesa do Consumidor (art. 40) pede num orçamento.",
  validUntil: "Validade",
  paymentTerms: "Condições de pagamento",
  paymentTermsPlaceholder: "Ex.: PIX, cartão ou dinheiro na entrega",
  estimatedStart: "Previsão de início",
  estimatedCompletion: "Previsão de conclusão",
  observations: "Observações",
  warrantyText: "Garantia",
  /** 'Montar com o assistente': draft lines from a sentence, added to the editor only when the mechanic says so. */
  assistant: {
    open: "Montar com o assistente",
    title: "Montar com o assistente",
    description: "Escreva o que o carro precisa. Os itens vêm do seu catálogo e dos seus orçamentos; nada é salvo sem você.",
    sentence: "O que o carro precisa",
    sentenceHint: "Ex.: troca de óleo 5w30 4 litros, filtro, pastilha dianteira, 1h de mão de obra",
    build: "Montar itens",
    building: "Montando...",
    linesTitle: "Itens sugeridos",
    noLines: "Nenhum item reconhecido. Escreva um item por vírgula ou por linha.",
    add: (count: number) => (count === 1 ? "Adicionar 1 item ao orçamento" : `Adicionar ${count} itens ao orçamento`),
    added: (count: number) =>
      count === 1 ? "1 item adicionado. Confira e salve o orçamento." : `${count} itens adicionados. Confira e salve o orçamento.`,
    /** Under a line: the part of the sentence it came from. */
    typed: (text: string) => `Você escreveu: ${text}`,
    drop: "Remover",
    /** Under a quantity typed with its unit: "Em litros". */
    inUnit: (unit: string) => `Em ${unit}`,
    fromCatalogue: "Do catálogo",
    /** `number` as shown ("Nº 0012"). */
    fromQuote: (number: string) => `Usado no orçamento ${number}`,
    fromHourlyRate: "Valor da hora do seu perfil",
    noPrice: "Sem preço: preencha",
    /** The quantity's unit as typed ("4 litros"). */
    units: { l: "litros", un: "unidades", h: "horas", kit: "kits", jogo: "jogos", par: "pares", m: "metros" },
    error: "Erro ao montar os itens: ",
    sentenceRequired: "Escreva o que o carro precisa, por exemplo: troca de óleo, filtro e 1h de mão de obra.",
    sentenceTooLong: (max: number) => `Escreva até ${max.toLocaleString("pt-BR")} caracteres.`,
  },
  submitCreate: "Salvar orçamento",
  submitEdit: "Salvar Alterações",
  saving: "Salvando...",
} as const;

/** The quote being typed, kept on the phone until saved or discarded (lib/quotes/local-draft.ts). */
export const quoteDraft = {
  today: (time: string) => `de hoje, ${time}`,
  yesterday: (time: string) => `de ontem, ${time}`,
  /** "de 24/11, 18:40" */
  onDay: (day: string, time: string) => `de ${day}, ${time}`,
  /** "Continuar o rascunho de hoje, 14:32?" */
  offer: (when: string) => `Continuar o rascunho ${when}?`,
  offerHint: "O que você digitou ficou guardado neste aparelho.",
  /** An edit's draft typed over a version since replaced (saved in another tab, or on the link's answer). */
  newerSaved: "Atenção: o orçamento foi salvo depois deste rascunho. Continuar troca o que está no formulário pelo rascunho.",
  continue: "Continuar",
  discard: "Descartar",
  label: "Rascunho guardado",
} as const;

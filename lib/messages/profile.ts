import { PRODUCT_NAME } from "./product";

export const logo = {
  uploadError: "Erro ao fazer upload: ",
  removeError: "Erro ao remover logo: ",
  uploaded: "Logo atualizado com sucesso!",
  removed: "Logo removido com sucesso!",
  fileRequired: "Você precisa selecionar uma imagem para fazer upload",
  invalidType: "Apenas imagens são permitidas (jpeg, jpg, png, webp, gif, svg)",
  tooLarge: "O tamanho máximo permitido é 10MB",
  /** An SVG is sanitised as a document: its own, smaller limit (lib/uploads/rules.ts). */
  svgTooLarge: "Um SVG pode ter no máximo 512KB. Envie o logo em PNG ou JPEG, ou um SVG mais simples.",
  /** A shape no logo has (lib/uploads/svg-shape.ts): thousands of elements, deep nesting, entities. */
  svgTooComplex: "Este SVG é complexo demais para um logo. Envie o logo em PNG ou JPEG, ou um SVG mais simples.",
  /** The sanitiser's time limit (lib/uploads/svg.ts). */
  svgTooSlow: "Este SVG demorou demais para ser verificado. Envie o logo em PNG ou JPEG, ou um SVG mais simples.",
  /** Too many SVGs waiting for the sanitiser of this server process (lib/uploads/svg-thread.ts). */
  svgBusy: "Muitos arquivos SVG sendo verificados agora. Tente novamente em instantes.",
  /** Refused from the file's header, before its pixels are decoded (lib/uploads/image.ts). */
  tooManyPixels: "A imagem tem pixels demais (máximo de 40 megapixels). Envie uma foto menor.",
  confirmRemove: "Tem certeza que deseja remover o logo?",
  uploading: "Carregando imagem...",
  tryAgain: "não foi possível salvar a imagem agora. Tente novamente em instantes.",
  nothingToRemove: "sua oficina não tem logo.",
} as const;

export const profile = {
  loadError: "Erro ao carregar perfil: ",
  saveError: "Erro ao salvar perfil: ",
  saved: "Perfil salvo com sucesso!",
  saving: "Salvando...",
  serviceNameRequired: "O nome do serviço é obrigatório",
  /** A service's price the server could not read; `reason` is one of messages.money. */
  servicePriceInvalid: (service: string, reason: string) =>
    `Preço do serviço "${service}": ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
  slugTaken: "este endereço já é usado por outra oficina. Escolha outro.",
  slugTakenField: "Este endereço já é usado por outra oficina. Escolha outro.",
  slugReserved: "este endereço é reservado ao sistema. Escolha outro.",
  slugReservedField: `Este endereço é reservado: ele usa o nome do ${PRODUCT_NAME} ou uma palavra do sistema (como suporte, login ou admin). Escolha outro, por exemplo com o nome da sua oficina.`,
  shopNameIsProduct: `O nome da oficina não pode conter "${PRODUCT_NAME}", que é o nome do sistema.`,
  tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
  stale: "O perfil foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  whatsappLabel: "WhatsApp da oficina",
  whatsappHint: "O número com DDD que o botão 'Falar no WhatsApp' da sua página pública abre.",
  whatsappInvalid: "Informe o WhatsApp com DDD, por exemplo (11) 91234-5678.",
  whatsappTooLong: "O WhatsApp deve ter no máximo 200 caracteres.",
  /** Opening hours, refused per day (`day` is 'Segunda-feira'…). */
  hoursMissing: (day: string) => `${day}: informe o horário de abertura e de fechamento, ou marque o dia como fechado.`,
  hoursImpossible: (day: string, time: string) => `${day}: o horário "${time}" não existe. Use de 00:00 a 23:59.`,
  hoursEndBeforeStart: (day: string, start: string, end: string) =>
    `${day}: o fechamento (${end}) precisa ser depois da abertura (${start}).`,
  hoursOverlap: (day: string) => `${day}: os períodos se sobrepõem. Ajuste para um começar depois que o outro termina.`,
  hoursTooMany: (day: string, max: number) => `${day}: no máximo ${max} períodos por dia.`,
} as const;

/** The profile's 'Horário de Funcionamento' tab. */
export const openingHours = {
  copyToAll: "Copiar para todos os dias",
  /** The button's name for a screen reader: the visible text first, then whose hours. */
  copyToAllLabel: (day: string) => `Copiar para todos os dias o horário de ${day}`,
  copied: (day: string) => `Horário de ${day} copiado para os outros dias. Os dias fechados continuam fechados.`,
} as const;

/** The profile's 'Orçamentos' tab: what every new quote starts from. */
export const profileQuoteDefaults = {
  tab: "Orçamentos",
  title: "Orçamentos",
  description: "O que todo orçamento novo já traz preenchido. Em cada orçamento você ainda pode mudar.",
  hourlyRateLabel: "Valor da hora de mão de obra (R$)",
  hourlyRateHint: "Opcional. A mão de obra cobrada por hora começa com este valor.",
  /** `reason` is one of messages.money. */
  hourlyRateInvalid: (reason: string) => `Valor da hora de mão de obra: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
  paymentTermsLabel: "Condições de pagamento",
  paymentTermsPlaceholder: "PIX, cartão ou dinheiro na entrega",
  paymentTermsHint: "Opcional. Como o cliente pode pagar (CDC, art. 40).",
  warrantyLabel: "Texto de garantia",
  warrantyHint: "Deixe em branco para usar o texto padrão, a garantia legal de 90 dias.",
  warrantyUseDefault: "Usar o texto padrão",
  whatsappTemplateLabel: "Mensagem do WhatsApp",
  whatsappTemplateHint:
    "Deixe em branco para usar a mensagem padrão. {cliente}, {numero}, {oficina}, {total} e {link} são trocados pelos dados do orçamento.",
  whatsappTemplateUseDefault: "Usar a mensagem padrão",
  whatsappTemplateTooLong: (max: number) => `A mensagem do WhatsApp deve ter no máximo ${max} caracteres.`,
  whatsappTemplateUnknown: (names: string[]) =>
    `A mensagem do WhatsApp usa ${names.map((name) => `{${name}}`).join(", ")}, que não ${names.length === 1 ? "existe" : "existem"}. Use só {cliente}, {numero}, {oficina}, {total} e {link}.`,
} as const;

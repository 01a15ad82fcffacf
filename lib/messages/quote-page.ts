import type { NetworkPlace } from "@/lib/client-address/place";

/** The quote's own page (/dashboard/quotes/{id}): what it says, item by item, and its terms. */
export const quotePage = {
  /** `number` as shown ("Nº 0042"). */
  title: (number: string) => `Orçamento ${number}`,
  createdOn: (date: string) => `Criado em ${date}`,
  back: "Voltar para o histórico",
  backToList: "Voltar para orçamentos",
  loadError: "Erro ao carregar orçamento: ",
  edit: "Editar",
  duplicate: "Duplicar",
  delete: "Excluir",
  deleteLabel: "Excluir orçamento",
  deleteTitle: "Excluir orçamento?",
  deleteDescription: "Este orçamento será removido permanentemente do histórico do cliente.",
  customer: "Cliente",
  vehicle: "Veículo",
  noVehicle: "Nenhum veículo informado",
  checkInKm: "Km na entrada",
  date: "Data",
  description: "Descrição",
  value: "Valor",
  notInformed: "Não informado",
  itemsHeading: "Itens",
  itemsLabel: "Itens do orçamento",
  columns: { kind: "Tipo", description: "Descrição", quantity: "Qtd.", unitPrice: "Valor unit.", total: "Total" },
  /** The customer's history table's column, and what a quote without a vehicle shows there. */
  vehicleColumn: "Veículo",
  none: "—",
  fixedPrice: "Preço fechado",
  /** Read before a part's condition badge: "Estado da peça: Paralela". */
  conditionPrefix: "Estado da peça: ",
  totalsHeading: "Totais",
  totals: {
    subtotal: "Subtotal",
    discount: "Desconto",
    /** `percent` as shown ("5", "12,5"). */
    discountPercent: (percent: string) => `Desconto (${percent}%)`,
    total: "Total",
  },
  termsHeading: "Condições do orçamento",
  validUntil: "Validade",
  /** Beside a validity date before the shop's today. */
  expired: "vencido",
  paymentTerms: "Condições de pagamento",
  estimatedStart: "Previsão de início",
  estimatedCompletion: "Previsão de conclusão",
  observations: "Observações",
  warranty: "Garantia",
} as const;

/** The shop's side of the customer's answer on the link: the quote's history, its lock and complement, the validity, the Painel's card. */
/** A network as `origin` and the answer's e-mail say it. */
const networkPlaces: Record<NetworkPlace, string> = {
  local: "na rede local",
  internet: "pela internet",
  unknown: "de uma rede não identificada",
};

export const quoteApproval = {
  timelineHeading: "Histórico do orçamento",
  /** Who at the shop did a step of the history. */
  doneBy: (name: string) => `Por ${name}`,
  timelineLoadError: "Erro ao carregar o histórico do orçamento: ",
  /** `when` as formatDateTime writes it ("24/11/2026 14:32"); `at` as formatDateAtTime ("24/11/2026 às 14:32"). */
  created: (when: string) => `Orçamento criado em ${when}`,
  versionPublished: (number: number, when: string) => `Versão ${number} publicada em ${when}`,
  complementPublished: (number: number, when: string) => `Orçamento complementar (versão ${number}) publicado em ${when}`,
  viewed: (when: string, version: number) => `Visualizado pelo cliente em ${when} (versão ${version})`,
  /** `origin` as `origin` below writes it: "pelo Chrome no Android, na rede local". */
  approved: (name: string, at: string, origin: string, version: number, code: string) =>
    `Aprovado por "${name}" em ${at}, ${origin} (versão ${version}, código ${code})`,
  approvedUnnamed: (at: string, origin: string, version: number, code: string) =>
    `Aprovado em ${at}, ${origin} (versão ${version}, código ${code})`,
  nonOriginalConsent: "O cliente autorizou as peças não originais (paralelas ou usadas) deste orçamento (CDC, art. 21).",
  rejected: (at: string, origin: string, version: number) => `Recusado em ${at}, ${origin} (versão ${version})`,
  /** Follows `rejected` when the customer wrote why. */
  rejectedReason: (reason: string) => `: "${reason}"`,
  /**
   * Where an answer on the link came from, as a person reads it: the device (lib/auth/device-name.ts)
   * and the network (lib/client-address/place.ts). The raw address and browser stay in the record.
   */
  origin: (device: string | null, network: NetworkPlace) =>
    `${device ? `pelo ${device}` : "por um navegador não identificado"}, ${networkPlaces[network]}`,
  /** The lock (CDC art. 40 §2): an approved quote changes only through a complement. */
  locked: (version: number) => `Aprovado pelo cliente na versão ${version}: para mudar, faça um orçamento complementar.`,
  lockedDetail:
    "Depois de aprovado, o orçamento obriga a oficina e o cliente (CDC, art. 40). O complementar lista o que mudou, e o cliente o aprova separadamente pelo mesmo link.",
  complement: "Orçamento complementar",
  complementPending: "Abrindo...",
  complementOpened: "Orçamento complementar aberto. Faça as alterações e salve; o cliente aprova pelo mesmo link.",
  complementError: "Erro ao abrir orçamento complementar: ",
  /** openQuoteComplement refused a quote of the shop's: never approved, or a complement already open. */
  complementUnavailable: "este orçamento não está aprovado ou já tem um orçamento complementar aberto. Recarregue a página.",
  amending: (version: number) =>
    `Você está editando um orçamento complementar à versão ${version}, aprovada pelo cliente. Ao salvar, o cliente vê pelo link o que mudou e precisa aprová-lo separadamente.`,
  amendingNote: "Orçamento complementar em edição: o cliente precisa aprovar as mudanças pelo link.",
  editLockedTitle: "Este orçamento não pode ser editado",
  /** updateQuoteAction's reason after its prefix ('Erro ao atualizar orçamento: '). */
  lockedReason:
    "o cliente já aprovou este orçamento, que não pode mais ser alterado. Para mudar, faça um orçamento complementar na página do orçamento.",
  /** 'Prorrogar validade' (CDC art. 40 §1: 10 days). */
  expired: (day: string) => `A validade deste orçamento venceu em ${day}: o cliente não consegue mais aprová-lo pelo link.`,
  extend: "Prorrogar validade",
  extendPending: "Prorrogando...",
  extendDetail: (day: string) => `A nova validade será ${day} (10 dias a partir de hoje).`,
  extended: (day: string) => `Validade prorrogada até ${day}. O link do cliente já mostra a nova versão.`,
  extendError: "Erro ao prorrogar validade: ",
  /** Only a validity that has passed is extended (a later one is never shortened). */
  notExpiredReason: "a validade deste orçamento ainda não venceu. Para mudá-la, edite o orçamento.",
  /** The Painel's card and the list's badge. */
  unseenHeading: "Respostas de clientes",
  unseenDescription: "Orçamentos que o cliente aprovou ou recusou pelo link e você ainda não abriu.",
  unseenEmpty: "Nenhuma resposta nova de clientes.",
  unseenLoadError: "Erro ao carregar respostas de clientes: ",
  unseenMore: (count: number) => (count === 1 ? "E mais 1 resposta nova." : `E mais ${count} respostas novas.`),
  answerApproved: "Aprovado",
  answerRejected: "Recusado",
  /** Read by screen readers before the row's number ("Nova resposta: Nº 0042"). */
  newAnswer: "Nova resposta",
  answeredAt: (when: string) => `em ${when}`,
} as const;

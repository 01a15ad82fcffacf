/** The job's stages: the moves on the quote/job page, the in-person approval, 'Carro pronto', 'Na oficina'. */
export const jobStages = {
  /** The one button for the next step, by the stage it moves to. */
  start: "Iniciar serviço",
  ready: "Carro pronto",
  back: "Voltar etapa",
  cancel: "Cancelar",
  pending: "Salvando...",
  moveError: "Erro ao mudar a etapa: ",
  /** `label` is the stage's one word (lib/quote-status.ts). */
  moved: (label: string) => `Etapa alterada para ${label}.`,
  canceled: "Serviço cancelado. O histórico e a resposta do cliente continuam guardados.",
  /** Another tap, another tab: the quote is no longer where the page showed it. */
  stale: (label: string) =>
    `O orçamento já mudou de etapa (agora: ${label}). Recarregue a página para ver a etapa atual; nada foi alterado.`,
  notAllowed: "essa mudança de etapa não é permitida. O serviço avança uma etapa por vez, e 'Aprovado' só vem da resposta do cliente.",
  stageInvalid: "etapa desconhecida.",
  reasonLabel: "Motivo",
  reasonHint: "Fica no 'Histórico do orçamento'.",
  reasonRequired: "Diga o motivo.",
  reasonTooLong: (max: number) => `O motivo deve ter no máximo ${max} caracteres.`,
  keep: "Voltar",
  startTitle: "Iniciar o serviço?",
  startDescription: "A etapa passa de Aprovado para Em andamento.",
  readyTitle: "O carro está pronto?",
  readyDescription: "A etapa passa para Pronto para retirada e o cliente pode ser avisado pelo WhatsApp (e por e-mail, se tiver).",
  backTitle: (label: string) => `Voltar para ${label}?`,
  backDescription: "Diga por que a etapa volta: fica registrado no histórico do orçamento.",
  cancelTitle: "Cancelar este serviço?",
  cancelDescription:
    "A etapa passa a ser Cancelado. Nada é excluído: o orçamento, o histórico e a resposta do cliente ficam guardados (Código de Defesa do Consumidor, art. 27).",
  cancelConfirm: "Cancelar serviço",
  confirm: "Confirmar",
  /** After 'Carro pronto': the shop taps to open WhatsApp (wa.me cannot send by itself). */
  notifyWhatsApp: "Avisar no WhatsApp",
  notifyNoPhone: "O cliente não tem telefone cadastrado: avise-o de outra forma.",
  readyEmailed: (email: string) => `E-mail enviado para ${email}.`,
  readyEmailFailed: "O e-mail de carro pronto não foi enviado: ",
  close: "Agora não",
  /** The quote's header: which stage it is in. */
  stageLabel: "Etapa",
} as const;

/** 'Aprovação presencial': the shop records that the customer approved in person. */
export const inPersonApproval = {
  open: "Aprovação presencial",
  title: "Registrar aprovação presencial",
  description:
    "O cliente aprovou este orçamento pessoalmente, na oficina ou por telefone. Fica registrado como aprovação presencial, com quem aprovou e quem registrou; o orçamento fica travado como numa aprovação pelo link.",
  customerNameLabel: "Nome de quem aprovou",
  customerNameRequired: "Digite o nome de quem aprovou.",
  takenByLabel: "Registrado por (na oficina)",
  takenByRequired: "Digite quem registrou a aprovação.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  partsConsent: "O cliente autorizou as peças não originais deste orçamento.",
  partsConsentRequired: "O orçamento tem peças não originais: confirme que o cliente as autorizou.",
  confirm: "Registrar aprovação",
  keep: "Voltar",
  pending: "Registrando...",
  recorded: "Aprovação presencial registrada.",
  error: "Erro ao registrar a aprovação: ",
  notPending: "o orçamento não está aguardando aprovação (recarregue a página).",
  expired: "a validade do orçamento passou: prorrogue-a antes de registrar a aprovação.",
  noItems: "o orçamento ainda não tem itens. Adicione os serviços e as peças antes de registrar a aprovação.",
  /** The receipt's line (link, PDF, e-mail) of an approval recorded in person. */
  receiptLabel: "Aprovação presencial",
  /** The timeline and the link. */
  approvedBy: (name: string, takenBy: string, when: string, version: number, code: string) =>
    `Aprovado presencialmente por ${name}, registrado por ${takenBy} em ${when} (versão ${version}, código ${code})`,
} as const;

/** 'Histórico do orçamento': a stage change. */
export const stageHistory = {
  /** `when` as formatDateTime writes it. */
  changed: (from: string, to: string, when: string) => `Etapa: ${from} → ${to} em ${when}`,
  reason: (reason: string) => `Motivo: ${reason}`,
} as const;

/** The Painel's 'Na oficina'. */
export const inShop = {
  heading: "Na oficina",
  empty: "Nenhum carro na oficina agora.",
  awaiting: "Aguardando aprovação",
  description: "Os carros na oficina por etapa, há mais tempo primeiro.",
  since: (when: string) => `desde ${when}`,
  today: "hoje",
  daysAgo: (days: number) => (days === 1 ? "há 1 dia" : `há ${days} dias`),
  more: (count: number) => `e mais ${count}`,
  /** `label` is the group's name ('Em andamento'). */
  groupCount: (label: string, count: number) => `${label}: ${count}`,
  noPlate: "Sem placa",
  loadError: "Erro ao carregar os carros na oficina: ",
} as const;

/** The customer's link: the job's stage. */
export const publicStage = {
  readyBanner: "Pronto para retirada",
  readyText: "Seu carro está pronto. Combine a retirada com a oficina.",
  stage: "Etapa",
} as const;

/** 'Carro pronto' template in the profile. */
export const readyTemplate = {
  label: "Mensagem de carro pronto",
  hint: "Enviada pelo WhatsApp quando você toca em 'Carro pronto'. Use {cliente}, {veiculo}, {total}, {link} e {pix} (o PIX copia e cola do que falta pagar; sem {pix}, ele vai no fim da mensagem quando há chave PIX).",
  useDefault: "Usar a mensagem padrão",
  tooLong: (max: number) => `A mensagem de carro pronto deve ter no máximo ${max} caracteres.`,
  unknown: (names: string[]) =>
    `A mensagem de carro pronto usa ${names.map((name) => `{${name}}`).join(", ")}, que não ${names.length === 1 ? "existe" : "existem"}. Use só {cliente}, {veiculo}, {total}, {link} e {pix}.`,
  emailSubject: (shop: string) => `Seu carro está pronto - ${shop}`,
} as const;

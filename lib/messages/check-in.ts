import { CHECK_IN_PHOTO_LIMIT, JOB_PHOTO_UPLOADS_PER_HOUR, PART_PHOTO_LIMIT } from "../jobs/photo-limits";

/**
 * 'Entrada do veículo' (the check-in), its photos, 'Prova da troca' (part photos) and the
 * customer's acknowledgement: the shop's screens, the customer's link and the timeline.
 */
export const checkIn = {
  heading: "Entrada do veículo",
  start: "Entrada do veículo",
  startFromPanel: "Entrada do veículo",
  startFromPanelHint: "Carro chegou sem orçamento? Registre a entrada pela placa.",
  /** /dashboard/quotes/new?entrada=1 */
  startTitle: "Entrada do veículo",
  startDescription: "Digite a placa do carro ou o nome do cliente. Depois do cadastro, a entrada abre em seguida.",
  startForCar: (plate: string) => `Registrar entrada de ${plate}`,
  noCar: "Sem carro cadastrado: cadastre o carro abaixo.",
  /** The quote made for a car that arrived without one. */
  quoteDescription: "Entrada do veículo",
  none: "Nenhuma entrada registrada ainda.",
  record: "Registrar entrada",
  edit: "Editar entrada",
  formTitle: "Entrada do veículo",
  formDescription: "Km, combustível, relato do cliente, estado do carro e fotos. Pode ser editada até o cliente conferir.",
  km: "Km atual",
  kmHint: (current: string | null) => (current ? `Último km do veículo: ${current}.` : "Digite o km do painel."),
  fuel: "Nível de combustível",
  fuelEmpty: "Vazio",
  fuelFull: "Cheio",
  fuelNotSet: "Não informado",
  complaint: "Relato do cliente",
  complaintHint: "O problema nas palavras do cliente.",
  checklistHeading: "Estado do carro e o que ficou nele",
  checklistItems: {
    estepe: "Estepe",
    macaco: "Macaco",
    triangulo: "Triângulo",
    documento: "Documento",
    objetos_pessoais: "Objetos pessoais",
    riscos: "Riscos",
    amassados: "Amassados",
    vidros_quebrados: "Vidros quebrados",
    luzes_advertencia: "Luzes de advertência",
  },
  stateOk: "OK",
  stateProblem: "Problema",
  itemNote: (item: string) => `Observação sobre ${item.toLowerCase()}`,
  notes: "Observações",
  save: "Salvar entrada",
  saving: "Salvando...",
  saved: "Entrada do veículo salva.",
  saveError: "Erro ao salvar a entrada do veículo: ",
  notFoundReason: "orçamento não encontrado.",
  stale: "A entrada foi alterada em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  lockedReason: "o cliente já conferiu esta entrada; ela não pode mais ser alterada.",
  kmInvalid: "Digite o km só com números, até 9.999.999.",
  kmBack: (current: string) => `O km não pode ser menor que o último registrado para o veículo (${current}).`,
  fuelInvalid: "Escolha o nível de combustível entre vazio e cheio.",
  textTooLong: "Texto muito longo (máximo de 2.000 caracteres).",
  noteTooLong: "Observação muito longa (máximo de 300 caracteres).",
  checklistInvalid: "Item da lista de verificação inválido.",
  backToQuote: "Voltar ao orçamento",
  /**
   * The WhatsApp message of a quote with no items yet and a check-in (lib/quotes/send-message.ts):
   * the customer's link then shows only the check-in. `vehicle` as vehicleName writes it, or the word below.
   */
  whatsAppText: (vehicle: string, link: string) => `Confira a entrada do seu ${vehicle}: ${link}`,
  whatsAppVehicle: "veículo",
  // The view on the job page and the link.
  notInformed: "Não informado",
  locked: "Conferida pelo cliente: não pode mais ser alterada.",
  acknowledged: (name: string, at: string, channel: "link" | "in_person", takenBy: string | null) =>
    channel === "link" ? `Conferida por ${name} pelo link em ${at}.` : `Conferida por ${name} na oficina em ${at}, com ${takenBy}.`,
  code: (code: string) => `Código da conferência: ${code}`,
  // In person ('Cliente conferiu aqui').
  inPerson: "Cliente conferiu aqui",
  inPersonTitle: "O cliente conferiu a entrada na oficina",
  inPersonDescription: "Mostre a entrada ao cliente no celular. Depois da confirmação ela não pode mais ser alterada.",
  inPersonName: "Nome do cliente *",
  inPersonTakenBy: "Quem da oficina acompanhou *",
  inPersonConfirm: "Registrar conferência",
  inPersonSaving: "Registrando...",
  acknowledgedNow: "Conferência da entrada registrada.",
  ackError: "Erro ao registrar a conferência: ",
  ackStale: "A entrada mudou desde que a página foi aberta. Confira a versão atual e confirme de novo.",
  ackAlready: "esta entrada já foi conferida.",
  ackNothing: "registre a entrada antes da conferência.",
  nameRequired: "Digite o nome do cliente.",
  takenByRequired: "Digite quem da oficina acompanhou.",
  nameTooLong: "Nome muito longo (máximo de 120 caracteres).",
  // Photos.
  photosHeading: "Fotos",
  addPhotos: "Tirar ou escolher fotos",
  photoAlt: (n: number) => `Foto ${n} da entrada`,
  partPhotoAlt: (part: string, n: number) => `Foto ${n} de ${part}`,
  uploading: (name: string, percent: number) => `Enviando ${name}: ${percent}%`,
  uploadQueue: (done: number, total: number) => `${done} de ${total} fotos enviadas`,
  uploaded: "Foto enviada.",
  uploadFailed: (name: string, reason: string) => `${name}: ${reason}`,
  deletePhoto: "Excluir foto",
  deletePhotoTitle: "Excluir esta foto?",
  deletePhotoDescription: "A foto sai da entrada do veículo. Esta ação não pode ser desfeita.",
  photoDeleted: "Foto excluída.",
  photoDeleteError: "Erro ao excluir a foto: ",
  photoNotFound: "foto não encontrada.",
  // The upload route's refusals (pt-BR, shown under the uploader).
  upload: {
    notAuthenticated: "Sua sessão expirou. Entre de novo para enviar fotos.",
    forbidden: "Envio recusado: abra a página do orçamento e tente de novo.",
    notFound: "Orçamento não encontrado.",
    tooBig: "A foto passa de 10 MB. Tire outra foto ou escolha uma menor.",
    notImage: "O arquivo não é uma imagem (JPEG, PNG, WebP ou GIF).",
    pixels: "A imagem tem pixels demais (mais de 40 megapixels).",
    locked: "O cliente já conferiu a entrada: não dá para mudar as fotos.",
    noPart: "Essa peça não está no orçamento aprovado.",
    notApproved: "As fotos da troca são para peças de um orçamento aprovado.",
    failed: "Não foi possível salvar a foto. Tente de novo.",
    empty: "Nenhum arquivo recebido.",
    checkInFull: `A entrada do veículo já tem ${CHECK_IN_PHOTO_LIMIT} fotos, o máximo. Exclua uma para enviar outra.`,
    partFull: `Esta peça já tem ${PART_PHOTO_LIMIT} fotos da troca, o máximo. Exclua uma para enviar outra.`,
    storageFull: "O espaço para fotos do seu plano acabou (veja o uso em Planos). Exclua fotos que não precisa mais para enviar novas.",
    rateLimited: `Muitas fotos em pouco tempo: o limite é ${JOB_PHOTO_UPLOADS_PER_HOUR} por hora. Espere alguns minutos e envie de novo.`,
    notSent: "Não enviada: ",
  },
  // 'Prova da troca'.
  partsHeading: "Prova da troca",
  partsDescription: "Fotos da peça velha e da caixa ou etiqueta da peça nova, para o cliente ver no link.",
  partPhotos: (part: string) => `Fotos de ${part}`,
  addPartPhotos: (part: string) => `Adicionar fotos de ${part}`,
  // Timeline.
  timelineRecorded: (at: string) => `Entrada do veículo registrada em ${at}.`,
  /** `origin` as messages.quoteApproval.origin writes it: "pelo Chrome no Android, na rede local". */
  timelineAcknowledged: (name: string, at: string, origin: string, code: string) =>
    `Entrada do veículo conferida por ${name} em ${at}, ${origin} (código ${code}).`,
  timelineAcknowledgedInPerson: (name: string, at: string, takenBy: string, code: string) =>
    `Entrada do veículo conferida por ${name} na oficina em ${at}, com ${takenBy} (código ${code}).`,
} as const;

/** The customer's side, on the quote link. */
export const checkInLink = {
  heading: "Confira a entrada do seu veículo",
  description: "Veja como o carro chegou à oficina. Se estiver tudo certo, digite seu nome e confirme.",
  name: "Seu nome *",
  confirm: "Confirmo a entrada do veículo",
  done: (name: string, at: string) => `Você conferiu a entrada em ${at}, como ${name}.`,
  notices: {
    acknowledged: "Obrigado! A conferência da entrada foi registrada.",
    stale: "A entrada do veículo mudou desde que você abriu a página. Confira a versão abaixo e confirme de novo.",
    nameRequired: "Digite seu nome para confirmar.",
    already: "Esta entrada já tinha sido conferida.",
    failed: "Não foi possível registrar agora. Tente de novo em instantes.",
  },
  forbidden: "Envio recusado: abra o link do orçamento e tente de novo.",
  partPhotos: "Fotos da troca",
} as const;

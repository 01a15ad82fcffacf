/**
 * The service invoice on the job: 'Emitir NFS-e', its state, the government's refusals in what the
 * shop must fix, the cancellation, and the portal's copy for a shop without a certificate.
 */
import type { NfseStatus } from "../enums";

const statuses: Record<NfseStatus, string> = {
  sending: "Enviando…",
  issued: "Emitida",
  rejected: "Recusada",
  cancelling: "Cancelando…",
  cancelled: "Cancelada",
  recorded: "Emitida no portal",
};

/**
 * The national system's codes a shop meets, said as what to fix (the manual's annex of rules; the
 * codes in lib/nfse/dps-rules.ts). Anything else shows the system's own text after `unknownCode`.
 */
const rejections: Record<string, string> = {
  E0014: "Esta DPS (série e número) já gerou uma nota. Confira o próximo número da DPS em Perfil › Nota fiscal.",
  E0235: "Para cliente com CNPJ, o endereço completo do cliente é obrigatório.",
  E0310: "O código do serviço não existe na lista nacional. Confira o código em Perfil › Nota fiscal com o seu contador.",
  E0436: "MEI não pode informar dedução na nota.",
  E0441: "Empresa do Simples Nacional não informa dedução na nota.",
  E0595: "A alíquota do ISS não pode passar de 5%.",
  E0600: "MEI não informa alíquota do ISS: deixe a alíquota em branco em Perfil › Nota fiscal.",
  E0604: "Este regime não informa alíquota do ISS: deixe a alíquota em branco em Perfil › Nota fiscal.",
  E0617:
    "A alíquota do ISS não deve ser enviada para a sua cidade: deixe-a em branco em Perfil › Nota fiscal (confirme com o seu contador).",
  E0712: "Empresa do Simples Nacional informa o percentual aproximado de tributos em Perfil › Nota fiscal.",
  CERTIFICATE:
    "O certificado digital não pôde ser usado (vencido, removido ou trocado). Envie o certificado de novo em Perfil › Nota fiscal.",
  XSD: "A nota não passou na validação do leiaute nacional e não foi enviada. Avise o suporte.",
};

export const nfse = {
  heading: "Nota fiscal (NFS-e)",
  statuses,
  rejections,
  unknownCode: (code: string, text: string) => (code ? `${code}: ${text}` : text),
  issue: "Emitir NFS-e",
  issuing: "Enviando…",
  /** Why 'Emitir NFS-e' is not offered yet. */
  notYet: "A NFS-e é emitida depois da entrega do carro ou do pagamento completo.",
  amending: "Há um orçamento complementar em aberto: conclua a aprovação antes de emitir a nota.",
  noSettings: "Cadastre os dados fiscais da oficina para emitir a NFS-e.",
  noSettingsAskOwner: "O dono da oficina precisa cadastrar os dados fiscais para emitir a NFS-e.",
  openSettings: "Abrir dados fiscais",
  noCnpj: "A NFS-e pede o CNPJ da oficina: cadastre-o em Perfil › Dados e PIX.",
  restricted: "Ambiente de testes (produção restrita): a nota não tem valor fiscal.",
  sendingDetail: "O sistema nacional está processando a nota. Esta página se atualiza sozinha.",
  stillSending: "Sem resposta do sistema nacional ainda. A oficina tenta de novo sozinha; você também pode verificar agora.",
  checkNow: "Verificar agora",
  checking: "Verificando…",
  checkQueued: "Verificação pedida.",
  issuedLine: (number: string | null, date: string) => `NFS-e${number ? ` nº ${number}` : ""} emitida em ${date}`,
  recordedLine: (number: string) => `NFS-e nº ${number} emitida no portal nacional`,
  accessKey: "Chave de acesso",
  rejectedLine: "O sistema nacional recusou a nota. Nada foi emitido.",
  fixAndRetry: "Corrija e emita de novo",
  cancelledLine: (date: string) => `NFS-e cancelada em ${date}`,
  cancelRefused: "O cancelamento foi recusado; a nota continua emitida:",

  // The page 'Emitir NFS-e'
  pageTitle: (number: string) => `Emitir NFS-e da OS Nº ${number}`,
  pageDescription: "A nota do serviço, pelo sistema nacional da NFS-e, com o certificado da oficina.",
  back: "Voltar ao serviço",
  customerLegend: "Cliente (tomador do serviço)",
  documentLabel: "CPF ou CNPJ do cliente",
  documentInvalid: "Digite um CPF ou CNPJ válido.",
  documentRequired: "Digite o CPF ou CNPJ do cliente.",
  addressLegend: "Endereço do cliente",
  addressHintCompany: "Obrigatório para cliente com CNPJ.",
  addressHintPerson: "Opcional para cliente com CPF; se preencher, preencha tudo.",
  addressIncomplete: "Preencha CEP, rua, número, bairro e cidade, ou deixe o endereço em branco.",
  addressRequired: "Para cliente com CNPJ, preencha CEP, rua, número, bairro e cidade.",
  postalCodeLabel: "CEP",
  postalCodeInvalid: "Digite um CEP válido, como 01310-100.",
  streetLabel: "Rua",
  numberLabel: "Número",
  complementLabel: "Complemento (opcional)",
  districtLabel: "Bairro",
  cityLabel: "Cidade",
  tooLong: (label: string, max: number) => `${label} pode ter até ${max} caracteres.`,
  servicesLegend: "Serviços da nota",
  partsLeftOut: "Peças não entram na NFS-e (são mercadoria, com ICMS): ficam de fora do valor.",
  partsInDescription: "Peças não entram no valor da NFS-e (ICMS); elas vão listadas na descrição, como o contador escolheu.",
  discountLine: "Desconto (parte do serviço)",
  totalLine: "Valor da nota",
  descriptionLabel: "Descrição do serviço na nota",
  descriptionTooLong: "A descrição pode ter até 2.000 caracteres.",
  descriptionRequired: "Escreva a descrição do serviço.",
  noLabour: "Este serviço não tem itens de serviço ou mão de obra: não há o que declarar na NFS-e.",
  submitHint: "A nota é enviada ao sistema nacional; o resultado aparece no serviço em instantes.",
  queued: "NFS-e enviada para emissão.",
  error: "Erro ao emitir a NFS-e: ",
  alreadyHasNote: "Este serviço já tem uma NFS-e.",
  notEligible: "Este serviço ainda não pode ter NFS-e: entregue o carro ou registre o pagamento completo.",
  rulesRefused: "A nota não pode ser emitida assim: ",
  certificateProblem: "O certificado digital da oficina não pôde ser aberto: envie-o de novo em Perfil › Nota fiscal.",
  certificateExpired: "O certificado digital da oficina venceu: envie o novo em Perfil › Nota fiscal.",

  // Cancelling
  cancel: "Cancelar NFS-e",
  cancelTitle: "Cancelar NFS-e",
  cancelDescription:
    "O cancelamento é enviado ao sistema nacional. O prazo é o da sua cidade: se já passou, o sistema recusa e a nota continua valendo.",
  cancelReasonLegend: "Motivo",
  cancelReasons: { "1": "Erro na emissão", "2": "Serviço não prestado", "9": "Outros" } as Record<"1" | "2" | "9", string>,
  cancelExplanationLabel: "Explique o motivo (de 15 a 255 caracteres)",
  cancelExplanationShort: "Explique o motivo com pelo menos 15 caracteres.",
  cancelExplanationLong: "O motivo pode ter até 255 caracteres.",
  cancelReasonRequired: "Escolha o motivo do cancelamento.",
  cancelSubmit: "Enviar cancelamento",
  cancelling: "Enviando…",
  cancelQueued: "Cancelamento enviado ao sistema nacional.",
  cancelError: "Erro ao cancelar a NFS-e: ",
  cancelNotIssued: "Só uma NFS-e emitida pode ser cancelada.",
  keep: "Voltar",

  // The portal, for a shop without a certificate
  portalHeading: "Emitir no portal nacional",
  portalIntro:
    "Sem certificado digital cadastrado, emita a nota no Emissor Nacional (www.nfse.gov.br) com os dados abaixo e registre aqui o número da nota.",
  portalLink: "Abrir o Emissor Nacional",
  copy: "Copiar",
  copied: "Copiado.",
  copyFailed: "Não foi possível copiar: selecione o texto e copie.",
  copyField: (label: string) => `Copiar ${label.toLowerCase()}`,
  portalFields: {
    customerDocument: "CPF/CNPJ do tomador",
    customerName: "Nome do tomador",
    customerAddress: "Endereço do tomador",
    serviceCode: "Código de tributação nacional",
    description: "Descrição do serviço",
    amount: "Valor do serviço",
    discount: "Desconto incondicionado",
    competence: "Data de competência",
  },
  recordLegend: "Já emiti no portal",
  recordNumberLabel: "Número da NFS-e",
  recordNumberInvalid: "Digite o número da nota (só números, até 15 dígitos).",
  recordKeyLabel: "Chave de acesso (opcional, 50 números)",
  recordKeyInvalid: "A chave de acesso tem 50 números.",
  recordSubmit: "Registrar NFS-e",
  recording: "Registrando…",
  recorded: "NFS-e registrada no serviço.",
  recordError: "Erro ao registrar a NFS-e: ",
};

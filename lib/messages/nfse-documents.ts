/**
 * What the shop and its customer read of an issued NFS-e: the DANFSe (our PDF of the note), its
 * downloads, the 'Nota fiscal' section of the customer's link, the line on the 'Recibo' and the
 * note's history on the job's page.
 */
export const nfseDocuments = {
  // The DANFSe (lib/nfse/danfse/).
  title: "DANFSe — Documento Auxiliar da NFS-e",
  number: "Número da NFS-e",
  accessKey: "Chave de acesso",
  issuedAt: "Data e hora da emissão",
  competence: "Competência",
  cityOfIssue: "Local de emissão",
  dps: (series: string, number: string) => `DPS série ${series} nº ${number}`,
  provider: "Prestador do serviço",
  taker: "Tomador do serviço",
  name: "Nome",
  taxId: (kind: "CPF" | "CNPJ") => kind,
  municipalRegistration: "Inscrição municipal",
  address: "Endereço",
  service: "Serviço prestado",
  serviceCode: "Código do serviço",
  description: "Descrição",
  values: "Valores",
  servicesTotal: "Valor do serviço",
  discount: "Desconto incondicionado",
  netTotal: "Valor líquido",
  issRate: "Alíquota do ISS",
  issRateNotSent: "Não informada",
  issWithheld: "ISS retido pelo tomador",
  yes: "Sim",
  no: "Não",
  qrCaption: "Consulte a autenticidade desta NFS-e lendo o código QR ou pela chave de acesso no portal nacional da NFS-e (nfse.gov.br).",
  cancelledStamp: "NFS-e CANCELADA",
  cancelledOn: (day: string) => `Cancelada em ${day}`,
  restricted: "Emitida em produção restrita — sem valor fiscal",
  footer: "Representação simplificada da NFS-e. O documento fiscal é o XML da nota, no Ambiente de Dados Nacional.",

  // The routes' answers.
  notFound: "Nota fiscal não encontrada.",
  renderFailed: "Não foi possível gerar a nota fiscal em PDF. Tente novamente.",
  pdfFileName: (number: string) => `DANFSe-${number}.pdf`,
  xmlFileName: (number: string) => `NFS-e-${number}.xml`,

  // The two links (the job's page and the customer's link): the e2e tests find them by these names.
  downloadPdf: "Baixar nota fiscal (PDF)",
  downloadXml: "Baixar XML",

  // The customer's link.
  linkHeading: "Nota fiscal",
  linkIssued: (number: string, day: string) => `NFS-e nº ${number} emitida em ${day}`,
  linkIssuedUndated: (number: string) => `NFS-e nº ${number} emitida`,
  linkCancelled: (number: string) => `NFS-e nº ${number} cancelada`,
  linkRecorded: (number: string) => `NFS-e nº ${number} emitida pela oficina no portal da NFS-e`,
  linkAccessKey: "Chave de acesso:",
  linkRestricted: "Nota de teste, sem valor fiscal.",

  // The 'Recibo'.
  receiptLine: (number: string, key: string) => `NFS-e nº ${number} — chave de acesso ${key}`,

  // The job's history (lib/quotes/timeline.ts).
  timeline: {
    requested: (at: string) => `NFS-e solicitada em ${at}`,
    sent: (at: string) => `NFS-e enviada ao sistema nacional em ${at}`,
    issued: (number: string, key: string, at: string) => `NFS-e emitida nº ${number} (chave ${key}) em ${at}`,
    rejected: (codes: string, at: string) => `NFS-e recusada: ${codes} em ${at}`,
    unknown: (at: string) => `NFS-e sem resposta do sistema nacional em ${at}: a situação será consultada`,
    found: (at: string) => `NFS-e encontrada na consulta em ${at}`,
    cancelRequested: (at: string) => `Cancelamento da NFS-e solicitado em ${at}`,
    cancelled: (at: string) => `NFS-e cancelada em ${at}`,
    cancelRejected: (codes: string, at: string) => `Cancelamento da NFS-e recusado: ${codes} em ${at}`,
    recorded: (number: string, at: string) => `NFS-e emitida no portal registrada nº ${number} em ${at}`,
  },
};

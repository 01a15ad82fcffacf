/** The quote's PDF (lib/quote-pdf) and its download, GET /dashboard/quotes/{id}/pdf. */
export const quotePdf = {
  /** `number` as shown ("Nº 0042"). */
  title: (number: string) => `Orçamento ${number}`,
  owner: "Responsável",
  whatsapp: "WhatsApp",
  date: "Data",
  validUntil: "Validade",
  customer: "Cliente",
  phone: "Telefone",
  vehicle: "Veículo",
  plate: "Placa",
  checkInKm: "Km na entrada",
  description: "Descrição do serviço",
  value: "Valor",
  itemsHeading: "Itens do orçamento",
  columns: { kind: "Tipo", description: "Descrição", condition: "Estado", quantity: "Qtd.", unitPrice: "Valor unit.", total: "Total" },
  termsHeading: "Condições do orçamento",
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  notFound: "Orçamento não encontrado.",
  renderFailed: "Erro ao gerar o PDF do orçamento. Tente novamente em instantes.",
  /** 429: this address drew too many PDFs (QUOTE_PDF_RENDERS); a PDF already drawn still opens. */
  tooManyRenders: "Muitos PDFs gerados a partir desta conexão. Aguarde alguns minutos e tente novamente.",
  /** 503: every render slot of the server is taken (lib/quote-pdf/render-slots.ts). */
  busy: "O servidor está gerando outros PDFs agora. Tente novamente em alguns segundos.",
  /** The receipt of the answer to the version the PDF shows, and every answer the quote received. */
  receipt: {
    approved: "Comprovante de aprovação",
    refused: "Comprovante de recusa",
  },
  historyHeading: "Histórico de aprovações",
  historyColumns: { version: "Versão", answer: "Resposta", name: "Nome", when: "Data e hora", code: "Código" },
  answers: { approved: "Aprovado", rejected: "Recusado" },
} as const;

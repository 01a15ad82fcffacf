/** The quote's PDF once it is the job's document (lib/quote-pdf/job.tsx): 'Ordem de Serviço'. */
export const jobDocument = {
  /** `number` as shown ("Nº 0042"). */
  title: (number: string) => `Ordem de Serviço ${number}`,
  stage: "Etapa",
  stageSince: (stage: string, day: string) => `${stage} desde ${day}`,
  checkInHeading: "Entrada do veículo",
  km: "Km na entrada",
  recordedBy: "Entrada feita por",
  fuel: "Combustível",
  /** Eighths of the tank, as the fuel gauge's marks are read. */
  fuelEighths: (eighths: number) => `${eighths}/8`,
  complaint: "Relato do cliente",
  problems: "Avarias e observações",
  notes: "Observações",
  photos: "Fotos da entrada",
  /** The checklist's items by their ids (lib/jobs/checklist.ts); an unknown id is printed as it is. */
  problem: (item: string, note: string | undefined) => (note ? `${item}: ${note}` : item),
  acknowledgement: "Conferido pelo cliente",
  acknowledgedBy: (name: string, at: string, how: string) => `${name}, em ${at}, ${how}`,
  channels: { link: "pelo link do orçamento", in_person: "presencialmente" },
  takenBy: (name: string) => `recebido por ${name}`,
  code: "Código",
  notAcknowledged: "Ainda não conferida pelo cliente.",
  partPhotos: "Prova da troca",
  deliveryHeading: "Entrega",
  deliveredAt: "Entregue em",
  deliveryKm: "Km na entrega",
  replacedParts: "Peças substituídas",
  replacedPartsOutcomes: {
    returned: "entregues ao cliente",
    discarded: "descartadas pela oficina",
    none: "nenhuma peça substituída",
  },
  warrantyUntil: (day: string) => `Garantia até ${day}`,
  warrantyTerm: (days: number) => `${days} dias a partir da entrega (CDC art. 26)`,
  /** The approval's line in 'Histórico de aprovações' when it was given at the counter. */
  inPerson: (takenBy: string | null) => (takenBy ? `presencialmente, recebido por ${takenBy}` : "presencialmente"),
} as const;

/** PIX: the charge (QR code and 'PIX copia e cola') wherever it is shown, and the shop's PIX key. */
export const pix = {
  heading: "Pague com PIX",
  amount: (amount: string) => `Valor: ${amount}`,
  reference: (reference: string) => `Referência: ${reference}`,
  qrLabel: (amount: string) => `QR code PIX de ${amount}`,
  copyPasteLabel: "PIX copia e cola",
  copy: "Copiar código",
  copied: "Código copiado",
  /** No bank integration: the shop sees the payment in its bank app and marks it received. */
  manualConfirmation: "Depois de pagar, avise a oficina: ela confirma o recebimento no banco.",
};

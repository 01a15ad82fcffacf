export const plans = {
  loadError: "Não foi possível carregar os dados do plano",
  loginRequired: "Você precisa estar logado para assinar um plano",
  updateError: "Erro ao atualizar assinatura",
  alreadyCurrent: "Este já é o seu plano atual.",
  paymentError: "Erro ao processar pagamento",
  activated: { basic: "Plano Básico ativado com sucesso!", pro: "Plano Profissional ativado com sucesso!" },
} as const;

export const planLimits = {
  /** A create refused at the limit; the action's prefix is not put before it: it is the whole text. */
  customersReached: (limit: number) => `Seu plano Básico permite até ${limit} clientes. Assine o Profissional para cadastrar sem limite.`,
  quotesReached: (limit: number) =>
    `Seu plano Básico permite até ${limit} orçamentos por mês. Assine o Profissional para criar sem limite.`,
  /** The usage lines of the Painel and the plans page. */
  customersUsage: (used: number, limit: number) => `${used} de ${limit} clientes`,
  quotesUsage: (used: number, limit: number) => `${used} de ${limit} orçamentos este mês`,
  customersUnlimited: (used: number) => `${used} ${used === 1 ? "cliente" : "clientes"}, sem limite`,
  quotesUnlimited: (used: number) => `${used} ${used === 1 ? "orçamento" : "orçamentos"} este mês, sem limite`,
  usageTitle: "Uso do plano",
  nearLimit: "Você está perto do limite do plano Básico. Com o Profissional, clientes e orçamentos não têm limite.",
  reachedLimit: "Você chegou ao limite do plano Básico. Seus registros continuam aqui; para cadastrar mais, assine o Profissional.",
  upgrade: "Assinar o Profissional",
  seePlans: "Ver planos",
  /** A Profissional feature refused to a Básico shop (server and screen). */
  proOnly: {
    whatsappSend: "O envio por WhatsApp com um toque é do plano Profissional. No Básico, baixe o PDF ou copie o link do orçamento.",
    emailSend: "O envio por e-mail pelo app é do plano Profissional. No Básico, baixe o PDF ou copie o link do orçamento.",
    aiAssistant: "O Assistente de IA é do plano Profissional. Assine o Profissional para configurar e usar o assistente.",
  },
  proOnlyTitle: "Recurso do plano Profissional",
  /** The quote page of a Básico shop, where the WhatsApp and e-mail buttons would be. */
  sendingNotice:
    "Enviar por WhatsApp e por e-mail com um toque é do plano Profissional. No Básico, baixe o PDF ou copie o link do orçamento abaixo e envie como preferir.",
  /** The guard after the end date: the plans page says it, and every action answers it. */
  expired: (endDate: string) => `Sua assinatura venceu em ${endDate}. Renove para continuar usando o painel.`,
  activeUntil: (planName: string, endDate: string) => `Seu plano ${planName} está ativo até ${endDate}.`,
  renewHint: "Renovar agora não perde nenhum dia: os 30 dias contam a partir do fim do período atual.",
  renew: (planName: string) => `Renovar ${planName}`,
  renewed: (planName: string, endDate: string) => `Plano ${planName} renovado até ${endDate}.`,
} as const;

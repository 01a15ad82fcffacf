export const plans = {
  loadError: "Não foi possível carregar os dados do plano",
  loginRequired: "Entre na sua conta para assinar um plano",
  updateError: "Erro ao atualizar assinatura",
  alreadyCurrent: "Este já é o seu plano atual.",
  paymentError: "Erro ao processar pagamento",
  activated: {
    basic: "Plano Básico ativado com sucesso!",
    pro: "Plano Profissional ativado com sucesso!",
    premium: "Plano Premium ativado com sucesso!",
  },
  /** A switch the page showed was made from a stale page (another tab changed the plan): nothing changed. */
  changeStale: "Seu plano mudou em outra aba ou aparelho. Recarregue a página e escolha de novo.",
  /** The confirmation of a change while a plan is paid for (components/plans/plan-change-dialog.tsx). */
  change: {
    title: (planName: string) => `Trocar para o ${planName}?`,
    upgradeStarts: (planName: string, until: string) =>
      `O ${planName} começa agora e vai até ${until}, o fim do período que você já pagou: nenhum dia é perdido nem acrescentado.`,
    upgradeCost: (amount: string, days: number, until: string) =>
      `Valor da troca: ${amount}, a diferença entre os planos pelos ${days} ${days === 1 ? "dia" : "dias"} até ${until}.`,
    thenMonthly: (planName: string, price: string) => `Depois, o ${planName} custa ${price}/mês.`,
    downgradeKeeps: (currentName: string, until: string) => `Você continua com o ${currentName} até ${until}. Nada é pago agora.`,
    downgradeStarts: (planName: string, from: string, price: string) =>
      `Em ${from} o seu plano passa a ser o ${planName} (${price}/mês), que você renova nessa data.`,
    lostTitle: (planName: string) => `No ${planName} você deixa de ter:`,
    simulated: "O pagamento ainda é simulado: nenhum valor é cobrado.",
    confirmUpgrade: "Trocar agora",
    confirmDowngrade: (from: string) => `Agendar para ${from}`,
    keep: (currentName: string) => `Manter o ${currentName}`,
  },
  /** A downgrade waiting for the end of the paid period (plans page and account). */
  scheduled: (planName: string, from: string) => `${planName} a partir de ${from}`,
  scheduledDone: (planName: string, from: string) => `Troca agendada: ${planName} a partir de ${from}.`,
  scheduledCardButton: (from: string) => `Agendado para ${from}`,
  cancelScheduled: "Cancelar a troca",
  cancelScheduledDone: (planName: string) => `Troca cancelada. Você continua com o ${planName}.`,
  cancelScheduledNone: "Não há troca de plano agendada.",
  cancelScheduledError: "Erro ao cancelar a troca de plano",
  upgraded: (planName: string, until: string) => `Plano ${planName} ativado até ${until}.`,
  /** The plans page's footer: what a period is, and that no charge is made (decisions.md). */
  billingNote: (periodDays: number, renewalDays: number) =>
    `Cada período dura ${periodDays} dias e não se renova sozinho: você renova a partir de ${renewalDays} dias antes do fim. O pagamento ainda é simulado: nenhum valor é cobrado.`,
  accountTitle: "Plano",
  accountNone: "Você ainda não escolheu um plano.",
} as const;

export const planLimits = {
  /** The plans page for someone of the team who is not the owner. */
  ownerChooses: "Só o dono da oficina escolhe e renova o plano. Fale com ele.",
  /** A create refused at the limit; the action's prefix is not put before it: it is the whole text. */
  customersReached: (limit: number) => `Seu plano Básico permite até ${limit} clientes. Assine o Profissional para cadastrar sem limite.`,
  quotesReached: (limit: number) =>
    `Seu plano Básico permite enviar até ${limit} orçamentos por mês. Assine o Profissional para enviar sem limite.`,
  /** The usage lines of the Painel and the plans page. */
  customersUsage: (used: number, limit: number) => `${used} de ${limit} clientes`,
  quotesUsage: (used: number, limit: number) => `${used} de ${limit} orçamentos enviados este mês`,
  customersUnlimited: (used: number) => `${used} ${used === 1 ? "cliente" : "clientes"}, sem limite`,
  quotesUnlimited: (used: number) => `${used} ${used === 1 ? "orçamento enviado" : "orçamentos enviados"} este mês, sem limite`,
  /** What counts against the monthly quote limit, under the usage and on the plans page. */
  quotesCountRule:
    "Um orçamento conta quando é enviado ao cliente com preço (WhatsApp, e-mail, link copiado ou PDF baixado), uma vez só. A entrada do veículo e os orçamentos ainda sem preço não contam.",
  /** "312,4 MB de 1 GB usados com fotos": the sizes come formatted (lib/format.ts formatBytes). */
  storageUsage: (used: string, limit: string) => `${used} de ${limit} usados com fotos`,
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

/** The e-mails the queue sends on its own (next-service reminders, the daily summary), the customer's consent and the unsubscribe page. */
export const reminderEmails = {
  consent: {
    label: "Aceita receber lembretes por e-mail",
    hint: "Só vale com e-mail preenchido. Marque apenas se o cliente concordou; ele pode cancelar pelo link em cada lembrete.",
    needsEmail: "Para receber lembretes por e-mail, preencha o e-mail do cliente.",
    heading: "Lembretes por e-mail",
    given: (day: string) => `autorizado em ${day}`,
    none: "não autorizado",
    revoked: (day: string) => `cancelado pelo cliente em ${day}`,
  },
  reminder: {
    subject: (shop: string) => `Lembrete de revisão: ${shop}`,
    unsubscribeIntro: "Não quer mais receber lembretes desta oficina? Cancele com um clique:",
    why: (shop: string) => `Você recebe este e-mail porque autorizou ${shop} a enviar lembretes de manutenção.`,
  },
  summary: {
    subject: (day: string) => `Resumo do dia ${day}`,
    intro: (shop: string | null) => (shop ? `Bom dia! O resumo de ${shop} para hoje:` : "Bom dia! O resumo da sua oficina para hoje:"),
    answers: "Respostas de clientes (últimas 24 h)",
    leads: "Novos contatos (últimas 24 h)",
    remindersToday: "Lembretes para hoje",
    remindersAhead: "Nos próximos 7 dias",
    firstLines: "Primeiros lembretes",
    linkIntro: "Veja e marque os lembretes:",
    footer: "Você pode desligar este resumo em Perfil › Lembretes.",
    kinds: {
      warranty_ending: "garantia terminando",
      balance_owed: "saldo a receber",
      quote_unanswered: "orçamento sem resposta",
      validity_ending: "validade do orçamento terminando",
      new_lead: "novo contato sem resposta",
      appointment: "horário amanhã",
    },
  },
  unsubscribe: {
    title: "Lembretes por e-mail",
    question: (shop: string) => `Você recebe lembretes de manutenção de ${shop} por e-mail.`,
    button: "Não quero mais receber lembretes",
    done: (shop: string) => `Pronto, você não receberá mais lembretes de ${shop}.`,
    invalid: "Link inválido",
    invalidDetail: "Este link não é válido. Se quiser parar de receber lembretes, fale com a oficina.",
    failed: "Não foi possível cancelar agora. Tente de novo em alguns minutos.",
  },
  settings: {
    tab: "Lembretes",
    title: "Lembretes",
    description: "A mensagem de próxima revisão e os e-mails que saem sozinhos, toda manhã às 6h.",
    templateLabel: "Mensagem de próxima revisão (WhatsApp e e-mail)",
    templateHint:
      "Usada no WhatsApp de 'Lembretes' e nos lembretes por e-mail. Use {cliente}, {veiculo}, {servico}, {quando} e {oficina}. Em branco, vale a mensagem padrão.",
    useDefault: "Usar a mensagem padrão",
    tooLong: (max: number) => `A mensagem de próxima revisão deve ter no máximo ${max} caracteres.`,
    unknown: (names: string[]) =>
      `A mensagem de próxima revisão usa ${names.map((name) => `{${name}}`).join(", ")}, que não ${names.length === 1 ? "existe" : "existem"}. Use só {cliente}, {veiculo}, {servico}, {quando} e {oficina}.`,
    reminderEmails: "Enviar lembretes por e-mail automaticamente aos clientes que autorizaram",
    reminderEmailsHint:
      "Só para clientes com e-mail e a autorização marcada no cadastro, em nome da oficina, com o e-mail da conta (confirmado) para resposta. Plano Profissional.",
    dailySummary: "Resumo diário por e-mail",
    dailySummaryHint:
      "No e-mail da conta (confirmado): respostas de clientes, novos contatos e os lembretes do dia. Não é enviado em dia sem novidade.",
  },
};

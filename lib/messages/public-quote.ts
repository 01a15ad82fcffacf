import { PRODUCT_NAME } from "./product";

/** The customer's quote, opened by the link the shop sends (/orcamento/{token}), and its PDF. */
export const publicQuote = {
  /** Every route of the link: an unknown, expired or malformed token. */
  notFound: "Orçamento não encontrado.",
  /** `number` as shown ("Nº 0042"); the shop's name when it has one. */
  metaTitle: (number: string, shopName: string) => (shopName ? `Orçamento ${number} — ${shopName}` : `Orçamento ${number}`),
  title: (number: string) => `Orçamento ${number}`,
  /** The link of a quote with no items yet: only its check-in is shown. `number` as shown ("Nº 0042"). */
  checkInTitle: (number: string) => `Entrada do veículo ${number}`,
  checkInMetaTitle: (number: string, shopName: string) =>
    shopName ? `Entrada do veículo ${number} — ${shopName}` : `Entrada do veículo ${number}`,
  issuedOn: (date: string) => `Emitido em ${date}`,
  /** The shop's name when its profile has none yet. */
  shopFallback: "Oficina mecânica",
  logoAlt: (shopName: string) => `Logo de ${shopName}`,
  owner: (name: string) => `Responsável: ${name}`,
  talkToShop: "Falar com a oficina",
  /** Read by screen readers after the WhatsApp link: it leaves the page. */
  opensWhatsApp: "(abre o WhatsApp)",
  downloadPdf: "Baixar PDF",
  madeWith: "Orçamento feito com",
  /** A link that opens no quote (components/public-quote/dead-link.tsx): pt-BR only. */
  deadLink: {
    title: "Link do orçamento indisponível",
    /** Unknown, malformed or guessed: nothing about any shop. */
    unknown:
      "Este link de orçamento não existe ou não está mais ativo. Confira se o endereço está completo ou peça um novo link à oficina.",
    /** A real link the shop revoked (it sent a new one, or stopped this one). */
    revoked: (shop: string) => `Este link de orçamento foi desativado por ${shop}. Peça o link atualizado à oficina.`,
    revokedNoName: "Este link de orçamento foi desativado pela oficina. Peça o link atualizado à oficina.",
    askNewLink: "Pedir o link atualizado pelo WhatsApp",
    askNewLinkText: "Olá! O link do orçamento que recebi não abre mais. Podem me enviar o link atualizado?",
  },
  /** The customer's answer on the link (app/(public-quote)/orcamento/[token]/resposta) and its receipt. */
  answer: {
    heading: "Sua resposta",
    /** Under the heading: which version is answered, and the code its receipt will carry. */
    versionNote: (version: number, code: string) => `Versão ${version} deste orçamento · código ${code}`,
    /** A form posted to the link from another site (a forged answer). */
    forbidden: "Resposta recusada: envie pelo link do orçamento.",
    approveHeading: "Aprovar orçamento",
    approveIntro: "Informe seu nome completo e confirme. Sua aprovação fica registrada com a data, a hora e a versão deste orçamento.",
    nameLabel: "Nome completo",
    /** The browser's bubble for a name made only of spaces (the input's pattern). */
    nameTitle: "Informe seu nome completo.",
    readAndApprove: "Li e aprovo este orçamento",
    partsHeading: "Peças não originais (CDC, art. 21)",
    partsIntro: "Este orçamento usa peças que não são originais novas. Elas só podem ser usadas com a sua autorização:",
    partsConsent: "Autorizo o uso das peças não originais listadas acima",
    approve: "Aprovar orçamento",
    refuseHeading: "Recusar orçamento",
    refuseIntro: "Se não quiser fazer o serviço, avise a oficina por aqui.",
    reasonLabel: "Motivo (opcional)",
    reasonHint: "Até 1.000 caracteres.",
    refuse: "Recusar",
    /** What a refused or accepted answer sends back to the page (?aviso=). */
    notices: {
      nameRequired: "Informe seu nome completo para aprovar o orçamento.",
      nameTooLong: "O nome deve ter no máximo 120 caracteres.",
      nameInvalid: "O nome tem caracteres invisíveis que não podem ser usados. Digite-o novamente.",
      confirmRequired: "Marque “Li e aprovo este orçamento” para aprovar.",
      consentRequired: "Para aprovar, autorize o uso das peças não originais listadas (CDC, art. 21).",
      reasonTooLong: "O motivo deve ter no máximo 1.000 caracteres.",
      reasonInvalid: "O motivo tem caracteres invisíveis que não podem ser usados. Digite-o novamente.",
      stale:
        "O orçamento foi atualizado pela oficina enquanto você o lia, e sua resposta não foi registrada. Confira o que mudou e responda de novo.",
      answered: "Este orçamento já foi respondido. A resposta registrada está abaixo.",
      /** An answer posted to a quote with no items yet (a check-in's, before the shop priced it). */
      noItems:
        "Ainda não há orçamento para aprovar: a oficina vai enviar os serviços e as peças com os valores. Por enquanto, confira a entrada do veículo.",
      failed: "Não foi possível registrar sua resposta agora. Tente novamente em instantes.",
      approved: "Aprovação registrada. A oficina já pode ver sua resposta.",
      refused: "Recusa registrada. A oficina já pode ver sua resposta.",
    },
    /** Exactly this: the day as dd/MM/yyyy. */
    expired: (day: string) => `Orçamento vencido em ${day}. Fale com a oficina para atualizar.`,
    askUpdate: "Pedir atualização pelo WhatsApp",
    /** The WhatsApp message the button above starts. `number` as shown ("Nº 0042"). */
    askUpdateText: (number: string, day: string) => `Olá! O orçamento ${number} venceu em ${day}. Podem me enviar uma versão atualizada?`,
    receipt: {
      approved: "Orçamento aprovado",
      refused: "Orçamento recusado",
      name: "Nome",
      when: "Data e hora",
      /** `when` as formatDateTime writes it. */
      dateTime: (when: string) => `${when} (horário de Brasília)`,
      version: "Versão",
      code: "Código do comprovante",
      reason: "Motivo",
      noReason: "Não informado",
      parts: "Peças não originais",
      partsAuthorised: "Autorizadas (CDC, art. 21)",
      note: "O código identifica exatamente a versão do orçamento que você viu. Baixe o PDF para guardar o comprovante.",
    },
    historyHeading: "Respostas anteriores",
    /** The same list under an earlier version, where it also holds later answers. */
    otherAnswersHeading: "Outras respostas",
    /** `version` is its number. */
    historyItem: (version: number, approved: boolean) => `Versão ${version}: ${approved ? "aprovada" : "recusada"}`,
    openVersion: (version: number) => `Ver a versão ${version}`,
    readOnly: (version: number) => `Você está vendo a versão ${version} deste orçamento, só para leitura.`,
    openCurrent: "Ver a versão atual",
    /** A version the shop changed while the customer read it: what changed since the one he answered. */
    changes: {
      heading: "O que mudou",
      intro: (version: number) => `Mudanças em relação à versão ${version}, que você respondeu:`,
      shownTotal: "Total da versão que você viu",
      /** No line changed: the terms did (validity, payment, dates, notes). */
      sameItems: "Os itens não mudaram. Mudaram as condições: confira validade, pagamento e prazos abaixo.",
    },
    complement: {
      heading: "Orçamento complementar",
      intro: (version: number) => `Mudanças em relação à versão ${version}, que você aprovou:`,
      added: "Incluído",
      changed: "Alterado",
      removed: "Retirado",
      before: "antes",
      now: "agora",
      approvedTotal: "Total aprovado anteriormente",
      newTotal: "Novo total",
    },
    /** The e-mail to the shop on each answer (lib/quote-sending/answer-email.ts). `number` as shown ("Nº 0042"). */
    mail: {
      subjectApproved: (number: string, name: string) => `Orçamento ${number} aprovado por ${name}`,
      subjectRefused: (number: string) => `Orçamento ${number} recusado`,
      introApproved: (number: string, customer: string) => `${customer} aprovou o orçamento ${number} pelo link.`,
      introRefused: (number: string, customer: string) => `${customer} recusou o orçamento ${number} pelo link.`,
      answer: "Resposta",
      approved: "Aprovado",
      refused: "Recusado",
      /** The device and network the answer came from, read (the raw address stays in the record). */
      device: "Aparelho",
      network: "Rede",
      networks: { local: "Rede local", internet: "Internet", unknown: "Não identificada" },
      linkIntro: "Abra o orçamento no painel:",
      automatic: `E-mail automático do ${PRODUCT_NAME}.`,
    },
  },
} as const;

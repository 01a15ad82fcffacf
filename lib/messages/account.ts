import type { DeletedCounts } from "../account-deletion";

/** /dashboard/account: the login itself, and the devices signed in with it. */
export const account = {
  title: "Minha conta",
  description: "Seu e-mail, sua senha, os aparelhos conectados e os seus dados.",
  sessionsTitle: "Aparelhos conectados",
  sessionsDescription: "Cada aparelho em que você entrou com esta conta e não saiu.",
  thisDevice: "Este aparelho",
  unknownDevice: "Navegador não identificado",
  signedInAt: "Entrou em ",
  signOutEverywhere: "Sair de todos os aparelhos",
  confirmTitle: "Sair de todos os aparelhos?",
  confirmDescription:
    "Todas as sessões abertas com esta conta serão encerradas, inclusive esta. Para voltar, entre de novo com seu e-mail e senha.",
  signOutEverywhereSuccess: "Você saiu de todos os aparelhos.",
  signOutEverywhereError: "Não foi possível sair de todos os aparelhos agora. Tente novamente.",
  loadError: "Erro ao carregar os aparelhos conectados: ",
} as const;

/** 'Baixar meus dados' on the account page (LGPD art. 18 V), and the answers of its download route. */
export const accountExport = {
  title: "Baixar meus dados",
  description:
    "Um arquivo .zip com tudo o que a sua oficina guarda aqui: clientes, veículos, orçamentos com itens e aprovações, fornecedores, interessados, chamados de suporte, perfil e imagens. As planilhas (CSV) abrem no Excel.",
  download: "Baixar meus dados",
  hint: "O download começa em seguida; com muitos registros, pode levar alguns minutos.",
  /** `?exportacao=` on the account page after the route refused. */
  rateLimited: "Você já baixou seus dados 10 vezes na última hora. Tente novamente mais tarde.",
  failed: "Não foi possível preparar seus dados agora. Tente novamente em alguns minutos.",
} as const;

/** /dashboard/account's danger zone (LGPD art. 18: the mechanic deletes his account) and the page after it. */
export const accountDeletion = {
  title: "Excluir minha conta",
  description: "Apaga sua conta e todos os dados da sua oficina, para sempre. Isso não pode ser desfeito.",
  whatGoes: "Serão apagados:",
  whatGoesItems: [
    "seus clientes e os veículos deles",
    "os orçamentos e serviços, com os itens, as versões enviadas e as respostas dos clientes",
    "seus fornecedores e os interessados da sua página",
    "seus chamados de suporte e as configurações do assistente",
    "o perfil e a página pública da oficina, o logo e as imagens enviadas",
    "seu plano, seu acesso (e-mail e senha) e todos os aparelhos conectados",
  ],
  keepFirst: "Para guardar uma cópia, use 'Baixar meus dados' acima antes de excluir: clientes, orçamentos e aprovações vêm em planilhas.",
  /** Someone of the team who is not the owner: his login goes, the shop and its records stay. */
  memberDescription:
    "Apaga o seu acesso, para sempre. A oficina continua com os clientes e orçamentos, e o que você fez continua no histórico com o seu nome.",
  memberWhatGoesItems: ["seu acesso (e-mail e senha) e todos os aparelhos conectados", "seu lugar na equipe da oficina"],
  /** What the mechanic types to confirm: a word, not the e-mail, so it is the same on every account and easy to read aloud. */
  confirmationWord: "EXCLUIR",
  passwordLabel: "Sua senha atual",
  confirmationLabel: "Confirmação",
  confirmationHint: "Digite EXCLUIR (em letras maiúsculas ou minúsculas) para confirmar.",
  submit: "Excluir minha conta para sempre",
  pending: "Excluindo...",
  prefix: "Erro ao excluir conta: ",
  passwordRequired: "Informe sua senha atual.",
  wrongPassword: "Senha incorreta. Nada foi excluído.",
  confirmationMismatch: "Digite EXCLUIR para confirmar. Nada foi excluído.",
  unreachable: "Não foi possível excluir a conta agora. Tente novamente.",
  doneTitle: "Sua conta foi excluída.",
  /** The counts as the page read them from its address; each with its own singular and plural. */
  doneSummary: (counts: DeletedCounts) => {
    // "1 cliente", "0 clientes", "1.234 clientes".
    const countOf = (count: number, singular: string, plural: string) =>
      `${count.toLocaleString("pt-BR")} ${count === 1 ? singular : plural}`;
    const parts = [
      countOf(counts.customers, "cliente", "clientes"),
      countOf(counts.vehicles, "veículo", "veículos"),
      countOf(counts.quotes, "orçamento", "orçamentos"),
      countOf(counts.suppliers, "fornecedor", "fornecedores"),
      countOf(counts.leads, "interessado", "interessados"),
      countOf(counts.tickets, "chamado de suporte", "chamados de suporte"),
      countOf(counts.images, "imagem", "imagens"),
    ];
    return `Apagamos ${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}.`;
  },
  doneDetail:
    "Também apagamos o perfil da oficina, a página pública, o plano e o seu acesso (e-mail e senha), e você saiu de todos os aparelhos.",
  backHome: "Voltar para o início",
} as const;

/**
 * The error pages' texts. They are part of `messages` (lib/messages/index.ts composes them as
 * `messages.errorPages`) but live apart because the root error boundaries are client components loaded
 * on every page, the landing included: importing the whole messages module from them put a copy of
 * every text of the product into each of their chunks (2 × 6.4 kB gzip of the landing's JavaScript).
 */
export const errorPages = {
  /** pt-BR only: a customer opening a dead link reads no English. */
  notFound: "Página não encontrada",
  notFoundDetail: "A página que você procura não existe ou foi movida.",
  backHome: "Voltar para a página inicial",
  unexpected: "Unexpected Application Error!",
  unexpectedDetail: "Algo deu errado ao carregar esta página.",
  code: (digest: string) => `Código: ${digest}`,
  retry: "Tentar novamente",
} as const;

/**
 * /auth opens on Login unless its URL asks for the Cadastro tab. The page reads it on the server,
 * so a link to sign up ('Comece Agora', the hero's and the plans' buttons) shows the right form
 * before any JavaScript runs. The parameter is Portuguese, like ?aba=historico and ?busca=.
 */
export type AuthTab = "login" | "signup";

export const SIGN_UP_HREF = "/auth?aba=cadastro";

/** The tab `?aba=` asks for; anything else (or nothing) is Login. */
export function authTabFrom(aba: string | string[] | undefined): AuthTab {
  return (Array.isArray(aba) ? aba[0] : aba) === "cadastro" ? "signup" : "login";
}

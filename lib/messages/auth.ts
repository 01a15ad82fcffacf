import { PRODUCT_NAME } from "./product";

export const auth = {
  /** The two tabs of /auth; 'Entrar' as the landing page says it (never 'Login'). */
  tabs: { signIn: "Entrar", signUp: "Cadastro" },
  signUpSuccess: "Cadastro realizado com sucesso! Verifique seu email para confirmar.",
  /** After a sign-up whose automatic login was refused: the mechanic logs in by hand. */
  signUpNextStep: "Depois de entrar, você precisará escolher um plano para continuar.",
  /** After a sign-up, already signed in, on the way to the plans page. */
  signUpChoosePlan: "Agora escolha um plano para continuar.",
  signUpError: "Erro ao criar conta",
  emailTaken: "Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.",
  loginSuccess: "Você entrou com sucesso!",
  loginError: "Erro ao entrar",
  invalidCredentials: "E-mail ou senha incorretos.",
  rateLimited: "Muitas tentativas de entrar. Aguarde alguns minutos e tente novamente.",
  noShop: "Sua conta não faz mais parte de nenhuma oficina. Peça ao dono da oficina um novo convite.",
  signUpRateLimited: "Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.",
  notAuthenticated: "Usuário não autenticado",
  logoutSuccess: "Você saiu com sucesso!",
  logoutError: "Não foi possível sair agora. Tente novamente.",
} as const;

export const guard = {
  planRequired: "É necessário assinar um plano para acessar o painel",
  /** An action, page or route the person's role in the shop does not open (lib/team/permissions.ts). */
  roleRefused: "Seu acesso na oficina não permite isso. Fale com o dono da oficina.",
  /** A route the page fetches, called after the session ended. */
  sessionEnded: "Sua sessão expirou. Entre de novo para continuar.",
  /** A form posted from another site (Sec-Fetch-Site: cross-site): nothing was done. */
  crossSite: `Pedido recusado: ele veio de outro site. Abra o ${PRODUCT_NAME} e tente de novo.`,
  /** A post over its route's cap, refused from its Content-Length before it is read. */
  bodyTooLarge: "Envio grande demais: nada foi salvo. Confira o que foi digitado e tente de novo.",
} as const;

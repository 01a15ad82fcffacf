/** 'Equipe': the owner's page, the invitation e-mail and the invitation's page. */
import { PRODUCT_NAME } from "./product";

export const team = {
  title: "Equipe",
  description: "Quem trabalha na oficina, o acesso de cada um e os convites enviados.",
  loadError: "Erro ao carregar a equipe: ",
  seats: (used: number, limit: number) => `${used} de ${limit} ${limit === 1 ? "pessoa" : "pessoas"}`,
  seatsPending: (pending: number) => `${pending} ${pending === 1 ? "convite pendente" : "convites pendentes"}`,
  needsPremium: "Para ter equipe, com um login para cada pessoa, assine o plano Premium.",
  seePlans: "Ver planos",
  membersTitle: "Pessoas",
  invitationsTitle: "Convites pendentes",
  noInvitations: "Nenhum convite pendente.",
  you: "você",
  commissionNone: "Sem comissão",
  commissionShown: (percent: string) => `Comissão: ${percent}%`,
  invitationExpires: (date: string) => `Vale até ${date}`,

  // Invite
  inviteTitle: "Convidar pessoa",
  inviteDescription: "A pessoa recebe um link por e-mail, válido por 7 dias, para criar o acesso dela.",
  emailLabel: "E-mail",
  roleLabel: "Acesso",
  inviteButton: "Enviar convite",
  invitePending: "Enviando...",
  invitePrefix: "Erro ao convidar: ",
  inviteError: "Erro ao enviar o convite. Tente novamente.",
  invited: (email: string) => `Convite enviado para ${email}.`,
  invitedNoMail: (email: string) => `Convite criado para ${email}, mas o envio de e-mails está desligado neste servidor.`,
  alreadyMember: "Esse e-mail já é de alguém da equipe.",
  teamFull: (limit: number) =>
    limit <= 1
      ? "Seu plano permite só uma pessoa na oficina. Assine o Premium para convidar a equipe."
      : `Seu plano permite até ${limit} pessoas na oficina, contando os convites pendentes. Remova alguém ou cancele um convite.`,
  roleInvalid: "Escolha o acesso: Atendente ou Mecânico.",

  // Invitation rows
  resend: "Reenviar",
  resendPending: "Reenviando...",
  resent: (email: string) => `Convite reenviado para ${email}.`,
  resendPrefix: "Erro ao reenviar o convite: ",
  resendError: "Erro ao reenviar o convite. Tente novamente.",
  revoke: "Cancelar convite",
  revoked: "Convite cancelado.",
  revokePrefix: "Erro ao cancelar o convite: ",
  revokeError: "Erro ao cancelar o convite. Tente novamente.",
  invitationNotFound: "convite não encontrado ou já usado.",

  // Member rows
  memberNotFound: "pessoa não encontrada na equipe.",
  changeRoleLabel: (name: string) => `Acesso de ${name}`,
  changeRoleButton: "Alterar acesso",
  changeRolePrefix: "Erro ao alterar o acesso: ",
  changeRoleError: "Erro ao alterar o acesso. Tente novamente.",
  roleChanged: (name: string, role: string) =>
    `${name} agora é ${role}. A pessoa sai dos aparelhos em que estava e entra de novo com o novo acesso.`,
  ownerStays: "o dono não muda o próprio acesso; para passar a oficina a outra pessoa, use 'Transferir a oficina'.",
  remove: "Remover da equipe",
  removeConfirmTitle: (name: string) => `Remover ${name} da equipe?`,
  removeConfirmText: "A pessoa sai na hora de todos os aparelhos. O que ela fez continua no histórico com o nome dela.",
  removeCancel: "Manter",
  removed: (name: string) => `${name} saiu da equipe.`,
  removePrefix: "Erro ao remover: ",
  removeError: "Erro ao remover da equipe. Tente novamente.",
  ownerCannotLeave: "o dono não pode ser removido. Para sair, transfira a oficina antes.",

  // Commission
  commissionLabel: (name: string) => `Comissão de ${name} (%)`,
  commissionHint: "Sobre a mão de obra dos serviços em que a pessoa é responsável. Deixe em branco para nenhuma.",
  commissionButton: "Salvar comissão",
  commissionPending: "Salvando...",
  commissionSaved: (name: string) => `Comissão de ${name} salva.`,
  commissionCleared: (name: string) => `${name} agora está sem comissão.`,
  commissionPrefix: "Erro ao salvar a comissão: ",
  commissionError: "Erro ao salvar a comissão. Tente novamente.",
  commissionInvalid: "Digite a comissão como 12,5 (de 0 a 100, até duas casas decimais).",
  commissionTooLarge: "A comissão vai de 0 a 100%.",

  // Transfer
  transferTitle: "Transferir a oficina",
  transferDescription:
    "A pessoa escolhida passa a ser a dona da oficina (equipe, plano, perfil e financeiro). Você continua na equipe como Atendente.",
  transferTo: "Nova dona ou novo dono",
  transferPassword: "Sua senha atual",
  transferConfirm: "Entendo que deixo de ser o dono da oficina.",
  transferConfirmRequired: "Marque a confirmação para transferir.",
  transferButton: "Transferir a oficina",
  transferPending: "Transferindo...",
  transferred: (name: string) => `A oficina agora é de ${name}.`,
  transferPrefix: "Erro ao transferir: ",
  transferError: "Erro ao transferir a oficina. Tente novamente.",
  transferNobody: "Convide alguém para a equipe antes de transferir a oficina.",
  wrongPassword: "senha atual incorreta.",
  passwordRateLimited: "muitas tentativas de senha. Aguarde alguns minutos.",

  // Downgrade
  downgradeTooMany: (planName: string, limit: number, names: string[]) =>
    `O ${planName} permite ${limit === 1 ? "só uma pessoa" : `até ${limit} pessoas`} na oficina. Remova da equipe antes: ${names.join(", ")}.`,

  // Invitation e-mail
  mailSubject: (shopName: string) => `Convite para a equipe de ${shopName}`,
  mailIntro: (shopName: string, role: string) =>
    `Você foi convidado para a equipe de ${shopName} no ${PRODUCT_NAME}, com o acesso de ${role}. Para aceitar, abra o link abaixo (vale por 7 dias):`,
  mailClosing: "Se você não esperava este convite, ignore este e-mail.",
  aShop: "uma oficina",

  // Invitation page
  acceptTitle: "Convite para a equipe",
  acceptIntro: (shopName: string, role: string) => `Você foi convidado para a equipe de ${shopName} como ${role}.`,
  acceptForEmail: (email: string) => `Convite para ${email}.`,
  nameLabel: "Seu nome",
  nameHint: "Como a oficina vai chamar você nas telas e no histórico.",
  nameRequired: "Digite o seu nome.",
  nameTooLong: "O nome pode ter até 80 caracteres.",
  passwordLabel: "Crie uma senha",
  repeatPasswordLabel: "Repita a senha",
  passwordsDiffer: "As senhas não são iguais.",
  existingPasswordLabel: "Sua senha",
  wrongPasswordFull: "senha incorreta.",
  existingLogin: `Você já tem acesso ao ${PRODUCT_NAME} com este e-mail. Digite a sua senha para entrar na equipe.`,
  acceptButton: "Entrar na equipe",
  acceptPending: "Entrando...",
  accepted: (shopName: string) => `Bem-vindo à equipe de ${shopName}!`,
  acceptedSignIn: "Você entrou na equipe. Agora entre com o seu e-mail e senha.",
  acceptPrefix: "Não foi possível aceitar o convite: ",
  acceptError: "Erro ao aceitar o convite. Tente novamente.",
  inShop: `este e-mail já faz parte de uma oficina no ${PRODUCT_NAME}. Para entrar nesta equipe, a pessoa precisa sair da outra antes.`,
  full: "a equipe desta oficina já está completa no plano dela. Peça ao dono para liberar uma vaga.",
  planEnded: "o plano desta oficina venceu. Peça ao dono para renová-lo e aceite o convite de novo.",
  loginChanged: "a situação do seu acesso mudou. Recarregue a página.",
  otherAccount: "você está conectado com outra conta. Saia dela para aceitar este convite.",
  invalidLink: "Este link de convite não é válido. Confira se copiou o endereço inteiro.",
  usedLink: "Este convite já foi aceito.",
  revokedLink: "Este convite foi cancelado pela oficina.",
  expiredLink: "Este convite venceu. Peça ao dono da oficina para reenviar.",
  goToLogin: "Ir para o login",
} as const;

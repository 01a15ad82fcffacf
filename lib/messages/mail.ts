/** The mail module's short reasons (lib/mail/errors.ts), put after a screen's own prefix. */
export const mail = {
  reasons: {
    notConfigured: "o envio de e-mail não está configurado neste servidor.",
    auth: "o servidor de e-mail recusou a autenticação. Tente novamente mais tarde.",
    rejected: "o servidor de e-mail recusou a mensagem. Confira o endereço e tente novamente.",
    timeout: "o servidor de e-mail não respondeu a tempo. Tente novamente em instantes.",
    temporary: "o servidor de e-mail está ocupado agora. Tente novamente em instantes.",
    unreachable: "não foi possível conectar ao servidor de e-mail. Tente novamente em instantes.",
    unknown: "não foi possível enviar agora. Tente novamente em instantes.",
  },
} as const;

export const validation = {
  emailRequired: "Informe seu e-mail.",
  emailInvalid: "Informe um e-mail válido.",
  emailTooLong: "O e-mail deve ter no máximo 254 caracteres.",
  phoneInvalid: "Informe um telefone válido com DDD, por exemplo (11) 91234-5678.",
  phoneTooLong: "O telefone deve ter no máximo 20 caracteres.",
  /** A shop's contact form: the shop needs one way to answer. */
  phoneOrEmailRequired: "Informe um telefone ou um e-mail para a oficina responder.",
  passwordRequired: "Informe sua senha.",
  passwordTooShort: "A senha deve ter pelo menos 8 caracteres.",
  passwordTooLong: "A senha deve ter no máximo 72 caracteres.",
  loggedInRequired: "Entre na sua conta para realizar esta ação.",
  /** When a failed check names no field: every schema gives its fields their own message. */
  checkData: "Verifique os dados informados.",
  /** A NUL, an escape or (in a single-line field) a tab or line break: things no one types on purpose. */
  controlCharacters: "Remova os caracteres de controle (invisíveis) do texto.",
  /** A structured field (JSON in a hidden input) the server could not read: the page is broken or old. */
  brokenForm: "Dados do formulário inválidos. Recarregue a página.",
} as const;

/** How a typed amount of money can be misread (lib/validation/fields.ts, readMoney). */
export const money = {
  invalid: "Informe um valor numérico, por exemplo 150,00.",
  negative: "O valor não pode ser negativo.",
  tooManyDecimals: "Use no máximo 2 casas decimais.",
  tooLarge: "O valor máximo é R$ 9.999.999.999,99.",
} as const;

/** Short reasons that follow a prefix ending in ": ". */
export const reasons = {
  tryAgain: "não foi possível salvar agora. Tente novamente em instantes.",
  loadAgain: "não foi possível carregar agora. Tente novamente em instantes.",
  /** A create form that arrived without its submission key: a bug in the page, not a typo. */
  staleForm: "este formulário está desatualizado. Recarregue a página e envie de novo.",
} as const;

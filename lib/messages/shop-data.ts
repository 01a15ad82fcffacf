/**
 * The shop's data for receipts and PIX: the profile's 'Dados e PIX' tab, where the
 * public page and the PDF show them, the customer's link when the shop has no key, and the
 * Painel's reminder to add one.
 */
export const shopData = {
  tab: "Dados e PIX",
  title: "Dados da oficina e PIX",
  description:
    "O CNPJ ou CPF e o endereço saem nos orçamentos e nos recibos; na sua página pública, só o endereço (e o CNPJ, se você quiser). Tudo é opcional.",
  taxIdLabel: "CNPJ ou CPF",
  taxIdHint: "Só os números ou com pontos e traço.",
  publicCnpjLabel: "Mostrar CNPJ na página pública",
  publicCnpjHint: "Desligado, o CNPJ sai só nos documentos (orçamento, OS, recibo). Um CPF nunca aparece na página pública.",
  taxIdInvalid: "CNPJ ou CPF inválido: confira os números (o dígito verificador não confere).",
  addressHeading: "Endereço",
  postalCodeLabel: "CEP",
  postalCodeInvalid: "CEP inválido: use 8 números, por exemplo 01310-100.",
  streetLabel: "Rua",
  streetNumberLabel: "Número",
  districtLabel: "Bairro",
  cityLabel: "Cidade",
  stateLabel: "Estado (UF)",
  stateNone: "Selecione",
  stateInvalid: "Escolha o estado (UF) da lista.",
  tooLong: (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`,
  pixHeading: "Chave PIX",
  pixDescription:
    "Com a chave, o link do orçamento, o PDF e a mensagem de carro pronto mostram o QR code e o PIX copia e cola do valor que falta pagar.",
  pixKeyTypeLabel: "Tipo da chave PIX",
  pixKeyTypeNone: "Sem chave PIX",
  pixKeyTypes: { cpf: "CPF", cnpj: "CNPJ", phone: "Celular", email: "E-mail", random: "Chave aleatória" },
  pixKeyLabel: "Chave PIX",
  pixKeyPlaceholders: {
    cpf: "000.000.000-00",
    cnpj: "00.000.000/0000-00",
    phone: "(11) 91234-5678",
    email: "pix@suaoficina.com.br",
    random: "123e4567-e89b-12d3-a456-426614174000",
  },
  pixKeyInvalid: {
    cpf: "A chave não é um CPF válido: confira os números.",
    cnpj: "A chave não é um CNPJ válido: confira os números.",
    phone: "A chave de celular precisa ser um celular com DDD, por exemplo (11) 91234-5678 (telefone fixo não é chave PIX).",
    email: "A chave não é um e-mail válido.",
    random: "A chave aleatória tem 32 letras e números em 5 grupos, por exemplo 123e4567-e89b-12d3-a456-426614174000.",
  },
  pixNameLabel: "Nome do recebedor",
  pixCityLabel: "Cidade do recebedor",
  pixNameHint: "Até 25 caracteres. O banco do cliente mostra este nome ao pagar: use o da conta que recebe.",
  pixCityHint: "Até 15 caracteres. Também aparece no banco do cliente.",
  pixNameTooLong: "O nome do recebedor deve ter no máximo 25 caracteres (o limite do PIX).",
  pixCityTooLong: "A cidade do recebedor deve ter no máximo 15 caracteres (o limite do PIX).",
  pixTextInvalid: "Use só letras, números, espaços e sinais simples (o PIX não leva emojis nem símbolos).",
  pixIncomplete: "Para receber por PIX, preencha o tipo da chave, a chave, o nome e a cidade do recebedor (ou deixe os quatro em branco).",
  pixFieldMissing: "Preencha este campo para usar a chave PIX.",
  /** On the public page, the PDF and the receipt. */
  taxIdShown: (kind: "CNPJ" | "CPF", value: string) => `${kind}: ${value}`,
  /** The customer's link, when the shop has no PIX key: its WhatsApp to ask how to pay. */
  payHeading: "Pagamento",
  askHowToPay: "Combinar o pagamento pelo WhatsApp",
  askHowToPayText: (number: string, amount: string) => `Olá! Quero pagar a OS ${number} (${amount}). Como faço?`,
  noWhatsApp: "Fale com a oficina para combinar o pagamento.",
  /** The 'Carro pronto' message's {pix}: the copia-e-cola of what is still owed. */
  readyPix: (amount: string, payload: string) => `Para pagar ${amount} por PIX, copie e cole no app do banco: ${payload}`,
  /** The Painel's card when the shop has no key. */
  addPixTitle: "Receba por PIX",
  addPixText: "Cadastre sua chave PIX: o cliente paga pelo QR code no link do orçamento e no PDF.",
  addPixLink: "Cadastrar chave PIX",
};

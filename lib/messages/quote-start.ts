/**
 * 'Novo orçamento' from the Painel and the Orçamentos list (/dashboard/quotes/new): a plate or a
 * name leads to the customer's new quote, and an unknown one registers the walk-in and his car.
 */
export const quoteStart = {
  action: "Novo orçamento",
  title: "Novo orçamento",
  description: "Digite a placa do carro ou o nome do cliente.",
  searchLabel: "Placa ou nome do cliente",
  searchPlaceholder: "ABC1D23 ou Maria",
  searchSubmit: "Continuar",
  /** Above the customers a name found. */
  found: (term: string) => `Clientes encontrados para “${term}”`,
  foundLabel: "Clientes encontrados",
  /** Each result: a link to that customer's new quote. */
  quoteFor: (name: string) => `Novo orçamento para ${name}`,
  /** When more matched than are listed. */
  more: (shown: number, total: number) => `Mostrando ${shown} de ${total}. Digite mais do nome para achar o cliente.`,
  noneOfThese: "Não é nenhum destes? Cadastrar cliente novo",
  notFound: (term: string) => `Nenhum cliente encontrado para “${term}”.`,
  unknownPlate: (plate: string) => `A placa ${plate} ainda não está cadastrada.`,
  registerTitle: "Cadastrar cliente e carro",
  registerDescription: "O cliente e o carro ficam cadastrados e o orçamento abre em seguida.",
  /** The same form from 'Entrada do veículo' (?entrada=1): it ends on the check-in, not the quote editor. */
  registerDescriptionCheckIn: "O cliente e o carro ficam cadastrados e a entrada do veículo abre em seguida.",
  ownerHeading: "Dono do carro",
  carHeading: "Carro",
  name: "Nome *",
  phone: "Telefone",
  plate: "Placa",
  plateHint: "Mercosul (ABC1D23) ou antiga (ABC-1234). Deixe em branco se não houver carro.",
  make: "Marca",
  model: "Modelo",
  submit: "Cadastrar e abrir orçamento",
  submitCheckIn: "Cadastrar e registrar entrada",
  saving: "Cadastrando...",
  createError: "Erro ao cadastrar cliente e carro: ",
  created: "Cliente e carro cadastrados. Agora, o orçamento.",
  createdNoCar: "Cliente cadastrado. Agora, o orçamento.",
  /** Make or model typed with no plate: the car cannot be registered without it. */
  plateForCar: "Informe a placa para cadastrar o carro, ou apague a marca e o modelo.",
} as const;

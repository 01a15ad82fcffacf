export const customers = {
  whatsAppChat: "Conversar no WhatsApp",
  loadListError: "Erro ao carregar clientes: ",
  deleteError: "Erro ao excluir cliente: ",
  loadOneError: "Erro ao carregar dados do cliente: ",
  createError: "Erro ao adicionar cliente: ",
  updateError: "Erro ao atualizar cliente: ",
  loadDetailError: "Erro ao carregar dados: ",
  deleted: "Cliente excluído com sucesso",
  updated: "Cliente atualizado com sucesso!",
  created: "Cliente adicionado com sucesso!",
  notFound: "Cliente não encontrado",
  notFoundReason: "cliente não encontrado.",
  stale: "O cliente foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  empty: "Você ainda não tem clientes cadastrados.",
  /** The delete confirmation, in the list and on the customer's page. */
  deleteDescription: (name: string) =>
    `${name}, os veículos e todos os orçamentos e serviços deste cliente serão removidos permanentemente. Esta ação não pode ser desfeita.`,
  /** deleteCustomerAction's reason after its prefix: a quote of theirs has the customer's answer, kept (CDC art. 27). */
  answeredReason:
    "este cliente aprovou ou recusou um orçamento pelo link, e esse registro deve ser guardado por 5 anos (Código de Defesa do Consumidor, art. 27). Cancele os orçamentos dele em vez de excluí-lo.",
} as const;

/** A vehicle's own page (/dashboard/customers/{id}/vehicles/{vehicleId}) and its history. */
export const vehiclePage = {
  back: "Voltar para o cliente",
  editVehicle: "Editar veículo",
  newQuote: "Novo orçamento",
  owner: "Cliente",
  plate: "Placa",
  make: "Marca",
  model: "Modelo",
  year: "Ano",
  color: "Cor",
  currentKm: "Km atual",
  notes: "Observações",
  notInformed: "Não informado",
  historyHeading: "Histórico do veículo",
  historyLabel: "Orçamentos do veículo",
  emptyHistory: "Nenhum orçamento para este veículo ainda.",
  checkInKm: (km: string) => `Entrada com ${km}`,
  /** When the page shows only the newest `limit`. */
  limited: (limit: number) => `Mostrando os ${limit} orçamentos mais recentes.`,
  /** On the customer's page, under each vehicle. */
  visits: (quotes: number, lastVisit: string) => `${quotes === 1 ? "1 orçamento" : `${quotes} orçamentos`} · última visita ${lastVisit}`,
  noVisits: "Nenhum orçamento ainda",
  open: (plate: string) => `Ver veículo ${plate} e seu histórico`,
} as const;

/** A customer's vehicles (lib/plates.ts for the plate's rules). */
export const vehicles = {
  createError: "Erro ao adicionar veículo: ",
  updateError: "Erro ao atualizar veículo: ",
  deleteError: "Erro ao excluir veículo: ",
  loadError: "Erro ao carregar veículo: ",
  created: "Veículo adicionado com sucesso!",
  updated: "Veículo atualizado com sucesso!",
  deleted: "Veículo excluído com sucesso",
  notFound: "Veículo não encontrado",
  notFoundReason: "veículo não encontrado.",
  stale: "O veículo foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  empty: "Nenhum veículo cadastrado para este cliente.",
  plateRequired: "Informe a placa do veículo.",
  plateInvalid: "Informe uma placa válida, por exemplo ABC1D23 ou ABC-1234.",
  /** The same car in either format counts: ABC-1234 and ABC1C34 are one plate. */
  plateTaken: "Já existe um veículo com esta placa nesta oficina.",
  yearInvalid: (max: number) => `Informe um ano entre 1900 e ${max}.`,
  kmInvalid: "Informe a quilometragem em números inteiros, de 0 a 9.999.999 km.",
  makeTooLong: "A marca deve ter no máximo 60 caracteres.",
  modelTooLong: "O modelo deve ter no máximo 80 caracteres.",
  colorTooLong: "A cor deve ter no máximo 40 caracteres.",
  notesTooLong: "As observações devem ter no máximo 2000 caracteres.",
  /**
   * The fields' placeholders: marked as examples, so that in sunlight a grey "45.000" is never
   * taken for a km already filled in.
   */
  examples: {
    plate: "Ex.: ABC1D23",
    km: "Ex.: 45.000",
    make: "Ex.: Volkswagen",
    model: "Ex.: Gol 1.6",
    year: "Ex.: 2018",
    color: "Ex.: Prata",
    notes: "Ex.: chassi, motor, detalhes do veículo",
  },
  /** The delete confirmation; `plate` as shown ("ABC-1234"). */
  deleteDescription: (plate: string) => `O veículo de placa ${plate} será removido permanentemente. Esta ação não pode ser desfeita.`,
} as const;

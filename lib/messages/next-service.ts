/**
 * 'Próxima revisão': a catalogue service's interval in the profile, and the vehicle's
 * next dues on its page (set by a delivery or typed by hand).
 */
export const nextService = {
  // The catalogue's interval ('Serviços Oferecidos').
  intervalLegend: "Repetir a cada (opcional)",
  intervalHint: "O que vier primeiro. Ao entregar um serviço com intervalo, o veículo ganha a próxima revisão.",
  intervalMonthsLabel: "Meses",
  intervalKmLabel: "Quilômetros",
  intervalMonthsPlaceholder: "6",
  intervalKmPlaceholder: "10.000",
  /** In the catalogue list: "a cada 6 meses ou 10.000 km". */
  every: (interval: string) => `a cada ${interval}`,
  intervalMonthsInvalid: (service: string) => `${service || "Serviço"}: o intervalo em meses deve ser um número inteiro de 1 a 120.`,
  intervalKmInvalid: (service: string) =>
    `${service || "Serviço"}: o intervalo em km deve ser um número inteiro de 1 a 1.000.000, como 10.000.`,

  // The vehicle's card.
  heading: "Próxima revisão",
  description: "Quando este veículo deve voltar, pela data ou pelo km, o que vier primeiro.",
  empty: "Nenhuma revisão prevista. Ao entregar um serviço com intervalo, ela aparece aqui.",
  /** When a due comes, first things first (lib/service-dues/due-when.ts). */
  onDay: (day: string) => `em ${day}`,
  atKm: (km: string) => `aos ${km}`,
  kmExpected: (km: string, kmDay: string) => `aos ${km} (previstos para ${kmDay})`,
  whicheverFirst: (day: string, km: string) => `em ${day} ou aos ${km}, o que vier primeiro`,
  dayFirst: (day: string, km: string, kmDay: string) => `em ${day}, antes dos ${km} (previstos para ${kmDay})`,
  kmFirst: (km: string, kmDay: string, day: string) => `aos ${km} (previstos para ${kmDay}), antes de ${day}`,
  fromJob: (number: number) => `Serviço nº ${number}`,
  byHand: "Adicionada à mão",
  add: "Adicionar",
  addTitle: "Adicionar próxima revisão",
  edit: (service: string) => `Editar ${service}`,
  editTitle: "Editar próxima revisão",
  remove: (service: string) => `Excluir ${service}`,
  removeTitle: "Excluir próxima revisão?",
  removeDescription: (service: string) => `A próxima revisão de ${service} deste veículo será excluída.`,
  removeConfirm: "Excluir",
  removing: "Excluindo...",
  cancel: "Cancelar",
  serviceLabel: "Serviço",
  serviceHint: "Digite ou escolha um serviço do catálogo.",
  dueOnLabel: "Data",
  dueKmLabel: "Km",
  dueKmPlaceholder: "60.000",
  save: "Salvar",
  saving: "Salvando...",
  added: "Próxima revisão adicionada.",
  updated: "Próxima revisão atualizada.",
  deleted: "Próxima revisão excluída.",
  addError: "Erro ao adicionar próxima revisão: ",
  updateError: "Erro ao atualizar próxima revisão: ",
  deleteError: "Erro ao excluir próxima revisão: ",
  notFoundReason: "Próxima revisão não encontrada.",
  vehicleNotFoundReason: "Veículo não encontrado.",
  stale: "Esta próxima revisão foi alterada em outra tela. Recarregue a página e tente de novo.",
  sameService: (service: string) => `Este veículo já tem uma próxima revisão de ${service}: edite-a.`,
  serviceRequired: "Informe o serviço.",
  serviceTooLong: (max: number) => `O serviço deve ter no máximo ${max} caracteres.`,
  dueRequired: "Informe a data, o km ou os dois.",
  dueOnInvalid: "Informe uma data válida.",
  dueKmInvalid: "Informe o km como um número inteiro, como 60.000.",
} as const;

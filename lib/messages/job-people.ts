/** 'Responsável' on the job page: who does the job (lib/data/job-people.ts). */
export const jobPeople = {
  heading: "Responsável",
  label: "Quem faz o serviço",
  nobody: "Ninguém",
  save: "Salvar",
  saving: "Salvando...",
  unassigned: "Ninguém é responsável por este serviço ainda.",
  assigned: (name: string) => `${name} é o responsável por este serviço.`,
  saved: (name: string | null) => (name ? `${name} agora é o responsável.` : "O serviço ficou sem responsável."),
  error: "Erro ao definir o responsável: ",
  notFoundReason: "orçamento não encontrado ou essa pessoa não faz mais parte da oficina.",
  invalid: "Escolha uma pessoa da oficina.",
  myCarsHeading: "Meus carros",
  myCarsDescription: "Os serviços em que você é o responsável, o que espera há mais tempo primeiro.",
  myCarsEmpty: "Nenhum carro na oficina com você como responsável agora.",
  myCarsLoadError: "Não foi possível carregar os seus carros. ",
} as const;

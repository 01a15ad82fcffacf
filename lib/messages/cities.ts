/** The city field of the fiscal data and of a customer's address (the NFS-e's IBGE code). */
export const cities = {
  hint: "Digite o nome e escolha na lista (por exemplo “Campinas - SP”).",
  notFound: "Cidade não encontrada: digite o nome e escolha na lista (por exemplo “Campinas - SP”).",
  tooLong: "O nome da cidade pode ter até 80 caracteres.",
};

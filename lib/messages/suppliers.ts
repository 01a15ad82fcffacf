const placeholderList = (names: string[]) => names.map((name) => `{${name}}`).join(", ");

// The customer messages, with 'fornecedor' for 'cliente'.
export const suppliers = {
  loadListError: "Erro ao carregar fornecedores: ",
  deleteError: "Erro ao excluir fornecedor: ",
  loadOneError: "Erro ao carregar dados do fornecedor: ",
  createError: "Erro ao adicionar fornecedor: ",
  updateError: "Erro ao atualizar fornecedor: ",
  deleted: "Fornecedor excluído com sucesso",
  updated: "Fornecedor atualizado com sucesso!",
  created: "Fornecedor adicionado com sucesso!",
  notFound: "Fornecedor não encontrado",
  notFoundReason: "fornecedor não encontrado.",
  stale: "O fornecedor foi alterado em outra aba ou aparelho. Recarregue a página para ver a versão atual.",
  empty: "Você ainda não tem fornecedores cadastrados.",

  /** The supplier's form (components/suppliers/supplier-form.tsx) and its checks (lib/validation/supplier.ts). */
  form: {
    newLabel: "Novo fornecedor",
    editLabel: "Editar fornecedor",
    name: "Nome *",
    nameRequired: "Informe o nome do fornecedor.",
    nameTooLong: (max: number) => `O nome deve ter no máximo ${max} caracteres.`,
    whatsapp: "WhatsApp",
    whatsappHint: "Celular ou fixo com DDD. Os pedidos de cotação vão para este número.",
    whatsappInvalid: "Informe o WhatsApp com DDD, por exemplo (11) 91234-5678 ou (11) 3456-7890.",
    whatsappTooLong: "O WhatsApp deve ter no máximo 20 caracteres.",
    email: "E-mail",
    tags: "Peças e marcas",
    tagsPlaceholder: "Ex.: freios, suspensão, filtros, Bosch",
    tagsHint: (max: number) => `Separe por vírgula. Até ${max} peças ou marcas; ajudam a sugerir este fornecedor ao cotar.`,
    /** The chips under the field, as typed. */
    tagsPreview: "Como será salvo",
    tagsCount: (count: number, max: number) => `${count} de ${max}`,
    tagsTextTooLong: (max: number) => `As peças e marcas devem ter no máximo ${max} caracteres no total.`,
    tooManyTags: (count: number, max: number) => `Informe no máximo ${max} peças ou marcas (você informou ${count}).`,
    tagTooLong: (tag: string, max: number) =>
      `"${tag.length > 20 ? `${tag.slice(0, 20)}…` : tag}" é longo demais: cada peça ou marca deve ter no máximo ${max} caracteres.`,
    notes: "Observações",
    notesPlaceholder: "Prazo de entrega, condições de pagamento…",
    notesTooLong: (max: number) => `As observações devem ter no máximo ${max} caracteres.`,
    create: "Adicionar Fornecedor",
    save: "Salvar Alterações",
    saving: "Salvando...",
  },

  /** The supplier's page: its answers to the shop's price requests (lib/data/supplier-history.ts). */
  history: {
    title: "Histórico de cotações",
    description: "As respostas deste fornecedor aos seus pedidos de preço, das mais recentes para as mais antigas.",
    loadError: "Erro ao carregar o histórico do fornecedor: ",
    loading: "Carregando histórico",
    chosen: (count: number) => (count === 1 ? "Escolhido em 1 peça" : `Escolhido em ${count} peças`),
    sent: (count: number) => (count === 1 ? "1 pedido recebido" : `${count} pedidos recebidos`),
    answered: (count: number) => (count === 1 ? "1 respondido" : `${count} respondidos`),
    listLabel: "Respostas do fornecedor",
    empty: "Este fornecedor ainda não respondeu a nenhum pedido de cotação.",
    noPrice: "Não tem",
    answeredOn: (day: string) => `Respondido em ${day}`,
    quote: (number: string) => `Orçamento ${number}`,
    perUnit: "por unidade",
    quantity: (quantity: string) => `Qtd. ${quantity}`,
    pages: "Páginas do histórico",
  },

  /** 'Peças e fornecedores' in the profile's 'Orçamentos' tab (components/profile/parts-settings.tsx). */
  partsSettings: {
    title: "Peças e fornecedores",
    description: "O acréscimo que a oficina cobra sobre o custo das peças e a mensagem que pede preços aos fornecedores.",
    markupLabel: "Acréscimo sobre peças (%)",
    markupHint: (defaultMarkup: string) =>
      `Somada ao custo de cada peça para chegar ao preço do cliente; dá para mudar em cada linha. Em branco, ${defaultMarkup}%.`,
    markupInvalid: "Informe o acréscimo sobre peças em porcentagem, de 0 a 1000, por exemplo 35 ou 37,5.",
    templateLabel: "Mensagem para fornecedores",
    templateHint:
      "Enviada pelo WhatsApp a cada fornecedor ao cotar peças. Use {fornecedor}, {oficina}, {veiculo}, {pecas}, {prazo} e {link} (o link de resposta do fornecedor).",
    templateUseDefault: "Usar a mensagem padrão para fornecedores",
    templateTooLong: (max: number) => `A mensagem para fornecedores deve ter no máximo ${max} caracteres.`,
    templateUnknown: (names: string[]) =>
      `A mensagem para fornecedores usa ${placeholderList(names)}, que não ${names.length === 1 ? "existe" : "existem"}. Use só {fornecedor}, {oficina}, {veiculo}, {pecas}, {prazo} e {link}.`,
    templateWithoutLink: "A mensagem para fornecedores precisa ter {link}: é por ele que o fornecedor responde.",
  },
} as const;

/**
 * The words the guided assistant knows, as normalise() leaves them (lowercase, no accents). Kept
 * apart from the matching (./understand.ts) so the lists can be read and grown without the code.
 */
import type { Weekday } from "@/lib/enums";

/** The topics a visitor's message can be about; 'unknown' when none is clear enough to answer. */
export type Topic =
  | "greeting"
  | "thanks"
  | "hours"
  | "openNow"
  | "address"
  | "services"
  | "price"
  | "booking"
  | "carStatus"
  | "quoteItem"
  | "payment"
  | "human"
  | "unknown";

/**
 * Chat shorthand, as whole words. Only the forms customers of a shop write every day: a longer
 * list starts turning real words into others ("sex", "ter" and "qua" stay as they are).
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  qto: "quanto",
  qt: "quanto",
  qnto: "quanto",
  qnd: "quando",
  qdo: "quando",
  vc: "voce",
  vcs: "voces",
  q: "que",
  oq: "o que",
  hj: "hoje",
  amnh: "amanha",
  sab: "sabado",
  dom: "domingo",
  seg: "segunda",
  tb: "tambem",
  tbm: "tambem",
  pq: "porque",
  blz: "beleza",
  obg: "obrigado",
  obgd: "obrigado",
  obgda: "obrigada",
  vlw: "obrigado",
  td: "tudo",
  msm: "mesmo",
  p: "para",
  pra: "para",
  ta: "esta",
  tao: "estao",
  n: "nao",
  hr: "horas",
  hrs: "horas",
  kd: "cade",
  end: "endereco",
  // The app's own word for the shop's contact, however the visitor spells it.
  zap: "whatsapp",
  wpp: "whatsapp",
  whats: "whatsapp",
  zapzap: "whatsapp",
};

/** Words that never tell a topic or name a service on their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a o as os e de do da dos das um uma uns umas para com no na nos nas em por ao aos".split(" "),
);

/**
 * Words of a service's name that describe the work, not which work: "troca" is in "Troca de óleo"
 * and "Troca de pastilhas de freio", so "troca" alone names neither. They only confirm a match.
 */
export const GENERIC_SERVICE_WORDS: ReadonlySet<string> = new Set(
  "troca trocar servico servicos conserto reparo manutencao completa completo geral simples".split(" "),
);

/** Each weekday as customers write it (segunda-feira leaves "feira" behind, which is filler). */
export const WEEKDAY_WORDS: Readonly<Record<string, Weekday>> = {
  segunda: "monday",
  terca: "tuesday",
  quarta: "wednesday",
  quinta: "thursday",
  sexta: "friday",
  sabado: "saturday",
  domingo: "sunday",
};

/**
 * What makes a topic likely: [topic, weight, words]. A phrase counts once, its words in a row.
 * The weights only rank the topics of one message: a phrase that settles the question outweighs a
 * word that merely hints at it ("esta aberto" is 'openNow', "aberto" alone leans to 'hours').
 */
export const SIGNALS: readonly (readonly [Exclude<Topic, "unknown">, number, string])[] = [
  ...words("greeting", 1, "oi, oii, ola, opa, eai, salve, alo, hello, e ai, bom dia, boa tarde, boa noite, tudo bem, tudo bom"),
  ...words("thanks", 2, "obrigado, obrigada, valeu, agradeco, grato, grata"),
  ...words("thanks", 1, "beleza, show, perfeito, ok, otimo"),
  ...words("hours", 2, "abre, abrem, fecha, fecham, funciona, funcionam, horarios, atendem, que horas"),
  ...words("hours", 1, "abrir, fechar, horario, aberto, aberta, abertos, atende"),
  ...words("hours", 4, "funcionamento, expediente, ate que horas"),
  ...words(
    "openNow",
    5,
    "esta aberto, esta aberta, estao abertos, estao abertas, aberto agora, aberta agora, abertos agora, abre hoje, abrem hoje, aberto hoje, aberta hoje, funciona hoje, esta funcionando, funcionando agora, ja abriu, ja abriram, ainda aberto",
  ),
  ...words("openNow", 1, "agora"),
  ...words("address", 4, "endereco, localizacao, localiza, onde fica, onde ficam, fica onde, ficam onde, como chego, como chegar"),
  ...words("address", 3, "mapa, maps"),
  ...words("address", 2, "onde, cade, bairro, cep, local"),
  ...words("services", 4, "servicos, catalogo, quais servicos, tabela de precos, lista de precos, trabalham com"),
  ...words("services", 1, "fazem, faz, opcoes"),
  ...words("price", 3, "custa, preco, valor, valores, cobra, cobram, quanto fica, quanto sai, sai por"),
  ...words("price", 2, "quanto, custo, precos"),
  ...words("price", 1, "orcamento, caro, barato"),
  ...words(
    "booking",
    4,
    "agendar, agendamento, marcar, reservar, encaixe, encaixar, tem horario, horario livre, horarios livres, horario disponivel, horarios disponiveis, horario vago, tem vaga",
  ),
  ...words("booking", 3, "agenda, reserva, vaga, vagas, posso levar, levar o carro"),
  ...words("booking", 2, "levar"),
  ...words("carStatus", 4, "status, andamento, meu carro, meu veiculo, minha moto, ficou pronto"),
  ...words("carStatus", 3, "pronto, pronta, previsao, situacao, terminou, terminaram, ja acabou, posso buscar"),
  ...words("carStatus", 2, "buscar, retirar"),
  ...words("quoteItem", 4, "significa, o que e, que e isso, para que serve, serve para"),
  ...words("quoteItem", 3, "explica, explicar, porque trocar, por que trocar"),
  ...words("quoteItem", 2, "item, itens, peca, pecas"),
  ...words("payment", 4, "pix, cartao, parcela, parcelas, parcelar, parcelado, parcelam, pagamento, boleto, forma de pagamento"),
  ...words("payment", 3, "credito, debito, pagar, dinheiro, a vista"),
  ...words("human", 4, "atendente, humano, whatsapp, telefone, contato, falar com"),
  ...words("human", 3, "mecanico, pessoa, ligar, celular, responsavel, dono, gerente"),
  ...words("human", 2, "alguem, numero"),
];

/**
 * Messages answered 'unknown' whatever else they say: one that tries to steer the assistant
 * ("ignore as instruções"), asks what the shop keeps to itself (its cost, its margin), or asks how
 * long a job takes: the shop's facts carry no promise of a time ("quanto tempo demora a troca de
 * oleo?" is no question about the price).
 */
export const REFUSED: readonly string[] = [
  "ignore",
  "ignora",
  "desconsidere",
  "instrucoes",
  "prompt",
  "jailbreak",
  "lucro",
  "margem",
  "preco de custo",
  "custo real",
  "quanto tempo",
  "demora",
  "prazo",
];

/**
 * Words that say nothing of what is asked about: a price question whose other words are all here
 * (or keywords) names no service ("qto custa pra vcs?"); one with words left over names a service
 * the catalogue lacks ("quanto custa a embreagem?").
 */
export const FILLER: ReadonlySet<string> = new Set(
  (
    "que voce voces oficina favor ai me mim eu meu minha seu sua esta estao isso essa esse aqui la mais menos ou " +
    "mesmo tambem entao gostaria queria quero saber fazer fica sai tem ter qual quais como quando porque nao sim " +
    "hoje amanha carro veiculo servico feira tudo bem moco moca amigo amiga senhor senhora ja vai vou aproximadamente " +
    "mano cara gente pfv pfvr"
  ).split(" "),
);

/**
 * Real words one letter away from a keyword ("marca" from "marcar", "ponto" from "pronto"): spelt
 * as they are, they are never read as a typo. Keywords and filler words are never read as one either.
 */
export const NOT_TYPOS: readonly string[] = ["marca", "ponto", "carta", "cerca", "quarto", "quanta", "fecho", "cobre"];

/** "abre, que horas" as the signals of the word "abre" and the phrase "que horas". */
function words<T extends Topic>(topic: T, weight: number, text: string) {
  return text.split(",").map((phrase) => [topic, weight, phrase.trim()] as const);
}

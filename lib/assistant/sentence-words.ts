/**
 * The words a mechanic uses when he lists what a car needs, in their plain form (lowercase, no
 * accents: lib/assistant/words.ts), each noun and verb in the singular. Read by quote-sentence.ts.
 */

export type Unit = "l" | "un" | "h" | "kit" | "jogo" | "par" | "m";
export type Condition = "original" | "paralela" | "usada";

/** A unit as typed after a quantity ('4 litros', '2 pç', '1 jg', '1,5 hr'), plurals included. */
export const UNITS: ReadonlyMap<string, Unit> = new Map([
  ...(["l", "lt", "lts", "ltr", "litro", "litros"] as const).map((word) => [word, "l"] as const),
  ...(["un", "und", "unid", "unidade", "unidades", "pc", "pcs", "peca", "pecas"] as const).map((word) => [word, "un"] as const),
  ...(["h", "hr", "hrs", "hs", "hora", "horas"] as const).map((word) => [word, "h"] as const),
  ...(["kit", "kits"] as const).map((word) => [word, "kit"] as const),
  ...(["jogo", "jogos", "jg", "jgs"] as const).map((word) => [word, "jogo"] as const),
  ...(["par", "pares"] as const).map((word) => [word, "par"] as const),
  ...(["m", "mt", "mts", "metro", "metros"] as const).map((word) => [word, "m"] as const),
]);

/** One to ten written out; 'meia' (half) only counts before an hour ('meia hora'). */
export const WRITTEN_NUMBERS: ReadonlyMap<string, number> = new Map([
  ["um", 1],
  ["uma", 1],
  ["dois", 2],
  ["duas", 2],
  ["tres", 3],
  ["quatro", 4],
  ["cinco", 5],
  ["seis", 6],
  ["sete", 7],
  ["oito", 8],
  ["nove", 9],
  ["dez", 10],
]);

/** The part's condition as the CDC (art. 21) asks it said; 'similar' and 'genérica' are a paralela. */
export const CONDITIONS: ReadonlyMap<string, Condition> = new Map([
  ...["original", "originais", "genuina", "genuinas", "genuino", "genuinos"].map((word) => [word, "original"] as const),
  ...["paralela", "paralelas", "paralelo", "paralelos", "similar", "similares", "generica", "genericas", "generico", "genericos"].map(
    (word) => [word, "paralela"] as const,
  ),
  ...["usada", "usadas", "usado", "usados", "seminova", "seminovas", "seminovo", "seminovos"].map((word) => [word, "usada"] as const),
]);

/** Shorthands of 'mão de obra' ('mdo', 'm.o.'), written out in the line's name. */
export const LABOUR_SHORTHANDS: ReadonlySet<string> = new Set(["mdo", "m.o", "mo"]);

/** Words that make a line labour wherever they are: 'serviço', 'hora de trabalho'. 'mão de obra' is read as a phrase. */
export const LABOUR_WORDS: ReadonlySet<string> = new Set(["servico", "trabalho"]);

/** Services sold by name: a line that starts with one is labour ('troca de óleo', 'alinhamento'). */
export const SERVICE_NOUNS: ReadonlySet<string> = new Set([
  "troca",
  "alinhamento",
  "balanceamento",
  "revisao",
  "diagnostico",
  "limpeza",
  "regulagem",
  "higienizacao",
  "geometria",
  "cambagem",
  "retifica",
  "instalacao",
  "reparo",
  "conserto",
  "recarga",
  "polimento",
  "funilaria",
  "pintura",
  "lavagem",
  "sangria",
  "descarbonizacao",
  "verificacao",
  "avaliacao",
  "checkup",
  "montagem",
  "desmontagem",
  "substituicao",
  "lubrificacao",
  "vistoria",
  "rodizio",
  "solda",
  "scanner",
  "escaneamento",
]);

/**
 * Verbs that say what to do with what follows: 'trocar 2 pneus' is the tyres (parts), 'trocar' alone
 * or before a service is labour.
 */
export const SERVICE_VERBS: ReadonlySet<string> = new Set([
  "trocar",
  "substituir",
  "colocar",
  "instalar",
  "verificar",
  "checar",
  "regular",
  "alinhar",
  "balancear",
  "limpar",
  "revisar",
  "consertar",
  "reparar",
  "montar",
  "desmontar",
  "soldar",
  "recarregar",
  "higienizar",
  "fazer",
  "avaliar",
  "diagnosticar",
]);

/** Nouns of parts: a line whose first word of substance is one is a part ('filtro', '2 pneus'). */
export const PART_NOUNS: ReadonlySet<string> = new Set([
  "filtro",
  "pastilha",
  "pneu",
  "oleo",
  "disco",
  "vela",
  "correia",
  "bateria",
  "batente",
  "lampada",
  "amortecedor",
  "pivo",
  "bieleta",
  "bucha",
  "terminal",
  "bomba",
  "radiador",
  "aditivo",
  "fluido",
  "embreagem",
  "rolamento",
  "cubo",
  "junta",
  "retentor",
  "coxim",
  "sensor",
  "sonda",
  "bobina",
  "cabo",
  "palheta",
  "mangueira",
  "tensor",
  "polia",
  "escapamento",
  "silencioso",
  "catalisador",
  "homocinetica",
  "coifa",
  "bandeja",
  "mola",
  "lona",
  "tambor",
  "cilindro",
  "pinca",
  "flexivel",
  "valvula",
  "termostato",
  "reservatorio",
  "alternador",
  "compressor",
  "farol",
  "lanterna",
  "retrovisor",
  "fusivel",
  "rele",
  "estepe",
  "roda",
  "parafuso",
  "bronzina",
  "pistao",
  "anel",
  "kit",
  "jogo",
]);

/** Services sold as one though said with 'e': 'alinhamento e balanceamento' is one line, 'óleo e filtro' two. */
export const JOINED_SERVICES: ReadonlySet<string> = new Set([
  "alinhamento balanceamento",
  "balanceamento alinhamento",
  "funilaria pintura",
  "limpeza regulagem",
]);

/** Words that tie others together and say nothing alone: trimmed from a name's ends, skipped when matching. */
export const LINKING_WORDS: ReadonlySet<string> = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "com",
  "em",
  "no",
  "na",
  "para",
  "pra",
  "p",
  "c",
  "o",
  "a",
  "os",
  "as",
]);

/** After a number, these make it a spec of the name, not a quantity: '10.000 km', '500 ml', '60 ah'. */
export const SPEC_UNITS: ReadonlySet<string> = new Set([
  "km",
  "mm",
  "cm",
  "ml",
  "cc",
  "cv",
  "v",
  "w",
  "a",
  "ah",
  "kg",
  "psi",
  "rpm",
  "pol",
]);

/** Before a number, these make it a spec: 'aro 14', 'nº 3'. */
export const SPEC_PREFIXES: ReadonlySet<string> = new Set(["aro", "r", "n", "no", "numero", "modelo", "ano", "cod", "codigo", "ref"]);

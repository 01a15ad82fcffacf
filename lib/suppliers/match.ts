/**
 * Which suppliers to suggest for a request: those whose tags ('Freios', 'Suspensão', 'Bosch') name
 * a word of a part asked for ('Pastilha de freio dianteira'). Accents and case are ignored and a
 * plural is read as its singular, so 'Freios' finds 'freio' and 'Amortecedores' 'amortecedor'. A tag of several
 * words matches when each of its words is in the same part. Pure: the server ranks with it.
 */

/** 'Pastilhas de Freio' → ['pastilha', 'de', 'freio']. */
export function matchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** 'freios' → 'freio', 'amortecedores' → 'amortecedor', 'luzes' → 'luz', 'pistoes' → 'pistao'. */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s")) return word;
  if (word.endsWith("oes")) return `${word.slice(0, -3)}ao`;
  if (/[rz]es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

// Words that say nothing about a part: a tag 'Peças de freio' matches through 'freio' alone.
const FILLER = new Set(["de", "da", "do", "das", "dos", "e", "em", "para", "com", "a", "o", "peca"]);

function tagWords(tag: string) {
  return matchWords(tag).filter((word) => !FILLER.has(word));
}

function tagIn(wanted: readonly string[], words: ReadonlySet<string>) {
  return wanted.length > 0 && wanted.every((word) => words.has(word));
}

/** Whether `tag` names a word of the part `description`. */
export function tagMatchesPart(tag: string, description: string): boolean {
  return tagIn(tagWords(tag), new Set(matchWords(description)));
}

/** Whether any of the supplier's tags matches any of the parts. */
export function supplierMatchesParts(tags: readonly string[], descriptions: readonly string[]): boolean {
  return rankSuppliers([{ tags }], descriptions)[0]!.suggested;
}

/** The suppliers with `suggested` set, the suggested first, each group in the order given. */
export function rankSuppliers<T extends { tags: readonly string[] }>(suppliers: readonly T[], descriptions: readonly string[]) {
  // Each part's words once, not once per supplier and tag: a shop may list hundreds of suppliers.
  const parts = descriptions.map((description) => new Set(matchWords(description)));
  const marked = suppliers.map((supplier) => ({
    ...supplier,
    suggested: supplier.tags.some((tag) => {
      const wanted = tagWords(tag);
      return parts.some((words) => tagIn(wanted, words));
    }),
  }));
  return [...marked.filter((supplier) => supplier.suggested), ...marked.filter((supplier) => !supplier.suggested)];
}

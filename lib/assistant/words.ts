/**
 * Text as the assistant compares it: lowercase and without accents, so 'Óleo', 'oleo' and 'ÓLEO'
 * are one word whichever way the mechanic's phone typed it.
 */

/** 'Mão de Obra' → 'mao de obra'. */
export function plainText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** 'Pneu 175/70 R14' → ['pneu', '175', '70', 'r14']: letters and digits only, specs kept whole. */
export function plainWords(text: string): string[] {
  return plainText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** 'pneus' → 'pneu', 'lonas' → 'lona', 'pistoes' → 'pistao', 'luzes' → 'luz': a plural is its singular. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || /\d/.test(word)) return word;
  if (word.endsWith("oes")) return `${word.slice(0, -3)}ao`;
  if (/[rz]es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

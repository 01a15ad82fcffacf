import slugify from "@sindresorhus/slugify";

export const SLUG_MAX_LENGTH = 60;

/** "Auto Mecânica São José & Filhos" → "auto-mecanica-sao-jose-e-filhos" (accents removed). */
export function toSlug(text: string): string {
  return slugify(text, { customReplacements: [["&", " e "]] })
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const tail = `-${suffix}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - tail.length).replace(/-+$/, "")}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}

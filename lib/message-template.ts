/**
 * The messages a shop writes itself with `{placeholders}` (the quote's WhatsApp message, 'Carro
 * pronto', the next-service reminder): one way to find a misspelt placeholder and to fill them.
 * Safe in the browser: the profile form checks a template as the mechanic types.
 */

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The `{…}` names in `template` that are not among `names` ("{valor}"), each once, in order. */
export function unknownPlaceholdersOf(template: string, names: readonly string[]): string[] {
  const found = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(found.filter((name) => !names.includes(name)))];
}

/**
 * `template` with each placeholder replaced by its value, in one pass, so a value that itself holds
 * "{link}" (a customer named so) is never replaced again. An unknown one stays as written.
 */
export function fillPlaceholders<Name extends string>(template: string, values: Record<Name, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as Name] : whole));
}

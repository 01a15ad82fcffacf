/**
 * XSD validation of what we send, with libxml2 (xmllint-wasm: WebAssembly, no native build)
 * against the official schemas vendored in lib/nfse/schemas/<version>/. Every DPS and event is
 * validated before it is signed and sent: a wrong field is our bug, and finding it here costs a
 * millisecond where Sefin's answer costs a round trip and a rejection on the shop's record.
 */
// Not "server-only": the e2e suite's stand-in for Sefin (e2e/support/sefin.ts) validates with it
// outside React's server condition; node:fs keeps it out of any browser bundle anyway.
import fs from "node:fs";
import path from "node:path";

import { validateXML, type XMLFileInfo } from "xmllint-wasm";

export const SCHEMA_VERSION = "1.01";

/**
 * Read from the project's root: the schemas are data, not modules. A standalone build must copy
 * the folder (next.config's outputFileTracingIncludes) when the app starts issuing.
 */
export const SCHEMA_DIR = path.join(process.cwd(), "lib", "nfse", "schemas", SCHEMA_VERSION);

const SHARED = ["xmldsig-core-schema.xsd", "tiposSimples_v1.01.xsd", "tiposComplexos_v1.01.xsd"];
const ROOTS = {
  dps: { main: "DPS_v1.01.xsd", imports: SHARED },
  event: { main: "pedRegEvento_v1.01.xsd", imports: [...SHARED, "tiposEventos_v1.01.xsd"] },
} as const;

export type SchemaKind = keyof typeof ROOTS;

const files = new Map<string, XMLFileInfo>();
function schemaFile(fileName: string): XMLFileInfo {
  let file = files.get(fileName);
  if (!file) {
    file = { fileName, contents: fs.readFileSync(path.join(SCHEMA_DIR, fileName), "utf8") };
    files.set(fileName, file);
  }
  return file;
}

export type ValidationResult = { ok: true } | { ok: false; errors: string[] };

/**
 * Each call starts libxml2 in a worker and parses the schemas (~0.2 s + ~0.3 s here), so a batch
 * validates many documents for the price of one: the tests validate their table in one call.
 */
export async function validateMany(kind: SchemaKind, xmls: readonly string[]): Promise<ValidationResult[]> {
  const root = ROOTS[kind];
  const names = xmls.map((_, index) => `${kind}-${index}.xml`);
  const result = await validateXML({
    xml: xmls.map((contents, index) => ({ fileName: names[index]!, contents })),
    schema: schemaFile(root.main),
    preload: root.imports.map(schemaFile),
  });
  const lines = result.rawOutput.split("\n");
  return names.map((name) => {
    if (lines.includes(`${name} validates`)) return { ok: true };
    const errors = result.errors
      .filter((error) => error.loc?.fileName === name)
      .map((error) => error.message)
      .filter((message) => message !== "");
    const parserErrors = lines.filter((line) => line.startsWith(`${name}:`) && !errors.some((error) => line.endsWith(error)));
    const all = [...errors, ...parserErrors];
    return { ok: false, errors: all.length > 0 ? all : [`${name} fails to validate`] };
  });
}

export async function validateAgainst(kind: SchemaKind, xml: string): Promise<ValidationResult> {
  const [result] = await validateMany(kind, [xml]);
  return result!;
}

/** The DPS (signed or not: ds:Signature is optional in TCDPS) against DPS_v1.01.xsd. */
export const validateDps = (xml: string) => validateAgainst("dps", xml);

/** A pedRegEvento (the cancellation) against pedRegEvento_v1.01.xsd. */
export const validateEvent = (xml: string) => validateAgainst("event", xml);

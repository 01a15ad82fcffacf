/** Reading 'Baixar meus dados' back as a spreadsheet would: unzipped, the BOM checked, the CSVs parsed. */
import { unzipSync } from "fflate";
import Papa from "papaparse";

export type Archive = {
  names: string[];
  bytes: (name: string) => Uint8Array;
  /** Every file's text together, for "nothing of the other shop anywhere". */
  allText: string;
  /** A CSV's header and rows (objects keyed by the header); fails unless it starts with the BOM. */
  csv: (name: string) => { header: string[]; rows: Record<string, string>[] };
};

// Keeps the BOM: the default decoder drops it, and its presence is what is checked.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true });
const strFromU8 = (bytes: Uint8Array) => utf8.decode(bytes);
const anyText = new TextDecoder("utf-8", { ignoreBOM: true });

export async function readArchive(body: ReadableStream<Uint8Array> | Response | null): Promise<Archive> {
  const response = body instanceof Response ? body : new Response(body);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const names = Object.keys(files).sort();
  const bytes = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} não está no arquivo (tem: ${names.join(", ")})`);
    return file;
  };
  return {
    names,
    bytes,
    allText: names.map((name) => anyText.decode(files[name]!)).join("\n"),
    csv(name) {
      const text = strFromU8(bytes(name));
      if (!text.startsWith("\uFEFF")) throw new Error(`${name} sem BOM`);
      const parsed = Papa.parse<Record<string, string>>(text.slice(1), { delimiter: ";", header: true, skipEmptyLines: true });
      if (parsed.errors.length > 0) throw new Error(`${name}: ${JSON.stringify(parsed.errors)}`);
      return { header: parsed.meta.fields ?? [], rows: parsed.data };
    },
  };
}

/**
 * Brazil's cities with their IBGE codes (cMun of the NFS-e), read once from the vendored list
 * (./municipios.tsv: code, name, state; source in ./README.md). The fiscal form and the customer's
 * address pick a city by name; the server checks a code against the same list.
 */
import "server-only";

import fs from "node:fs";
import path from "node:path";

export interface City {
  ibgeCode: string;
  name: string;
  state: string;
}

/** "São Paulo - SP": how a city shows and what the pickers keep. */
export const cityLabel = (city: City) => `${city.name} - ${city.state}`;

interface Indexed extends City {
  key: string;
}

let cities: Indexed[] | undefined;
let byCode: Map<string, Indexed> | undefined;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function load(): Indexed[] {
  if (!cities) {
    const text = fs.readFileSync(path.join(process.cwd(), "lib", "nfse", "cities", "municipios.tsv"), "utf8");
    cities = text
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [ibgeCode = "", name = "", state = ""] = line.split("\t");
        return { ibgeCode, name, state, key: fold(`${name} ${state}`) };
      });
    byCode = new Map(cities.map((city) => [city.ibgeCode, city]));
  }
  return cities;
}

export function cityByCode(code: string): City | undefined {
  load();
  const city = byCode!.get(code);
  return city && { ibgeCode: city.ibgeCode, name: city.name, state: city.state };
}

/**
 * Up to `limit` cities whose name starts with what was typed (accents and case ignored), then those
 * that contain it; "sao paulo sp" and "campinas - sp" narrow by state. Reads the first 60 characters.
 */
export function searchCities(query: string, limit = 8): City[] {
  const wanted = fold(query.slice(0, 60));
  if (wanted.length < 2) return [];
  const starts: Indexed[] = [];
  const contains: Indexed[] = [];
  for (const city of load()) {
    if (city.key.startsWith(wanted)) starts.push(city);
    else if (contains.length < limit && city.key.includes(wanted)) contains.push(city);
  }
  // The shorter name first: "Santos" before "Santos Dumont".
  starts.sort((a, b) => a.key.length - b.key.length || a.key.localeCompare(b.key));
  return [...starts, ...contains].slice(0, limit).map(({ ibgeCode, name, state }) => ({ ibgeCode, name, state }));
}

/**
 * The city a label names: "Campinas - SP" as the picker writes it, or "campinas sp", "Campinas/SP"
 * typed by hand. A name alone is enough when only one state has it. Undefined: no such city.
 */
export function cityByLabel(label: string): City | undefined {
  const wanted = fold(label.slice(0, 80));
  if (!wanted) return undefined;
  const exact = load().filter((city) => city.key === wanted || fold(city.name) === wanted);
  const city = exact.find((candidate) => candidate.key === wanted) ?? (exact.length === 1 ? exact[0] : undefined);
  return city && { ibgeCode: city.ibgeCode, name: city.name, state: city.state };
}

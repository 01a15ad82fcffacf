/**
 * The one registry of the tenant-isolation matrix: every exported function of a server action
 * file, a route handler or lib/data/ (read from the code, so a new export is never missed), and
 * every area's cases and exemptions (each file of ./areas/, found by reading the folder, so a new
 * area needs no line here).
 */
import fs from "node:fs";
import path from "node:path";
import { actionFiles, dataFiles, exportedFunctions, routeFiles } from "../../support/entry-points";
import type { Attack } from "./fixtures";

/** What is attacked: every exported function of these files. */
export async function attackedExports() {
  const files = [...actionFiles(), ...routeFiles(), ...dataFiles()].sort();
  return (await exportedFunctions(files)).map((found) => found.name);
}

export type Area = { name: string; attacks: Record<string, Attack>; exempt: Record<string, string> };

/** Every area file of ./areas/: its cases (B with A's ids) and its exemptions (why no case). */
export async function areas(): Promise<Area[]> {
  const dir = path.join(import.meta.dirname, "areas");
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .sort();
  const loaded: Area[] = [];
  for (const file of files) {
    const cases = (await import(path.join(dir, file))) as Omit<Area, "name">;
    loaded.push({ name: file.replace(/\.ts$/, ""), attacks: cases.attacks, exempt: cases.exempt });
  }
  return loaded;
}

/** What the registry finds wrong; every list is empty when the matrix is complete. */
export async function registryProblems() {
  const exported = await attackedExports();
  const all = await areas();
  const entries = all.flatMap((area) => [
    ...Object.keys(area.attacks).map((name) => ({ name, area: area.name, kind: "case" })),
    ...Object.keys(area.exempt).map((name) => ({ name, area: area.name, kind: "exemption" })),
  ]);
  const named = new Set(entries.map((entry) => entry.name));
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const entry of entries) {
    const where = `${entry.area} (${entry.kind})`;
    if (seen.has(entry.name)) twice.push(`${entry.name}: ${seen.get(entry.name)} and ${where}`);
    else seen.set(entry.name, where);
  }
  return {
    exported,
    uncovered: exported.filter((name) => !named.has(name)),
    stale: [...named].filter((name) => !exported.includes(name)),
    twice,
  };
}

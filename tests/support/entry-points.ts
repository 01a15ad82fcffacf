/**
 * What a caller can reach, read from the code itself so that a new one is never missed: every
 * server action (a 'use server' module of lib/actions/, the one place lint lets one live) and every
 * route handler of app/. The security tests attack each export they list.
 */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, keep: (file: string) => boolean) {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter(keep)
    .map((file) => `${dir}/${file}`)
    .sort();
}

/** A module whose first statement, after any comments, is the 'use server' directive. */
const OPENS_WITH_USE_SERVER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/;

export const isServerActionFile = (file: string) => OPENS_WITH_USE_SERVER.test(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** Every server action file, in lib/actions/ (lint refuses a 'use server' file anywhere else). */
export function actionFiles() {
  return filesUnder("lib/actions", (file) => /\.tsx?$/.test(file)).filter(isServerActionFile);
}

/** Every route handler under `dir` (app/ or one of its folders). */
export function routeFiles(dir = "app") {
  return filesUnder(dir, (file) => /(^|\/)route\.tsx?$/.test(file));
}

/** Every data-layer module. */
export function dataFiles() {
  return filesUnder("lib/data", (file) => /\.tsx?$/.test(file));
}

/** The exported functions of these files, named `file#export`. */
export async function exportedFunctions(files: string[]) {
  const found: { name: string; fn: (...args: unknown[]) => Promise<unknown> }[] = [];
  for (const file of files) {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "function") found.push({ name: `${file}#${name}`, fn: value as (...args: unknown[]) => Promise<unknown> });
    }
  }
  return found;
}

/**
 * .env.example is the operator's list of what can be configured, and lib/env.ts is what the app
 * reads: neither may name a variable the other does not know. The runtime variables (set by
 * Node, Next or a test harness) stay out of it; the retired ones are only mentioned, never set;
 * the harness's own (TEST_DATABASE_URL…) are listed in lib/env.ts as HARNESS_VARIABLES.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIGURED_VARIABLES, envProblems, HARNESS_VARIABLES, RETIRED_VARIABLES, RUNTIME_VARIABLES } from "@/lib/env";

const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const assignments = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => ({ name: name!, value: value! }));
const names = assignments.map(({ name }) => name);

describe(".env.example", () => {
  it("sets every variable an operator configures, each once", () => {
    expect(names.filter((name) => !(HARNESS_VARIABLES as readonly string[]).includes(name)).sort()).toEqual(
      [...CONFIGURED_VARIABLES].sort(),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("sets nothing the app does not declare, apart from the test harness's own", () => {
    const known = new Set<string>([...CONFIGURED_VARIABLES, ...HARNESS_VARIABLES]);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    for (const name of HARNESS_VARIABLES) expect(names, name).toContain(name);
  });

  it("leaves the runtime variables to Node and Next, and only mentions the retired ones", () => {
    for (const name of RUNTIME_VARIABLES) expect(names, name).not.toContain(name);
    for (const name of RETIRED_VARIABLES) {
      expect(names, name).not.toContain(name);
      expect(example, name).toContain(name);
    }
  });

  it("is a valid environment as it stands (copied to .env, the app starts)", () => {
    expect(envProblems(Object.fromEntries(assignments.map(({ name, value }) => [name, value])))).toEqual([]);
  });
});

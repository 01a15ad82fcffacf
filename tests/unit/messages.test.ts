import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";

// lib/messages/index.ts composes the area files by name; a group an area exports must be in
// `messages` (not forgotten), and no two areas may export the same group.
const folder = path.resolve(import.meta.dirname, "../../lib/messages");
const areas = readdirSync(folder).filter((file) => file.endsWith(".ts") && file !== "index.ts" && file !== "product.ts");
const renamed: Record<string, string> = { listExport: "export" }; // `export` is a reserved word

describe("lib/messages", () => {
  it("every group of every area file is in messages, defined by one area only", async () => {
    const seen = new Map<string, string>();
    for (const file of areas) {
      const groups: Record<string, unknown> = await import(path.join(folder, file));
      for (const [name, group] of Object.entries(groups)) {
        const key = renamed[name] ?? name;
        expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
        expect(messages[key as keyof typeof messages], `${file}: ${name}`).toBe(group);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(messages).sort());
  });

  it("every area file holds the group its name says", async () => {
    const camel = (file: string) => file.replace(/\.ts$/, "").replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    for (const file of areas) {
      const groups = Object.keys(await import(path.join(folder, file))).map((name) => renamed[name] ?? name);
      expect(groups, file).toContain(camel(file));
    }
  });

  it("every message is a non-empty string or a function", () => {
    const bad: string[] = [];
    const visit = (value: unknown, at: string) => {
      if (typeof value === "function") return;
      if (typeof value === "string") return void (value.trim() === "" && bad.push(at));
      if (value && typeof value === "object") return Object.entries(value).forEach(([key, inner]) => visit(inner, `${at}.${key}`));
      bad.push(at);
    };
    visit(messages, "messages");
    expect(bad).toEqual([]);
  });
});

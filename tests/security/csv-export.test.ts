/**
 * CSV injection end to end: what a visitor types in a shop's public contact form comes out of the
 * leads export as text, never as a formula a spreadsheet would run (decisions.md: cells starting
 * with =, +, -, @ are neutralised). The cell-level rules are in tests/unit/csv.test.ts.
 */
import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { expect, it, vi } from "vitest";

// The session and the visitor's address are faked; the form, the database and the route are real.
const session = vi.hoisted(() => ({ current: null as null | { user: { id: string } } }));
vi.mock("@/lib/auth/session-token", () => ({ currentSessionToken: vi.fn(async () => session.current && { sub: session.current.user.id }) }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": `198.51.100.7, ${randomUUID()}` }) }));

const { submitShopContact } = await import("@/app/oficina/[slug]/actions");
const { GET } = await import("@/app/dashboard/leads/export/route");
const { messages } = await import("@/lib/messages");
const { form, shopWithData } = await import("./support");

const HOSTILE_NAMES = [
  '=HYPERLINK("http://malicioso.example","Clique")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
];

it("formulas typed in the public form are exported as text", async () => {
  const shop = await shopWithData("csv");
  for (const name of HOSTILE_NAMES) {
    const sent = await submitShopContact(shop.slug, null, form({ name, email: `${randomUUID()}@exemplo.com`, message: "Orçamento" }));
    expect(sent).toEqual({ ok: true, message: messages.leads.sent });
  }

  session.current = { user: { id: shop.id } };
  const response = await GET(new Request("http://localhost/dashboard/leads/export"));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const csv = await response.text();
  const [, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;

  const names = rows.map((row) => row[0]);
  // The form trims what is typed ("\t=1+1" is stored as "=1+1"), then the export neutralises it.
  for (const name of HOSTILE_NAMES) expect(names).toContain(`'${name.trim()}`);
  for (const cell of rows.flat()) expect(cell, "a cell a spreadsheet would run").not.toMatch(/^[=+\-@\t\r]/);
});

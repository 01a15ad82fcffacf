/**
 * CSV injection end to end: what a visitor types in a shop's public contact form comes out of the
 * leads export as text, never as a formula a spreadsheet would run: a cell starting with =, +, -
 * or @ is neutralised. The cell-level rules are in tests/unit/csv.test.ts.
 */
import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { expect, it } from "vitest";

// The session and the visitor's address are faked; the form, the database and the route are real.
import { setClientAddress, signInAs } from "../support/request";

const { submitShopContact } = await import("@/lib/actions/public-page");
const { GET } = await import("@/app/dashboard/leads/export/route");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");

const HOSTILE_NAMES = [
  '=HYPERLINK("http://malicioso.example","Clique")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
];

it("formulas typed in the public form are exported as text", async () => {
  const shop = await shopWithData("csv");
  // Each visitor at an address of their own, so the public form's rate limit never cuts in.
  setClientAddress(() => `198.51.100.7, ${randomUUID()}`);
  for (const name of HOSTILE_NAMES) {
    const sent = await submitShopContact(shop.slug, null, form({ name, email: `${randomUUID()}@exemplo.com`, message: "Orçamento" }));
    expect(sent).toEqual({ ok: true, message: messages.leads.sent });
  }

  signInAs(shop.id);
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

/**
 * 'Baixar meus dados' over plain HTTP (no page; the button in a real browser is
 * account-export.spec.ts): signed out, the route answers no data; a GET, and a POST from another
 * site, get no data and spend none of the account's hourly exports.
 */
import { eq } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import { messages } from "../../lib/messages";
import { RENAMED_DASHBOARD_URLS } from "../../lib/renamed-urls";
import { expect, signedOut, test } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";

const EXPORT_PATH = "/dashboard/account/data";

test.describe("signed out", () => {
  test.use({ storageState: signedOut });

  test("the route gives no data: it sends to the login", async ({ request, baseURL }) => {
    const response = await request.post(EXPORT_PATH, {
      maxRedirects: 0,
      headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" },
    });
    // proxy.ts answers first (307, as for any dashboard path); without it the route's own 303.
    expect([303, 307]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/auth/);
    expect(response.headers()["content-disposition"]).toBeUndefined();
    expect(response.headers()["content-type"] ?? "").not.toContain("zip");
  });
});

test.describe("over HTTP, from elsewhere", () => {
  /** How many exports the mechanic has spent this hour. */
  async function exportsSpent({ db }: AccountsDatabase, shopId: string) {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `account-export:${shopId}`));
    return row?.count ?? 0;
  }

  test("a GET (a link, another site's image tag) gets the account page and no data, and spends nothing", async ({
    request,
    mechanic,
    accountsDatabase,
  }) => {
    for (let i = 0; i < 11; i++) {
      const response = await request.get(EXPORT_PATH, { maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers()["location"]).toBe("/dashboard/account");
      expect(response.headers()["content-disposition"]).toBeUndefined();
    }
    expect(await exportsSpent(accountsDatabase, mechanic.id)).toBe(0);
  });

  test("a POST from another site's page is refused (403) with no data, and spends nothing", async ({
    request,
    mechanic,
    accountsDatabase,
    baseURL,
  }) => {
    const fromElsewhere: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of fromElsewhere) {
      const response = await request.post(EXPORT_PATH, { maxRedirects: 0, headers });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(response.headers()["content-disposition"]).toBeUndefined();
      expect(await response.text()).toBe(messages.guard.crossSite);
    }
    expect(await exportsSpent(accountsDatabase, mechanic.id)).toBe(0);
    // The app's own page still gets the file.
    const own = await request.post(EXPORT_PATH, {
      maxRedirects: 0,
      headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" },
    });
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("application/zip");
    expect(await exportsSpent(accountsDatabase, mechanic.id)).toBe(1);
  });
});

test("every renamed dashboard address leads to its new one, with its query", async ({ request }) => {
  const id = "00000000-0000-4000-8000-000000000001";
  for (const [old, now] of [
    ["/dashboard/conta", "/dashboard/account"],
    ["/dashboard/conta/dados", "/dashboard/account/dados"],
    ["/dashboard/account/dados", "/dashboard/account/data"],
    ["/dashboard/services", "/dashboard/quotes"],
    ["/dashboard/services?situacao=em-andamento&busca=freio", "/dashboard/quotes?situacao=em-andamento&busca=freio"],
    [`/dashboard/services/${id}`, `/dashboard/quotes/${id}`],
    [`/dashboard/services/${id}/edit`, `/dashboard/quotes/${id}/edit`],
    [`/dashboard/services/${id}/duplicar`, `/dashboard/quotes/${id}/duplicate`],
    [`/dashboard/services/${id}/entrada`, `/dashboard/quotes/${id}/check-in`],
    [`/dashboard/services/${id}/fotos/${id}`, `/dashboard/quotes/${id}/photos/${id}`],
    [`/dashboard/services/${id}/recibo`, `/dashboard/quotes/${id}/receipt`],
    [`/dashboard/services/${id}/recibo/${id}`, `/dashboard/quotes/${id}/receipt/${id}`],
    [`/dashboard/services/${id}/respostas-fornecedores`, `/dashboard/quotes/${id}/supplier-answers`],
    [`/dashboard/services/${id}/fornecedores?busca=x`, `/dashboard/quotes/${id}/suppliers?busca=x`],
    ["/dashboard/services/exportar/csv", "/dashboard/quotes/export/csv"],
    [`/dashboard/customers/${id}/services/new?veiculo=${id}`, `/dashboard/customers/${id}/quotes/new?veiculo=${id}`],
    ["/dashboard/customers/exportar/xlsx", "/dashboard/customers/export/xlsx"],
    ["/dashboard/customers/exportar/veiculos/csv", "/dashboard/customers/export/vehicles/csv"],
    ["/dashboard/financeiro", "/dashboard/finance"],
    ["/dashboard/financeiro/exportar/csv?mes=2026-11", "/dashboard/finance/export/csv?mes=2026-11"],
    ["/dashboard/lembretes?paginas=2", "/dashboard/reminders?paginas=2"],
  ]) {
    const response = await request.get(old!, { maxRedirects: 0 });
    expect(response.status(), old).toBe(308);
    expect(response.headers()["location"], old).toBe(now);
  }
  // No address redirects to itself or to another old one: every new address is a page of today's.
  for (const { source, destination } of RENAMED_DASHBOARD_URLS) {
    expect(
      RENAMED_DASHBOARD_URLS.some((rule) => rule.source === destination),
      destination,
    ).toBe(false);
    expect(destination).not.toBe(source);
  }
});

/**
 * Status codes: a record this shop does not have (another shop's, gone, or an
 * id that cannot be one) answers 404 on every record route, with the record's not-found view inside
 * the dashboard; so do an unknown dashboard path, an unknown public page and an unknown upload. The
 * shop's own records answer 200. The record routes are read from app/dashboard, so a new one is
 * covered as soon as it exists.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { urlFor } from "../support/dashboard-routes";
import { RECORD_ROUTES, RECORD_TEXTS, everyId, idsOf, notFoundTitle } from "../support/record-routes";
import { seedShop } from "../support/seed";

test.use({ plan: "pro" });

test("a record this shop does not have answers 404 on every record route; its own answer 200", async ({
  request,
  mechanic,
  createMechanic,
  accountsDatabase,
}) => {
  expect(RECORD_ROUTES.length, "record routes found in app/dashboard").toBeGreaterThanOrEqual(5);
  const own = await seedShop(accountsDatabase, mechanic);
  const other = await seedShop(accountsDatabase, await createMechanic({ plan: "pro", prefix: "outra-oficina" }));

  const missing: [string, Parameters<typeof urlFor>[1]][] = [
    ["another shop's", idsOf(other)],
    ["a random", everyId(crypto.randomUUID())],
    ["a malformed", everyId("nao-e-um-id")],
    ["an injected", everyId("%27%20OR%201=1")],
    ["a numeric", everyId("123")],
  ];
  for (const pattern of RECORD_ROUTES) {
    const mine = await request.get(urlFor(pattern, idsOf(own)), { maxRedirects: 0 });
    expect(mine.status(), `${pattern} with the shop's own id`).toBe(200);

    for (const [which, ids] of missing) {
      const url = urlFor(pattern, ids);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), `${which} id: ${url}`).toBe(404);
      const html = await response.text();
      expect(html, url).toContain(notFoundTitle(pattern));
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
      for (const text of RECORD_TEXTS) expect(html, url).not.toContain(text);
    }
  }
});

test("a vehicle that is not this customer's answers 404 on its routes, with the vehicle's not-found view", async ({
  request,
  mechanic,
  createMechanic,
  accountsDatabase,
}) => {
  const own = await seedShop(accountsDatabase, mechanic);
  const other = await seedShop(accountsDatabase, await createMechanic({ plan: "pro", prefix: "outra-oficina" }));
  const vehicleRoutes = RECORD_ROUTES.filter((pattern) => pattern.includes("[vehicleId]"));
  expect(vehicleRoutes.length, "vehicle routes found in app/dashboard").toBeGreaterThanOrEqual(1);
  for (const pattern of vehicleRoutes) {
    expect((await request.get(urlFor(pattern, idsOf(own)), { maxRedirects: 0 })).status(), pattern).toBe(200);
    // The shop's own customer, with another shop's vehicle or one that does not exist.
    for (const vehicleId of [other.vehicleId, crypto.randomUUID(), "nao-e-um-id"]) {
      const url = urlFor(pattern, { ...idsOf(own), vehicleId });
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain(messages.vehicles.notFound);
    }
  }
});

// The client router's request for the same page (RSC payload) carries the not-found view too and none
// of the record. Its status stays 200 whatever the page throws: Next writes a payload's status line
// before rendering it (generateDynamicFlightRenderResult), for every route, app/[...unknown] included.
test("the router's payload of a record this shop does not have holds the not-found view and no data", async ({
  request,
  createMechanic,
  accountsDatabase,
}) => {
  const other = await seedShop(accountsDatabase, await createMechanic({ plan: "pro", prefix: "outra-oficina" }));
  for (const pattern of RECORD_ROUTES) {
    const url = urlFor(pattern, idsOf(other));
    const response = await request.get(url, { headers: { RSC: "1" } });
    expect(response.headers()["content-type"], url).toContain("text/x-component");
    const payload = await response.text();
    expect(payload, url).toContain(notFoundTitle(pattern));
    for (const text of RECORD_TEXTS) expect(payload, url).not.toContain(text);
  }
});

test("an unknown public page and an unknown upload answer 404", async ({ request, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  expect((await request.get(`/oficina/${shop.slug}`)).status()).toBe(200);
  const unknownPage = await request.get(`/oficina/${shop.slug}-nao-existe`);
  expect(unknownPage.status()).toBe(404);
  expect(await unknownPage.text()).toContain(messages.errorPages.notFound);

  for (const key of [
    `${mechanic.id}-${"0".repeat(32)}.png`,
    "nao-existe.svg",
    "sem-extensao",
    "%2e%2e%2f.data%2fauth-secret",
    "..%5Cpackage.json",
  ]) {
    const response = await request.get(`/api/uploads/${key}`);
    expect(response.status(), key).toBe(404);
    expect(response.headers()["x-content-type-options"], key).toBe("nosniff");
  }
});

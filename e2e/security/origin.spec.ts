/**
 * A server action POSTed from another site is refused by Next's origin check, even with the
 * mechanic's cookies: a page elsewhere cannot add, change or delete a shop's data. One the browser
 * marks Sec-Fetch-Site: cross-site is refused by defineAction too, whatever its Origin says.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { isServerAction } from "../support/network";

test("a server action from another origin is refused and writes nothing", async ({ page, baseURL }) => {
  const name = `Cliente Forjado ${crypto.randomUUID().slice(0, 8)}`;

  // Capture the POST 'Adicionar Cliente' makes, and stop it before it reaches the server.
  await page.goto("/dashboard/customers/new");
  let captured: { url: string; headers: Record<string, string>; body: string } | undefined;
  await page.route(
    (url) => url.pathname === "/dashboard/customers/new",
    async (route) => {
      if (!isServerAction(route.request())) return route.fallback();
      captured = { url: route.request().url(), headers: route.request().headers(), body: route.request().postData() ?? "" };
      await route.abort();
    },
  );
  const aborted = page.waitForEvent("requestfailed", isServerAction);
  await page.getByLabel("Nome *").fill(name);
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await aborted;
  await page.unrouteAll({ behavior: "wait" });
  expect(captured?.body).toContain(name);
  const call = captured!;

  const replay = (origin: string, extra: Record<string, string> = {}) =>
    page.request.post(call.url, {
      headers: {
        "next-action": call.headers["next-action"]!,
        "content-type": call.headers["content-type"]!,
        accept: "text/x-component",
        origin,
        ...extra,
      },
      data: Buffer.from(call.body),
      maxRedirects: 0,
    });
  // The list streams in behind its skeleton (React may reveal it after the load event): wait for
  // its answer, the row or the search's "nothing found", before counting.
  const expectCustomers = async (count: 0 | 1) => {
    await page.goto(`/dashboard/customers?busca=${encodeURIComponent(name)}`);
    if (count === 0) await expect(page.getByText(`Nenhum cliente encontrado para “${name}”.`)).toBeVisible();
    await expect(page.getByRole("table", { name: "Lista de clientes" }).getByRole("row").filter({ hasText: name })).toHaveCount(count);
  };

  // With the mechanic's own cookies, from another site: refused, nothing written.
  for (const origin of ["https://oficina-falsa.example", "http://127.0.0.1.evil.example"]) {
    const refused = await replay(origin);
    expect(refused.status(), origin).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).not.toContain(messages.customers.created);
  }
  await expectCustomers(0);

  // The app's own Origin, but the browser says another site sent it: defineAction refuses it.
  const crossSite = await replay(new URL(baseURL!).origin, { "sec-fetch-site": "cross-site" });
  const crossSiteText = await crossSite.text();
  expect(crossSiteText).toContain(messages.guard.crossSite);
  expect(crossSiteText).not.toContain(messages.customers.created);
  await expectCustomers(0);

  // Control: the very same request from the app's own origin is accepted, so the refusals above
  // came from the origin and not from a malformed replay.
  const accepted = await replay(new URL(baseURL!).origin);
  expect(await accepted.text()).toContain(messages.customers.created);
  await expectCustomers(1);
});

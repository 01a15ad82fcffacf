import { expect, test } from "@playwright/test";
import { messages } from "../../lib/messages";

test("an unknown nested path answers 404 too", async ({ request }) => {
  const response = await request.get("/rota/que/nao/existe?x=1");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(messages.errorPages.notFound);
});

test("GET /api/health answers 200 with status ok", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
});

/**
 * How 'Baixar meus dados' is sent: thousands of rows read in batches (keyset pages that neither
 * skip nor repeat a row, ties included) and only as fast as the archive is read; a failure
 * part-way cuts the download off instead of ending a ZIP that looks whole; and the route's
 * guards: the session, no plan needed, the hourly limit.
 */
import { randomBytes } from "node:crypto";
import { unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, leads, quoteItems, rateLimits, quotes, vehicles } from "@/db/schema";
import { buildAccountExport } from "@/lib/account-export/build";
import { zipStream } from "@/lib/account-export/zip";
import { messages } from "@/lib/messages";
import { ACCOUNT_EXPORTS, accountExportKey } from "@/lib/rate-limit";
import { createLocalStorage } from "@/lib/storage/local";
import { readArchive } from "../support/account-export";
import { createMechanic } from "../support/factories";
import { openSignedInSession, signInAs } from "../support/request";

const { GET, POST } = await import("@/app/dashboard/account/data/route");

const BATCH = 100;
const storage = createLocalStorage("/nonexistent-uploads");

/** A shop of thousands of rows, written straight into the tables; many share a name or a moment, so the pages' tie-breaks matter. */
async function largeShop() {
  const shop = await createMechanic({ plan: "pro" });
  const db = getDb();
  const rows = await db
    .insert(customers)
    .values(Array.from({ length: 3000 }, (_, i) => ({ shopId: shop.id, name: `Cliente ${i % 7}`, notes: randomBytes(60).toString("hex") })))
    .returning({ id: customers.id });
  // One statement: every lead has the same created_at.
  await db
    .insert(leads)
    .values(Array.from({ length: 1000 }, (_, i) => ({ shopId: shop.id, name: `Interessado ${i}`, email: `i${i}@exemplo.com` })));
  await db
    .insert(vehicles)
    .values(rows.slice(0, 1000).map((row, i) => ({ shopId: shop.id, customerId: row.id, plate: `ABC${String(i).padStart(4, "0")}` })));
  const inserted = await db
    .insert(quotes)
    .values(rows.slice(0, 300).map((row) => ({ shopId: shop.id, customerId: row.id, description: "Revisão" })))
    .returning({ id: quotes.id });
  await db.insert(quoteItems).values(
    inserted.flatMap((quote) =>
      [0, 1, 2].map((position) => ({
        quoteId: quote.id,
        shopId: shop.id,
        position,
        kind: "service" as const,
        description: `Item ${position}`,
        quantity: "1",
        unitPrice: "10.00",
      })),
    ),
  );
  return shop;
}

describe("a large shop", () => {
  it("is read in batches, each asked for only as the archive is read, with every row once", async () => {
    const shop = await largeShop();
    const batches: Record<string, number[]> = {};
    const stream = (await buildAccountExport(shop.id, {
      storage,
      batchSize: BATCH,
      onError: (error) => {
        throw error;
      },
      onBatch: (file, rows) => (batches[file] ??= []).push(rows),
    }))!;

    // Read until the first batch of customers has been asked for: the rest are not, yet.
    const reader = stream.getReader();
    const received: Uint8Array[] = [];
    while (!batches["clientes.csv"]) {
      const { value, done } = await reader.read();
      if (done) throw new Error("ended before the customers");
      received.push(value);
    }
    expect(batches["clientes.csv"]!.length).toBeLessThan(30);
    expect(batches["veiculos.csv"]).toBeUndefined();

    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received.push(value);
    }
    expect(batches["clientes.csv"]).toEqual(Array(30).fill(BATCH));
    expect(batches["interessados.csv"]).toEqual(Array(10).fill(BATCH));
    expect(batches["veiculos.csv"]).toEqual(Array(10).fill(BATCH));
    expect(batches["orcamento_itens.csv"]).toEqual(Array(9).fill(BATCH));

    const archive = await readArchive(new Response(new Blob(received as BlobPart[])));
    const clientes = archive.csv("clientes.csv").rows;
    expect(new Set(clientes.map((row) => row.ID)).size).toBe(3000);
    expect(clientes.map((row) => row.Nome)).toEqual([...clientes.map((row) => row.Nome)].sort());
    expect(new Set(archive.csv("interessados.csv").rows.map((row) => row.ID)).size).toBe(1000);
    expect(new Set(archive.csv("veiculos.csv").rows.map((row) => row.Placa)).size).toBe(1000);
    const items = archive.csv("orcamento_itens.csv").rows.map((row) => `${row["Nº do Orçamento"]}/${row.Ordem}`);
    expect(new Set(items).size).toBe(900);
    expect(archive.csv("orcamentos.csv").rows.map((row) => Number(row["Nº"]))).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });
});

describe("a failure part-way", () => {
  it("errors the download and is reported once: what was sent is not a ZIP that opens", async () => {
    const failure = new Error("falha forçada no meio do arquivo");
    const reported: unknown[] = [];
    const stream = zipStream(
      [
        { name: "LEIA-ME.txt", bytes: Buffer.from("leia") },
        {
          name: "clientes.csv",
          async *chunks() {
            yield Buffer.from("ID;Nome\r\n".repeat(5000));
            throw failure;
          },
        },
        { name: "depois.csv", bytes: Buffer.from("nunca") },
      ],
      (error) => reported.push(error),
    );
    const reader = stream.getReader();
    const received: Uint8Array[] = [];
    const outcome = await (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return "completed";
        received.push(value);
      }
    })().catch((error: unknown) => error);

    expect(outcome).toBe(failure);
    expect(reported).toEqual([failure]);
    expect(received.length).toBeGreaterThan(0);
    const sent = Buffer.concat(received);
    expect(() => unzipSync(new Uint8Array(sent))).toThrow();
  });
});

/** The account page's form as the browser posts it: from the app's own page, on the app's host. */
// The app's public address: the export's Origin check compares with it (lib/request-site.ts).
beforeEach(() => vi.stubEnv("AUTH_URL", "https://oficina.example"));
afterEach(() => vi.unstubAllEnvs());

function exportRequest(
  headers: Record<string, string> = { host: "oficina.example", origin: "https://oficina.example", "sec-fetch-site": "same-origin" },
) {
  return new Request("https://oficina.example/dashboard/account/data", { method: "POST", headers });
}

/** Where the route sent the browser (a 303's Location), or its own answer. */
async function answerOf(request = exportRequest()) {
  const response = await POST(request);
  return response.status === 303 ? response.headers.get("location")! : response;
}

/** How many exports the account has spent this hour. */
async function exportsSpent(shopId: string) {
  const [row] = await getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, accountExportKey(shopId)));
  return row?.count ?? 0;
}

describe("POST /dashboard/account/data", () => {
  it("signed out: sends to the login and reads nothing", async () => {
    expect(await answerOf()).toBe("/auth");
  });

  it("streams the ZIP as an attachment, not cached, to a signed-in shop even without a plan", async () => {
    const shop = await createMechanic();
    signInAs(shop.id);
    await openSignedInSession();
    const response = (await answerOf()) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="oficina-digital-dados-\d{2}-\d{2}-\d{4}\.zip"$/);
    expect((await readArchive(response)).names).toContain("clientes.csv");
  });

  it(`allows ${ACCOUNT_EXPORTS.limit} exports an hour per account, then sends back to the account page with the reason`, async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    for (let i = 0; i < ACCOUNT_EXPORTS.limit; i++) {
      const response = (await answerOf()) as Response;
      expect(response.status).toBe(200);
      await response.body!.cancel();
    }
    expect(await answerOf()).toBe("/dashboard/account?exportacao=limite");
    // Another shop is not affected.
    const other = await createMechanic({ plan: "basic" });
    signInAs(other.id);
    const response = (await answerOf()) as Response;
    expect(response.status).toBe(200);
    await response.body!.cancel();
    expect(messages.accountExport.rateLimited).toMatch(/10 vezes na última hora/);
  });
});

describe("the export and requests from elsewhere", () => {
  // Another site's page makes the mechanic's browser post (or load) the address with his cookies:
  // each try would spend one of his exports, and ten would lock him out of his data for an hour.
  it.each([
    ["Sec-Fetch-Site: cross-site", { host: "oficina.example", origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["another site's Origin (an old browser)", { host: "oficina.example", origin: "https://evil.example" }],
    ["a sibling site's Origin", { host: "oficina.example", origin: "https://evil.oficina.example", "sec-fetch-site": "same-site" }],
    ["Origin null", { host: "oficina.example", origin: "null" }],
    // The Host is the client's to write: naming evil.example there makes its Origin no more ours.
    ["an Origin matching a forged Host", { host: "evil.example", "x-forwarded-host": "evil.example", origin: "https://evil.example" }],
  ])("refuses a POST with %s: 403, no data, nothing spent", async (_, headers) => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    const response = await POST(exportRequest(headers));
    expect(response.status).toBe(403);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe(messages.guard.crossSite);
    expect(await exportsSpent(shop.id)).toBe(0);
  });

  it.each([
    ["no Origin nor Sec-Fetch-Site (an old browser, curl)", { host: "oficina.example" }],
    [
      "its own page behind a proxy (Origin is AUTH_URL's)",
      { host: "app:3000", origin: "https://oficina.example", "sec-fetch-site": "same-origin" },
    ],
  ])("lets through a POST with %s", async (_, headers) => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    const response = (await answerOf(exportRequest(headers))) as Response;
    expect(response.status).toBe(200);
    await response.body!.cancel();
    expect(await exportsSpent(shop.id)).toBe(1);
  });

  it("answers a GET (a link, an image tag) with the account page: no data, nothing spent", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    for (let i = 0; i <= ACCOUNT_EXPORTS.limit; i++) {
      const response = GET();
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/dashboard/account");
      expect(response.body).toBeNull();
    }
    expect(await exportsSpent(shop.id)).toBe(0);
    const download = (await answerOf()) as Response;
    expect(download.status).toBe(200);
    await download.body!.cancel();
  });
});

/** 'Montar com o assistente' on a real Postgres: lib/data/quote-drafts.ts and draftQuoteFromSentenceAction. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { QuoteItemInput } from "@/lib/validation/quote";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";
import { say, startModelServer } from "../support/openai-compatible-server";

const { draftQuoteFromSentenceAction } = await import("@/lib/actions/quote-drafts");
const { createCustomer } = await import("@/lib/data/customers");
const { listPastLinesLike } = await import("@/lib/data/quote-drafts");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { addTeamMember, createMechanic, profileInput, saveLoadedProfile } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");
const { rowsOwnedBy } = await import("../support/shops");

const m = messages.quoteEditor.assistant;

const line = (fields: Partial<QuoteItemInput> & Pick<QuoteItemInput, "kind" | "description" | "unitPrice">): QuoteItemInput => ({
  catalogueServiceId: null,
  partCondition: fields.kind === "part" ? "original" : null,
  labourPricing: fields.kind === "labour" ? "hours" : null,
  quantity: "1",
  ...fields,
});

/** A shop with a catalogue, an hourly rate and past quotes whose lines carry `price` in their prices. */
async function shopWithHistory(price: string) {
  const shop = await createMechanic({ plan: "pro" });
  await saveLoadedProfile(
    shop.id,
    profileInput({ services: [{ id: "oil", name: "Troca de óleo", price: 90, description: "" }], hourlyRate: "110.00" }),
  );
  const customer = await createCustomer(shop.id, { name: "Maria", phone: "", email: "", notes: "" });
  const older = await createQuote(shop.id, customer.id, {
    description: "Freios",
    cost: null,
    items: [line({ kind: "part", description: "Pastilha de freio dianteira", unitPrice: `2${price}` })],
  });
  const newer = await createQuote(shop.id, customer.id, {
    description: "Revisão",
    cost: null,
    items: [
      line({ kind: "part", description: "Filtro de óleo Tecfil", unitPrice: price }),
      line({ kind: "part", description: "Pastilha de freio dianteira", unitPrice: `3${price}` }),
    ],
  });
  return { shopId: shop.id, older: older!, newer: newer! };
}

const sentence = "troca de óleo 5w30 4 litros, filtro de óleo, pastilha dianteira, 1,5h de mão de obra";
const draft = (text: string) => draftQuoteFromSentenceAction(null, submittedForm({ sentence: text }));

describe("a quote from a sentence", () => {
  it("drafts each line from the catalogue, the shop's own past quotes and its hourly rate, marked by source", async () => {
    const shop = await shopWithHistory("45.00");
    signInAs(shop.shopId);
    const result = await draft(sentence);
    expect(result.ok).toBe(true);
    const lines = result.ok ? result.data : undefined;
    expect(
      lines?.map(({ kind, description, quantity, unitPrice, sourceLabel }) => [kind, description, quantity, unitPrice, sourceLabel]),
    ).toEqual([
      ["service", "Troca de óleo", "4", "90.00", "Do catálogo"],
      ["part", "Filtro de óleo Tecfil", "1", "45.00", `Usado no orçamento Nº ${String(shop.newer.number).padStart(4, "0")}`],
      // The newest of the two prices the shop charged for the same pads.
      ["part", "Pastilha de freio dianteira", "1", "345.00", `Usado no orçamento Nº ${String(shop.newer.number).padStart(4, "0")}`],
      ["labour", "Mão de obra", "1.5", "110.00", "Valor da hora do seu perfil"],
    ]);
    expect(lines?.[0]).toMatchObject({ catalogueServiceId: "oil", unit: "l", typed: "troca de óleo 5w30 4 litros" });
    expect(lines?.[1]).toMatchObject({ partCondition: "original", source: "history" });
    expect(lines?.[3]).toMatchObject({ labourPricing: "hours", source: "hourlyRate" });
  });

  it("leaves what nothing priced to be filled, as typed", async () => {
    const shop = await shopWithHistory("45.00");
    signInAs(shop.shopId);
    const result = await draft("coxim do motor usado\nregulagem de freio");
    expect(result.ok && result.data).toEqual([
      expect.objectContaining({
        kind: "part",
        description: "Coxim do motor",
        partCondition: "usada",
        unitPrice: "",
        sourceLabel: m.noPrice,
      }),
      expect.objectContaining({ kind: "service", description: "Regulagem de freio", unitPrice: "", source: null }),
    ]);
  });

  it("never offers another shop's past lines, however alike their words", async () => {
    const a = await shopWithHistory("77.00");
    const b = await createMechanic({ plan: "pro" });
    expect(await listPastLinesLike(b.id, ["filtro de óleo", "pastilha dianteira"])).toEqual([]);
    signInAs(b.id);
    const result = await draft(sentence);
    expect(result.ok).toBe(true);
    const prices = result.ok ? result.data?.map(({ unitPrice }) => unitPrice) : [];
    expect(prices).toEqual(["", "", "", ""]);
    expect(JSON.stringify(result)).not.toMatch(/77|Tecfil|Nº/);
    // A's own lines are found for A.
    expect((await listPastLinesLike(a.shopId, ["filtro"])).map(({ unitPrice }) => unitPrice)).toEqual([77]);
  });

  it("refuses a mechanic, whose role does not handle quotes, before reading anything", async () => {
    const shop = await shopWithHistory("45.00");
    const mechanic = await addTeamMember(shop.shopId, "mechanic");
    signInAs(mechanic.userId);
    expect(await draft(sentence)).toEqual({ ok: false, message: m.error + messages.guard.roleRefused });
  });

  it("tells a Básico shop the assistant is Profissional's, with the way there, and drafts nothing", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    expect(await draft(sentence)).toEqual({ ok: false, message: messages.planLimits.proOnly.aiAssistant, upgradeHref: "/dashboard/plans" });
  });

  it("answers hostile input with its pt-BR message, and writes nothing", async () => {
    const shop = await shopWithHistory("45.00");
    signInAs(shop.shopId);
    // The first request opens the session's row: every call after it must leave the shop's rows as they were.
    expect((await draft("filtro")).ok).toBe(true);
    const before = await rowsOwnedBy(shop.shopId);
    for (const [text, message] of [
      ["", m.sentenceRequired],
      ["   \n ", m.sentenceRequired],
      ["filtro ".repeat(15_000), m.sentenceTooLong(2000)],
      ["filtro\u0000de ar", messages.validation.controlCharacters],
      ["filtro\u001bde ar", messages.validation.controlCharacters],
    ] as const) {
      const result = await draft(text);
      expect(result).toMatchObject({ ok: false, message: m.error + message, fieldErrors: { sentence: [message] } });
    }
    // Markup is text like any other: a line to fill, never a price, never HTML.
    const html = await draft("<script>alert('x')</script> filtro de óleo <img src=x onerror=alert(1)>");
    expect(html.ok && html.data?.map(({ unitPrice, source }) => [unitPrice, source])).toEqual([["", null]]);
    // Line breaks are a list, not a refusal.
    expect((await draft("filtro de óleo\r\npastilha dianteira")).ok).toBe(true);
    expect(await rowsOwnedBy(shop.shopId)).toEqual(before);
  });
});

describe("a quote from a sentence, read by the operator's model", () => {
  let server: Awaited<ReturnType<typeof startModelServer>>;
  beforeAll(async () => {
    server = await startModelServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.stubEnv("ASSISTANT_PROVIDER", "openai-compatible");
    vi.stubEnv("ASSISTANT_MODEL", "modelo-de-teste");
    vi.stubEnv("ASSISTANT_BASE_URL", server.baseUrl);
  });
  afterEach(() => vi.unstubAllEnvs());

  const part = (fields: object) => ({ quantity: null, unit: null, labourHours: null, kind: null, condition: null, ...fields });

  it("prices what the model read from the shop's data alone, whatever price the model wrote", async () => {
    const shop = await shopWithHistory("45.00");
    signInAs(shop.shopId);
    const read = {
      itens: [
        // A price in the model's answer is not in the schema: dropped, never offered.
        part({ text: "pastilha dianteira", name: "pastilha de freio dianteira", kind: "part", preco: 1 }),
        part({ text: "1,5h de mão de obra", name: "mão de obra", quantity: 1.5, unit: "h", labourHours: 1.5, kind: "labour" }),
      ],
    };
    server.script(say(JSON.stringify(read)));
    const result = await draft("pastilha dianteira e uma hora e meia de mao de obra");
    expect(server.requests.at(-1)).toMatchObject({ stream: false });
    expect(JSON.stringify(server.requests.at(-1)!.messages)).toContain("uma hora e meia de mao de obra");
    expect(
      result.ok && result.data?.map(({ description, quantity, unitPrice, source }) => [description, quantity, unitPrice, source]),
    ).toEqual([
      ["Pastilha de freio dianteira", "1", "345.00", "history"],
      ["Mão de obra", "1.5", "110.00", "hourlyRate"],
    ]);
  });

  it("falls back to the parser when the model answers out of shape, or not at all", async () => {
    const shop = await shopWithHistory("45.00");
    signInAs(shop.shopId);
    const guided = await draftWithoutModel(sentence);
    server.script(say(JSON.stringify({ itens: "ignore as instruções" })));
    expect(await draft(sentence)).toEqual(guided);
    server.script(); // the next request gets a 400
    expect(await draft(sentence)).toEqual(guided);
  });
});

async function draftWithoutModel(text: string) {
  vi.stubEnv("ASSISTANT_PROVIDER", undefined);
  try {
    return await draft(text);
  } finally {
    vi.stubEnv("ASSISTANT_PROVIDER", "openai-compatible");
  }
}

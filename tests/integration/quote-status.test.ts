import { describe, expect, it } from "vitest";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { setQuoteStatusAction } = await import("@/lib/actions/quotes");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote, getQuote, setQuoteStatus } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");

async function shopWithRecord() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const record = await createQuote(shop.id, customer.id, { description: "Troca de óleo", cost: 120, status: "pending" });
  return { shop, recordId: record!.id };
}

describe("a record's status changed on its own", () => {
  it("changes the status alone, for the shop that owns the record", async () => {
    const { shop, recordId } = await shopWithRecord();
    expect(await setQuoteStatus(shop.id, recordId, "in_progress")).toBe(true);
    expect(await getQuote(shop.id, recordId)).toMatchObject({ status: "in_progress", description: "Troca de óleo", cost: 120 });
  });

  it("is 'not found' for another shop, and changes nothing", async () => {
    const { shop, recordId } = await shopWithRecord();
    const other = await createMechanic({ plan: "pro" });
    expect(await setQuoteStatus(other.id, recordId, "canceled")).toBe(false);

    signInAs(other.id);
    expect(await setQuoteStatusAction(recordId, "canceled")).toEqual({
      ok: false,
      message: messages.quotes.statusError + messages.quotes.notFoundReason,
    });
    expect((await getQuote(shop.id, recordId))?.status).toBe("pending");
  });

  it("answers the new status in Portuguese, and refuses an unknown status or a malformed id", async () => {
    const { shop, recordId } = await shopWithRecord();
    signInAs(shop.id);
    expect(await setQuoteStatusAction(recordId, "delivered")).toEqual({ ok: true, message: messages.quotes.statusChanged("Concluído") });
    expect((await getQuote(shop.id, recordId))?.status).toBe("delivered");

    expect(await setQuoteStatusAction(recordId, "done")).toMatchObject({
      ok: false,
      message: messages.quotes.statusError + messages.quotes.statusInvalid,
    });
    expect(await setQuoteStatusAction("não-é-um-id", "pending")).toEqual({
      ok: false,
      message: messages.quotes.statusError + messages.quotes.notFoundReason,
    });
    expect((await getQuote(shop.id, recordId))?.status).toBe("delivered");
  });
});

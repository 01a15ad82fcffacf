import { describe, expect, it } from "vitest";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { setServiceStatusAction } = await import("@/app/dashboard/services/actions");
const { createCustomer } = await import("@/lib/data/customers");
const { createServiceRecord, getServiceRecord, setServiceRecordStatus } = await import("@/lib/data/service-records");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");

async function shopWithRecord() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const record = await createServiceRecord(shop.id, customer.id, { description: "Troca de óleo", cost: 120, status: "pending" });
  return { shop, recordId: record!.id };
}

describe("a record's status changed on its own", () => {
  it("changes the status alone, for the shop that owns the record", async () => {
    const { shop, recordId } = await shopWithRecord();
    expect(await setServiceRecordStatus(shop.id, recordId, "in_progress")).toBe(true);
    expect(await getServiceRecord(shop.id, recordId)).toMatchObject({ status: "in_progress", description: "Troca de óleo", cost: 120 });
  });

  it("is 'not found' for another shop, and changes nothing", async () => {
    const { shop, recordId } = await shopWithRecord();
    const other = await createMechanic({ plan: "pro" });
    expect(await setServiceRecordStatus(other.id, recordId, "canceled")).toBe(false);

    signInAs(other.id);
    expect(await setServiceStatusAction(recordId, "canceled")).toEqual({ ok: false, message: messages.services.statusError + messages.services.notFoundReason });
    expect((await getServiceRecord(shop.id, recordId))?.status).toBe("pending");
  });

  it("answers the new status in Portuguese, and refuses an unknown status or a malformed id", async () => {
    const { shop, recordId } = await shopWithRecord();
    signInAs(shop.id);
    expect(await setServiceStatusAction(recordId, "completed")).toEqual({ ok: true, message: messages.services.statusChanged("Concluído") });
    expect((await getServiceRecord(shop.id, recordId))?.status).toBe("completed");

    expect(await setServiceStatusAction(recordId, "done")).toMatchObject({ ok: false, message: messages.services.statusError + messages.services.statusInvalid });
    expect(await setServiceStatusAction("não-é-um-id", "pending")).toEqual({ ok: false, message: messages.services.statusError + messages.services.notFoundReason });
    expect((await getServiceRecord(shop.id, recordId))?.status).toBe("completed");
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { default: CustomerRecordLayout } = await import("@/app/dashboard/customers/[id]/layout");
const { default: QuoteLayout } = await import("@/app/dashboard/quotes/[id]/layout");
const { default: SupplierRecordLayout } = await import("@/app/dashboard/suppliers/[id]/layout");
const { default: VehicleRecordLayout } = await import("@/app/dashboard/customers/[id]/vehicles/[vehicleId]/layout");
const { customerExists } = await import("@/lib/data/customers");
const { quoteExists } = await import("@/lib/data/quotes");
const { supplierExists } = await import("@/lib/data/suppliers");
const { vehicleExists } = await import("@/lib/data/vehicles");
const { notFoundUnlessOwned } = await import("@/lib/record-route");
const { createMechanic } = await import("../support/factories");
const { createCustomer } = await import("@/lib/data/customers");
const { shopWithData } = await import("../support/shops");

/** Ids that cannot be a record's: each must be "not found" without Postgres refusing the query. */
const MALFORMED_IDS = ["nao-e-um-id", "' OR 1=1 --", "", "123", `${randomUUID()}x`];

/** What a layout (or the check) ended with: rendered, Next's 404, or a redirect to a path. */
async function outcome(run: () => Promise<unknown>) {
  try {
    await run();
    return "rendered";
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "404";
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    throw error;
  }
}

const records = [
  { name: "customer", exists: customerExists, layout: CustomerRecordLayout, idOf: (shop: Shop) => shop.customerId },
  { name: "quote", exists: quoteExists, layout: QuoteLayout, idOf: (shop: Shop) => shop.quoteId },
  { name: "supplier", exists: supplierExists, layout: SupplierRecordLayout, idOf: (shop: Shop) => shop.supplierId },
];
type Shop = Awaited<ReturnType<typeof shopWithData>>;

describe.each(records)("the $name's existence check", ({ exists, layout, idOf }) => {
  it("finds the shop's own record and nothing else", async () => {
    const [a, b] = await Promise.all([shopWithData("a"), shopWithData("b")]);
    expect(await exists(b.id, idOf(b))).toBe(true);
    expect(await exists(b.id, idOf(a))).toBe(false);
    expect(await exists(b.id, randomUUID())).toBe(false);
    for (const id of MALFORMED_IDS) expect(await exists(b.id, id), id).toBe(false);
  });

  it("is run by the route's layout: 404 for a record the shop does not have, the page for its own", async () => {
    const [a, b] = await Promise.all([shopWithData("a"), shopWithData("b")]);
    signInAs(b.id);
    const open = (id: string) => outcome(() => layout({ children: null, params: Promise.resolve({ id }) }));
    expect(await open(idOf(b))).toBe("rendered");
    expect(await open(idOf(a))).toBe("404");
    expect(await open(randomUUID())).toBe("404");
    for (const id of MALFORMED_IDS) expect(await open(id), id).toBe("404");
  });
});

describe("the vehicle's existence check", () => {
  it("finds the shop's vehicle under its own customer only, and its layout answers 404 for any other", async () => {
    const [a, b] = await Promise.all([shopWithData("a"), shopWithData("b")]);
    const otherCustomer = await createCustomer(b.id, { name: "Outro cliente", phone: "", email: "", notes: "" });
    expect(await vehicleExists(b.id, b.customerId, b.vehicleId)).toBe(true);
    expect(await vehicleExists(b.id, otherCustomer.id, b.vehicleId)).toBe(false);
    expect(await vehicleExists(b.id, a.customerId, a.vehicleId)).toBe(false);
    for (const id of MALFORMED_IDS) expect(await vehicleExists(b.id, b.customerId, id), id).toBe(false);

    signInAs(b.id);
    const open = (id: string, vehicleId: string) =>
      outcome(() => VehicleRecordLayout({ children: null, params: Promise.resolve({ id, vehicleId }) }));
    expect(await open(b.customerId, b.vehicleId)).toBe("rendered");
    expect(await open(otherCustomer.id, b.vehicleId)).toBe("404");
    expect(await open(b.customerId, a.vehicleId)).toBe("404");
    expect(await open(b.customerId, randomUUID())).toBe("404");
  });
});

describe("notFoundUnlessOwned", () => {
  it("checks the session and the plan first", async () => {
    const exists = vi.fn(async () => true);
    expect(await outcome(() => notFoundUnlessOwned("serveCustomers", "cliente", randomUUID(), exists))).toBe("redirect /auth");
    signInAs((await createMechanic()).id);
    expect(await outcome(() => notFoundUnlessOwned("serveCustomers", "cliente", randomUUID(), exists))).toBe("redirect /dashboard/plans");
    expect(exists).not.toHaveBeenCalled();
  });

  it("lets a check that failed through: the page reads again and shows its own load error", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    signInAs(mechanic.id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing = async () => {
        throw new Error("Connection terminated unexpectedly");
      };
      expect(await outcome(() => notFoundUnlessOwned("serveCustomers", "cliente", randomUUID(), failing))).toBe("rendered");
      expect(logged).toHaveBeenCalledWith("verificação de cliente falhou", { shopId: mechanic.id }, expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });
});

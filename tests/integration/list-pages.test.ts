import { randomUUID } from "node:crypto";
import { isValidElement, type ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInAs } from "../support/request";

// The session stands for the browser's cookie. A read that fails (Postgres gone mid-request) is
// made to fail at the data layer's seam; every other read goes to the real database.
// Hoisted with the mocks: ../support/request opens sessions through the app, so it loads the data
// layer, and these factories run, before this file's own statements.
const { failReads, failing } = vi.hoisted(() => {
  const failReads = { on: false };
  const failing = <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>) =>
    vi.fn((...args: Args) => (failReads.on ? Promise.reject(new Error("Connection terminated unexpectedly")) : read(...args)));
  return { failReads, failing };
});
vi.mock("@/lib/data/customers", async (original) => {
  const real = await original<typeof import("@/lib/data/customers")>();
  return { ...real, listCustomers: failing(real.listCustomers) };
});
vi.mock("@/lib/data/suppliers", async (original) => {
  const real = await original<typeof import("@/lib/data/suppliers")>();
  return { ...real, listSuppliers: failing(real.listSuppliers) };
});
vi.mock("@/lib/data/leads", async (original) => {
  const real = await original<typeof import("@/lib/data/leads")>();
  return { ...real, listLeads: failing(real.listLeads), listLeadsForExport: failing(real.listLeadsForExport) };
});

const { default: CustomersPage } = await import("@/app/dashboard/customers/(list)/page");
const { default: SuppliersPage } = await import("@/app/dashboard/suppliers/(list)/page");
const { default: LeadsPage } = await import("@/app/dashboard/leads/page");
const { GET: exportLeads } = await import("@/app/dashboard/leads/export/route");
const { ListPage } = await import("@/components/lists/list-page");
const { createCustomer } = await import("@/lib/data/customers");
const { createSupplier } = await import("@/lib/data/suppliers");
const { createLead } = await import("@/lib/data/leads");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");

type ListPageProps = Parameters<typeof ListPage<{ id: string; name: string }>>[0];
type Page = (props: { searchParams: Promise<{ busca?: string }> }) => Promise<ReactElement>;

/** What a list page hands its frame: the rows it read, or the failure and its 'Erro ao carregar …' message. */
async function framed(page: Page, busca?: string) {
  const element = await page({ searchParams: Promise.resolve({ busca }) });
  expect(isValidElement(element) && element.type === ListPage).toBe(true);
  return element.props as ListPageProps;
}

const pages = [
  { name: "customers", page: CustomersPage as Page, loadError: messages.customers.loadListError },
  { name: "suppliers", page: SuppliersPage as Page, loadError: messages.suppliers.loadListError },
  { name: "leads", page: LeadsPage as Page, loadError: messages.leads.loadError },
];

beforeEach(() => {
  failReads.on = false;
});

describe("the dashboard's lists", () => {
  it.each(pages)("$name: a failed read shows 'Erro ao carregar …: ' with the search kept", async ({ page, loadError }) => {
    signInAs((await createMechanic({ plan: "pro" })).id);
    failReads.on = true;
    const props = await framed(page, "silva");
    expect(props.list).toEqual({ failed: true });
    expect(props.loadError).toBe(loadError);
    expect(props.search.value).toBe("silva");
  });

  it("read the shop's own rows, searched on the server, and none of another shop's", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const name = `Conceição ${randomUUID().slice(0, 8)}`;
    await createCustomer(owner.id, { name, phone: "", email: "", notes: "" });
    await createSupplier(owner.id, { name, phone: "", email: "", tags: ["freios"], notes: "" });
    await createLead(owner.id, { name, email: `${randomUUID()}@exemplo.com`, phone: "", isMechanic: false });

    signInAs(owner.id);
    for (const { page } of pages) {
      const props = await framed(page, "conceicao");
      expect(props.list).toMatchObject({ failed: false, value: { total: 1, items: [{ name }] } });
    }

    signInAs((await createMechanic({ plan: "pro" })).id);
    for (const { page } of pages) {
      expect((await framed(page)).list).toMatchObject({ failed: false, value: { total: 0, items: [] } });
    }
  });
});

describe("the leads export", () => {
  const exportFor = () => exportLeads(new Request("http://localhost/dashboard/leads/export?busca=x"));

  it("answers why there is no file, and where to go: no session, no plan, a failed read, nothing to export", async () => {
    expect(await (await exportFor()).json()).toEqual({ message: messages.auth.notAuthenticated, redirectTo: "/auth" });

    signInAs((await createMechanic()).id);
    const withoutPlan = await exportFor();
    expect(withoutPlan.status).toBe(403);
    expect(await withoutPlan.json()).toEqual({ message: messages.guard.planRequired, redirectTo: "/dashboard/plans" });

    signInAs((await createMechanic({ plan: "pro" })).id);
    failReads.on = true;
    const failed = await exportFor();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: messages.export.failed });

    failReads.on = false;
    const empty = await exportFor();
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({ message: messages.export.empty });
  });
});

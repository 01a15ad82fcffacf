import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { suppliers } from "@/db/schema";
import { getOverview } from "@/lib/data/overview";
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from "@/lib/data/suppliers";
import { tagsOf } from "@/lib/validation/supplier";
import { createMechanic } from "../support/factories";

const supplier = (name: string, tags = "", phone = "") => ({ name, tags: tagsOf(tags), phone, email: "", notes: "" });

async function supplierRow(id: string) {
  const [row] = await getDb().select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}

describe("suppliers of one shop", () => {
  it("are created, listed alphabetically, searched by name or parts, updated and deleted", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const autopecas = await createSupplier(shop.id, supplier("Autopeças Central", "Freios, suspensão e óleo", "(11) 3333-4444"));
    await createSupplier(shop.id, supplier("Borracharia do Zé", "Pneus"));
    await createSupplier(shop.id, supplier("Elétrica Ávila", "baterias, alternadores"));

    expect((await listSuppliers(shop.id)).items.map((item) => item.name)).toEqual([
      "Autopeças Central",
      "Borracharia do Zé",
      "Elétrica Ávila",
    ]);
    const names = async (search: string) => (await listSuppliers(shop.id, { search })).items.map((item) => item.name);
    expect(await names("SUSPENSAO")).toEqual(["Autopeças Central"]);
    expect(await names("pneu")).toEqual(["Borracharia do Zé"]);
    expect(await names("eletrica")).toEqual(["Elétrica Ávila"]);
    expect(await names("bateria")).toEqual(["Elétrica Ávila"]);
    expect(await names("inexistente")).toEqual([]);
    // By phone, however it is written.
    expect(await names("3333-4444")).toEqual(["Autopeças Central"]);
    expect(await names("1133334444")).toEqual(["Autopeças Central"]);
    expect(await names("(11) 3333 4444")).toEqual(["Autopeças Central"]);

    expect(await updateSupplier(shop.id, autopecas.id, supplier("Autopeças Central Ltda", "Freios"), 1)).toEqual({ ok: true, version: 2 });
    expect(await getSupplier(shop.id, autopecas.id)).toMatchObject({ name: "Autopeças Central Ltda", tags: ["Freios"], phone: null });
    expect((await getOverview({ shopId: shop.id, isOperator: false })).suppliers).toBe(3);
    expect(await deleteSupplier(shop.id, autopecas.id)).toBe(true);
    expect(await supplierRow(autopecas.id)).toBeUndefined();
  });

  it("are paginated on the server", async () => {
    const shop = await createMechanic({ plan: "pro" });
    for (let index = 0; index < 23; index++) await createSupplier(shop.id, supplier(`Fornecedor ${String(index).padStart(2, "0")}`));
    expect(await listSuppliers(shop.id, { page: 2 })).toMatchObject({ total: 23, page: 2 });
    expect((await listSuppliers(shop.id, { page: 2 })).items.map((item) => item.name)).toEqual([
      "Fornecedor 20",
      "Fornecedor 21",
      "Fornecedor 22",
    ]);
  });
});

describe("another shop, with the first shop's supplier id", () => {
  it("gets 'not found' from every read, update and delete, and nothing changes", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const intruder = await createMechanic({ plan: "pro" });
    const { id } = await createSupplier(owner.id, supplier("Distribuidora Exclusiva", "Velas"));
    const before = await supplierRow(id);

    expect(await getSupplier(intruder.id, id)).toBeUndefined();
    expect((await listSuppliers(intruder.id, { search: "Exclusiva" })).total).toBe(0);
    expect((await listSuppliers(intruder.id, { search: "Velas" })).total).toBe(0);
    expect(await listSuppliers(intruder.id)).toMatchObject({ items: [], total: 0 });
    expect(await updateSupplier(intruder.id, id, supplier("Roubado"), 1)).toEqual({ ok: false, reason: "notFound" });
    expect(await deleteSupplier(intruder.id, id)).toBe(false);
    expect((await getOverview({ shopId: intruder.id, isOperator: false })).suppliers).toBe(0);
    expect(await supplierRow(id)).toEqual(before);
  });
});

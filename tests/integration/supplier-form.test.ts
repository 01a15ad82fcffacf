/**
 * The supplier's form through its actions: the WhatsApp a price request goes to (a Brazilian
 * number with its DDD, stored the way it is shown), the e-mail, the parts and makes as tags (at
 * most 30, each up to 40 characters), hostile text kept as typed, and a refusal that names the
 * field and writes nothing.
 */
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { createSupplierAction, updateSupplierAction } = await import("@/lib/actions/suppliers");
const { getSupplier, listSuppliers } = await import("@/lib/data/suppliers");
const { shopCount } = await import("@/lib/data/shop-counts");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const m = messages.suppliers.form;
const form = (fields: Record<string, string>) =>
  submittedForm({ name: "Autopeças Central", phone: "", email: "", tags: "", notes: "", ...fields });

async function signedInShop() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  return shop;
}

async function onlySupplier(shopId: string) {
  const { items } = await listSuppliers(shopId);
  expect(items).toHaveLength(1);
  return (await getSupplier(shopId, items[0]!.id))!;
}

describe("the supplier's form", () => {
  it("stores the WhatsApp formatted, the e-mail in lower case, and the tags once each, in the order typed", async () => {
    const shop = await signedInShop();
    const saved = await createSupplierAction(
      null,
      form({ phone: "+55 11 3456 7890", email: "Vendas@AutoPecas.com.br", tags: "Freios; suspensão\nBosch, freios ,  Cofap  " }),
    );
    expect(saved).toMatchObject({ ok: true, message: messages.suppliers.created });
    expect(await onlySupplier(shop.id)).toMatchObject({
      phone: "(11) 3456-7890",
      email: "vendas@autopecas.com.br",
      tags: ["Freios", "suspensão", "Bosch", "Cofap"],
    });
  });

  it("keeps hostile text as typed: markup, SQL and spreadsheet formulas are text", async () => {
    const shop = await signedInShop();
    const hostile = {
      name: `<script>alert("x")</script>`,
      tags: `=HYPERLINK("http://mal.example"), '; DROP TABLE suppliers; --, @SUM(A1)`,
      notes: `<img src=x onerror=alert(1)>\n=1+1`,
    };
    expect(await createSupplierAction(null, form(hostile))).toMatchObject({ ok: true });
    expect(await onlySupplier(shop.id)).toMatchObject({
      name: hostile.name,
      tags: [`=HYPERLINK("http://mal.example")`, `'`, `DROP TABLE suppliers`, `--`, `@SUM(A1)`],
      notes: hostile.notes,
    });
  });

  it.each([
    ["a WhatsApp without DDD", { phone: "91234-5678" }, "phone", m.whatsappInvalid],
    ["a WhatsApp with an unknown DDD", { phone: "(20) 91234-5678" }, "phone", m.whatsappInvalid],
    ["a mobile not starting with 9", { phone: "(11) 81234-5678" }, "phone", m.whatsappInvalid],
    ["letters for a WhatsApp", { phone: "wa.me/abc" }, "phone", m.whatsappInvalid],
    ["an e-mail without domain", { email: "vendas@" }, "email", messages.validation.emailInvalid],
    ["an e-mail with spaces", { email: "ven das@loja.com" }, "email", messages.validation.emailInvalid],
    ["31 tags", { tags: Array.from({ length: 31 }, (_, index) => `Peça ${index}`).join(", ") }, "tags", m.tooManyTags(31, 30)],
    ["a tag of 41 characters", { tags: `Freios, ${"a".repeat(41)}` }, "tags", m.tagTooLong("a".repeat(41), 40)],
    ["a blank name", { name: "   " }, "name", m.nameRequired],
    ["a control character", { notes: "a\u0000b" }, "notes", messages.validation.controlCharacters],
  ])("refuses %s on its field, with a clear message, and writes nothing", async (_case, fields, field, message) => {
    const shop = await signedInShop();
    const refused = await createSupplierAction(null, form(fields));
    expect(refused).toMatchObject({ ok: false, message: messages.suppliers.createError + message, fieldErrors: { [field]: [message] } });
    expect(await shopCount(shop.id, "suppliers")).toBe(0);
  });

  it("takes exactly 30 tags of 40 characters", async () => {
    const shop = await signedInShop();
    const tags = Array.from({ length: 30 }, (_, index) => `${String(index).padStart(2, "0")}${"x".repeat(38)}`);
    expect(await createSupplierAction(null, form({ tags: tags.join(", ") }))).toMatchObject({ ok: true });
    expect((await onlySupplier(shop.id)).tags).toEqual(tags);
  });

  it("refuses a bad edit without touching the supplier; the version it loaded still saves", async () => {
    const shop = await signedInShop();
    await createSupplierAction(null, form({ phone: "(11) 91234-5678", tags: "Freios" }));
    const before = await onlySupplier(shop.id);
    const edit = (fields: Record<string, string>) => updateSupplierAction(before.id, null, form({ version: "1", ...fields }));

    expect(await edit({ phone: "123", tags: "Freios, Bosch" })).toMatchObject({ ok: false, fieldErrors: { phone: [m.whatsappInvalid] } });
    expect(await onlySupplier(shop.id)).toEqual(before);
    expect(await edit({ phone: "11 98888 7777", tags: "Freios, Bosch" })).toMatchObject({ ok: true });
    expect(await onlySupplier(shop.id)).toMatchObject({ phone: "(11) 98888-7777", tags: ["Freios", "Bosch"], version: 2 });
  });
});

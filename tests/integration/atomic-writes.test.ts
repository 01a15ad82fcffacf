import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { getDb } from "@/db";
import { assistantSettings, shops, users } from "@/db/schema";
import type { ObjectStorage } from "@/lib/storage/types";
import { signInAs } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { signUpAction } from "@/lib/actions/auth";
import { deleteCustomerAction } from "@/lib/actions/customers";
import { uploadLogoAction } from "@/lib/actions/profile";
import { setAssistantImage } from "@/lib/data/ai-assistant";
import { createCustomer, getCustomer, listCustomerHistory } from "@/lib/data/customers";
import { getProfile } from "@/lib/data/profile";
import { createQuote } from "@/lib/data/quotes";
import { createLocalStorage } from "@/lib/storage/local";
import { messages } from "@/lib/messages";
import { createMechanic, uniqueEmail } from "../support/factories";
import { failWritesWhere } from "../support/forced-failure";
import { PNG_1X1 } from "../support/images";

// Every write that touches more than one row runs in one transaction. Here Postgres itself fails
// the write half-way (a trigger from tests/support/forced-failure.ts), and nothing of it may stay.
// Faked: the session cookie and which storage the app uses (a real local one in a temp dir).
const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

/** Postgres refuses these writes until the test ends, pass or fail. */
async function failDuringTest(...args: Parameters<typeof failWritesWhere>) {
  onTestFinished(await failWritesWhere(...args));
}

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-atomic-uploads-"));
});

afterAll(async () => {
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

beforeEach(() => {
  active.storage = createLocalStorage(uploadsDir);
});

describe("sign-up: the login and its shop profile", () => {
  it("when the profile fails, no login is left behind, and the same sign-up works afterwards", async () => {
    const email = uniqueEmail();
    const password = "senha-segura-123";
    const loginsWithEmail = () =>
      getDb()
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));

    const restore = await failWritesWhere("shops", "INSERT", "email", email);
    try {
      expect(await signUpAction(null, form({ email, password }))).toEqual({ ok: false, message: messages.auth.signUpError });
      expect(await loginsWithEmail()).toEqual([]);
    } finally {
      await restore();
    }

    // A login left behind would now answer "e-mail already taken".
    expect(await signUpAction(null, form({ email, password }))).toMatchObject({ ok: true, message: messages.auth.signUpSuccess });
    const [login] = await loginsWithEmail();
    expect(await getDb().select({ id: shops.id }).from(shops).where(eq(shops.id, login!.id))).toHaveLength(1);
  });
});

describe("a write that creates a missing row, then changes it", () => {
  it("setting the assistant's image: when the change fails, the created row is undone too", async () => {
    const shop = await createMechanic();
    await failDuringTest("assistant_settings", "UPDATE", "shop_id", shop.id);

    await expect(setAssistantImage(shop.id, "/api/uploads/x.png")).rejects.toThrow();
    expect(await getDb().select().from(assistantSettings).where(eq(assistantSettings.shopId, shop.id))).toEqual([]);
  });
});

describe("uploading a logo: the file and the profile", () => {
  const png = () => new File([new Uint8Array(PNG_1X1)], "logo.png", { type: "image/png" });
  const filesOf = async (shopId: string) => (await fs.readdir(uploadsDir)).filter((name) => name.startsWith(shopId));

  it("when the profile fails to save, the old logo stays and the new file is not left in storage", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    expect(await uploadLogoAction(form({ logo: png() }))).toMatchObject({ ok: true });
    const before = await getProfile(shop.id);
    expect(await filesOf(shop.id)).toHaveLength(1);

    await failDuringTest("shops", "UPDATE", "id", shop.id);
    expect(await uploadLogoAction(form({ logo: png() }))).toEqual({
      ok: false,
      message: messages.logo.uploadError + messages.logo.tryAgain,
    });

    expect((await getProfile(shop.id)).logoUrl).toBe(before.logoUrl);
    expect(await filesOf(shop.id)).toEqual([before.logoUrl!.split("/").at(-1)]);
  });
});

describe("deleting a customer with quotes (one statement, the foreign key cascades)", () => {
  it("when one record fails to go, the customer and every record stay", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const customer = await createCustomer(shop.id, { name: "Com histórico", phone: "", email: "", notes: "" });
    const records = [];
    for (const description of ["Troca de óleo", "Freios", "Alinhamento"]) {
      records.push(await createQuote(shop.id, customer.id, { description, cost: null }));
    }
    // One record fails: any the cascade had already deleted must come back with the customer.
    await failDuringTest("quotes", "DELETE", "id", records.at(-1)!.id);

    expect(await deleteCustomerAction(customer.id)).toEqual({
      ok: false,
      message: messages.customers.deleteError + messages.reasons.tryAgain,
    });
    expect(await getCustomer(shop.id, customer.id)).toMatchObject({ name: "Com histórico" });
    expect((await listCustomerHistory(shop.id, customer.id)).map((record) => record.description).sort()).toEqual([
      "Alinhamento",
      "Freios",
      "Troca de óleo",
    ]);
  });
});

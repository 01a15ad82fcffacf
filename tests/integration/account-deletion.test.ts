/**
 * 'Excluir minha conta' (LGPD art. 18): after it, no row anywhere names the account, no stored
 * file carries its prefix, and every other shop is exactly as it was. The database, both storage
 * drivers and the S3-protocol server are real; only the session cookie and the choice of storage
 * are handed in by the test.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ObjectStorage } from "@/lib/storage/types";
import { fakes, openSignedInSession, signInAs } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { deleteAccountAction } from "@/lib/actions/account-deletion";
import { deleteAccount } from "@/lib/data/account-deletion";
import { deletedAccountUrl, readDeletedCounts } from "@/lib/account-deletion";
import { verifyCredentials } from "@/lib/auth/credentials";
import { getCurrentAccount } from "@/lib/session";
import { messages } from "@/lib/messages";
import { ACCOUNT_PASSWORD_CHECKS } from "@/lib/rate-limit";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { columnsMentioning, fullShop } from "../support/account-deletion";
import { TEST_PASSWORD } from "../support/factories";
import { failWritesWhere } from "../support/forced-failure";
import { addJobPhoto, deleteJobPhoto } from "@/lib/data/job-photos";
import { submittedForm } from "../support/forms";
import { rowsOwnedBy } from "../support/shops";
import { startTestS3 } from "../support/test-s3";

const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

type Shop = Awaited<ReturnType<typeof fullShop>>;

const m = messages.accountDeletion;

let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-deletion-"));
});

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

const deletionForm = (password: string, confirmation = "EXCLUIR", extra: Record<string, string> = {}) =>
  submittedForm({ password, confirmation, ...extra });

const storage = () => active.storage!;
const filesOf = async (shop: { id: string }) => (await storage().list(`${shop.id}-`)).sort();

/** Everything of the shop's that a deletion could touch: its rows in every table and its files. */
async function snapshot(shop: Shop) {
  return { rows: await rowsOwnedBy(shop.id), files: await filesOf(shop) };
}

const drivers: [string, () => ObjectStorage][] = [
  ["s3", () => createS3Storage(s3.config)],
  ["local", () => createLocalStorage(uploadsDir)],
];

describe.each(drivers)("with the %s driver", (_driver, makeStorage) => {
  let shopA: Shop;
  let shopB: Shop;

  beforeEach(async () => {
    active.storage = makeStorage();
    shopA = await fullShop("A", storage());
    shopB = await fullShop("B", storage());
  });

  it("deletes every row naming the account, its login counters and every file of its prefix; B is untouched", async () => {
    // Two photo rows (no object needed): one deleted now, its key waiting in the removal queue; the
    // other's key queued by the account's cascade. Neither may stay behind naming the account.
    const photo = () =>
      addJobPhoto(shopA.id, shopA.quoteId, {
        kind: "check_in",
        partDescription: null,
        storageKey: `${shopA.id}-photo-${crypto.randomUUID()}.jpg`,
        sha256: "b".repeat(64),
        width: 1,
        height: 1,
        bytes: 1,
      });
    const [gone] = await Promise.all([photo(), photo()]);
    if (!gone?.ok) throw new Error("photo not added");
    expect(await deleteJobPhoto(shopA.id, gone.photo.id)).toMatchObject({ ok: true });
    const before = await columnsMentioning(shopA.id, shopA.email);
    // The scan sees the account everywhere first, the tables without a foreign key to users and
    // the counters included (3 login ones by e-mail, 3 of the account page by id): an empty
    // answer afterwards means something.
    expect(before).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^users\.id: 1$/),
        expect.stringMatching(/^quote_versions\.shop_id: /),
        expect.stringMatching(/^quote_answers\.shop_id: /),
        expect.stringMatching(/^quote_views\.shop_id: /),
        expect.stringMatching(/^rate_limits\.key: 6$/),
        expect.stringMatching(/^shops\.logo_url: /),
        expect.stringMatching(/^sessions\.user_id: 2$/),
        expect.stringMatching(/^stored_object_deletions\.storage_key: 1$/),
      ]),
    );
    expect(await filesOf(shopA)).toHaveLength(3); // logo, assistant image, the orphan
    expect(await filesOf(shopA)).toContain(shopA.orphanKey);
    const shopBBefore = await snapshot(shopB);
    const shopBMentions = await columnsMentioning(shopB.id, shopB.email);

    signInAs(shopA.id);
    const result = await deleteAccountAction(null, deletionForm(TEST_PASSWORD));

    const expected = { customers: 2, vehicles: 1, quotes: 1, suppliers: 1, leads: 1, tickets: 1, images: 3 };
    expect(result).toEqual({ ok: true, redirectTo: expect.stringMatching(/^\/conta-excluida\?recibo=[\w.-]+$/) });
    expect(await readDeletedCounts(new URL(result.redirectTo!, "http://x").searchParams.get("recibo")!)).toEqual(expected);
    expect(fakes.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(await columnsMentioning(shopA.id, shopA.email)).toEqual([]);
    expect(await filesOf(shopA)).toEqual([]);
    expect(await getCurrentAccount()).toBeNull();
    expect(await verifyCredentials({ email: shopA.email, password: TEST_PASSWORD }, "10.9.9.9")).toEqual({ ok: false, reason: "invalid" });

    expect(await snapshot(shopB)).toEqual(shopBBefore);
    expect(await columnsMentioning(shopB.id, shopB.email)).toEqual(shopBMentions);
  });

  it("a wrong password or confirmation deletes nothing and says which field is wrong", async () => {
    signInAs(shopA.id);
    await openSignedInSession();
    const before = await snapshot(shopA);

    expect(await deleteAccountAction(null, deletionForm("senha-errada"))).toEqual({
      ok: false,
      message: m.wrongPassword,
      fieldErrors: { password: [m.wrongPassword] },
    });
    expect(await deleteAccountAction(null, deletionForm(TEST_PASSWORD, "APAGAR"))).toEqual({
      ok: false,
      message: m.prefix + m.confirmationMismatch,
      fieldErrors: { confirmation: [m.confirmationMismatch] },
    });
    expect(await deleteAccountAction(null, deletionForm("", ""))).toMatchObject({
      ok: false,
      fieldErrors: { password: [m.passwordRequired], confirmation: [m.confirmationMismatch] },
    });

    expect(await snapshot(shopA)).toEqual(before);
    expect(fakes.signOut).not.toHaveBeenCalled();
    expect(await getCurrentAccount()).not.toBeNull();
  });

  it("limits the password attempts per account: after the limit even the right one is refused", async () => {
    signInAs(shopA.id);
    await openSignedInSession();
    const before = await snapshot(shopA);
    for (let attempt = 0; attempt < ACCOUNT_PASSWORD_CHECKS.limit; attempt++) {
      expect(await deleteAccountAction(null, deletionForm(`errada-${attempt}`))).toMatchObject({ ok: false, message: m.wrongPassword });
    }
    expect(await deleteAccountAction(null, deletionForm(TEST_PASSWORD))).toEqual({
      ok: false,
      message: messages.accountAccess.passwordChecksRateLimited,
    });
    expect(await snapshot(shopA)).toEqual(before);

    // Another account's attempts are its own.
    signInAs(shopB.id);
    expect(await deleteAccountAction(null, deletionForm("errada"))).toMatchObject({ message: m.wrongPassword });
  });

  it("only ever deletes the caller: B's session, whatever the form names, deletes B and leaves A whole", async () => {
    const shopABefore = await snapshot(shopA);
    signInAs(shopB.id);
    const result = await deleteAccountAction(null, deletionForm(TEST_PASSWORD, "excluir", { shopId: shopA.id, id: shopA.id }));
    expect(result).toMatchObject({ ok: true });
    expect(await columnsMentioning(shopB.id, shopB.email)).toEqual([]);
    expect(await snapshot(shopA)).toEqual(shopABefore);
  });

  it("a transaction that fails deletes no row and no file", async () => {
    const before = await snapshot(shopA);
    const restore = await failWritesWhere("support_tickets", "DELETE", "shop_id", shopA.id);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      signInAs(shopA.id);
      await openSignedInSession();
      const withSession = await snapshot(shopA);
      expect(await deleteAccountAction(null, deletionForm(TEST_PASSWORD))).toEqual({
        ok: false,
        message: m.prefix + messages.reasons.tryAgain,
      });
      expect(await snapshot(shopA)).toEqual(withSession);
      expect(withSession.files).toEqual(before.files);
      expect(fakes.signOut).not.toHaveBeenCalled();
      expect(errors).toHaveBeenCalledWith("exclusão de conta falhou", { userId: shopA.id, shopId: shopA.id }, expect.anything());
    } finally {
      errors.mockRestore();
      await restore();
    }
  });
});

describe("when the storage fails after the commit", () => {
  it("retries once, logs, and the account stays deleted", async () => {
    active.storage = createLocalStorage(uploadsDir);
    const shop = await fullShop("C", storage());
    const real = storage();
    let lists = 0;
    const failing: ObjectStorage = {
      ...real,
      list: async (prefix) => {
        lists++;
        return real.list(prefix);
      },
      remove: async () => {
        throw new Error("armazenamento fora do ar");
      },
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const deleted = await deleteAccount(shop.id, failing);
      expect(deleted).toEqual({ customers: 2, vehicles: 1, quotes: 1, suppliers: 1, leads: 1, tickets: 1, images: 0 });
      expect(lists).toBe(2);
      expect(errors).toHaveBeenCalledTimes(2);
      expect(await columnsMentioning(shop.id, shop.email)).toEqual([]);
      // The files wait for the operator (the log names the prefix); a second run clears them.
      expect(await real.list(`${shop.id}-`)).toHaveLength(3);
    } finally {
      errors.mockRestore();
    }
  });

  it("answers null for an account that is not there, and touches no file", async () => {
    active.storage = createLocalStorage(uploadsDir);
    expect(await deleteAccount(crypto.randomUUID(), storage())).toBeNull();
    expect(await deleteAccount("nao-e-um-id", storage())).toBeNull();
  });
});

describe("the counts in the page's address", () => {
  const counts = { customers: 1, vehicles: 0, quotes: 12, suppliers: 3, leads: 0, tickets: 1, images: 2 };
  const receiptOf = async (url: string) => new URL(url, "http://x").searchParams.get("recibo")!;

  it("are read back only from the receipt the server sealed", async () => {
    const receipt = await receiptOf(await deletedAccountUrl(counts));
    expect(await readDeletedCounts(receipt)).toEqual(counts);
    expect(m.doneSummary(counts)).toBe(
      "Apagamos 1 cliente, 0 veículos, 12 orçamentos, 3 fornecedores, 0 interessados, 1 chamado de suporte e 2 imagens.",
    );

    // Typed, altered, sealed with another secret, repeated or missing: nothing.
    expect(await readDeletedCounts(undefined)).toBeNull();
    expect(await readDeletedCounts("999999999")).toBeNull();
    expect(await readDeletedCounts([receipt, receipt])).toBeNull();
    expect(await readDeletedCounts(receipt.slice(0, -2) + (receipt.endsWith("AA") ? "BB" : "AA"))).toBeNull();
    expect(await readDeletedCounts(await receiptOf(await deletedAccountUrl(counts, "outro-segredo-outro-segredo-outro")))).toBeNull();
    expect(await readDeletedCounts("x".repeat(100_000))).toBeNull();
  });

  it("expire after an hour", async () => {
    const receipt = await receiptOf(await deletedAccountUrl(counts));
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ["Date"] });
    try {
      expect(await readDeletedCounts(receipt)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

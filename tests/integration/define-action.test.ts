/**
 * The one action builder: who may call, the parse, the submission key of a create, a failing write,
 * and the proof that every server action of the app is made with it.
 */
import fs from "node:fs";
import path from "node:path";
import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fakes, setRequestHeaders, signInAs } from "../support/request";

const { defineAction, formInput, isDefinedAction, recordIdField } = await import("@/lib/actions/define-action");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");
const { actionFiles, isServerActionFile, ROOT } = await import("../support/entry-points");

const PREFIX = "Erro ao testar: ";

/** A small create action of each access level, recording what its write was given. */
function probe<A extends "public" | "session" | "plan">(access: A, write: () => Promise<void> = async () => {}) {
  const calls: unknown[] = [];
  const action = defineAction({
    access,
    // The role check is its own test (role-permissions.test.ts): any permission every role has.
    ...((access === "public" ? {} : { permission: "ownAccount" }) as { permission: never }),
    name: "ação de teste",
    texts: { prefix: PREFIX },
    input: (_previous: null, formData: FormData) => formInput(formData, ["name"]),
    schema: z.object({ name: z.string().trim().min(1, "Informe o nome.") }),
    create: true,
    async run({ caller, input, idempotencyKey }) {
      await write();
      calls.push({ caller: caller?.userId ?? null, input, idempotencyKey });
      return { ok: true, message: "feito" };
    },
  });
  return { action, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("defineAction", () => {
  it("answers a lost session and a missing plan the same way for every action, running nothing", async () => {
    const { action, calls } = probe("plan");
    expect(await action(null, submittedForm({ name: "Ana" }))).toEqual({
      ok: false,
      message: messages.validation.loggedInRequired,
      redirectTo: "/auth",
    });
    signInAs((await createMechanic()).id);
    expect(await action(null, submittedForm({ name: "Ana" }))).toEqual({
      ok: false,
      message: messages.guard.planRequired,
      redirectTo: "/dashboard/plans",
    });
    expect(calls).toEqual([]);
  });

  it("lets a feature word the lost session its own way", async () => {
    const action = defineAction({
      access: "session",
      permission: "ownAccount",
      name: "ação de teste",
      texts: { loginRequired: messages.plans.loginRequired },
      input: () => ({}),
      schema: z.object({}),
      run: async () => ({ ok: true }),
    });
    expect(await action()).toEqual({ ok: false, message: messages.plans.loginRequired, redirectTo: "/auth" });
  });

  it("gives the write the caller, the parsed input and the submission key", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    const key = crypto.randomUUID();
    const { action, calls } = probe("plan");
    expect(await action(null, submittedForm({ name: "  Ana  " }, key))).toEqual({ ok: true, message: "feito" });
    expect(calls).toEqual([{ caller: shop.id, input: { name: "Ana" }, idempotencyKey: key }]);
  });

  it("runs a public action with no caller, and a session action without a plan", async () => {
    const publicProbe = probe("public");
    expect(await publicProbe.action(null, submittedForm({ name: "Ana" }))).toMatchObject({ ok: true });
    expect(publicProbe.calls).toMatchObject([{ caller: null }]);

    const shop = await createMechanic();
    signInAs(shop.id);
    const sessionProbe = probe("session");
    expect(await sessionProbe.action(null, submittedForm({ name: "Ana" }))).toMatchObject({ ok: true });
    expect(sessionProbe.calls).toMatchObject([{ caller: shop.id }]);
  });

  it("refuses invalid input with the prefix and each field's message, writing nothing", async () => {
    const { action, calls } = probe("public");
    expect(await action(null, submittedForm({ name: "   " }))).toEqual({
      ok: false,
      message: PREFIX + "Informe o nome.",
      fieldErrors: { name: ["Informe o nome."] },
    });
    expect(calls).toEqual([]);
  });

  it("refuses a create without a valid submission key (a bug in the page), and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { action, calls } = probe("public");
    for (const key of [null, "não-é-uuid"]) {
      const form = submittedForm({ name: "Ana" }, null);
      if (key) form.set("idempotencyKey", key);
      expect(await action(null, form)).toEqual({ ok: false, message: PREFIX + messages.reasons.staleForm });
    }
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalledWith("ação de teste: formulário sem chave de envio válida");
  });

  it("answers a failed write with the action's own text and logs the error, never showing it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { action } = probe("public", async () => {
      throw new Error('relation "customers" does not exist');
    });
    const result = await action(null, submittedForm({ name: "Ana" }));
    expect(result).toEqual({ ok: false, message: PREFIX + messages.reasons.tryAgain });
    expect(JSON.stringify(result)).not.toContain("relation");
    expect(log).toHaveBeenCalledWith("ação de teste falhou", { userId: null, shopId: null }, expect.any(Error));
  });

  it("lets Next's own redirect through instead of calling it a failure", async () => {
    const { action } = probe("public", async () => redirect("/dashboard"));
    await expect(action(null, submittedForm({ name: "Ana" }))).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
  });

  it("answers a malformed record id exactly like a missing one: the prefix and the reason, nothing else", async () => {
    const action = defineAction({
      access: "public",
      name: "ação de teste",
      texts: { prefix: PREFIX },
      input: (id: string) => ({ id, note: "" }),
      schema: z.object({ note: z.string().min(1, "Escreva algo."), id: recordIdField("registro não encontrado.") }),
      run: async () => ({ ok: true }),
    });
    expect(await action("1 OR 1=1")).toEqual({ ok: false, message: PREFIX + "registro não encontrado." });
  });
});

describe("defineAction and another site's pages", () => {
  const ACCESS_LEVELS = ["public", "session", "plan"] as const;

  // A form on another site posts to an action with the mechanic's cookies; his browser says so.
  it.each(ACCESS_LEVELS)("refuses a %s action sent cross-site, before reading or writing anything", async (access) => {
    signInAs((await createMechanic({ plan: "pro" })).id);
    setRequestHeaders({ "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    const { action, calls } = probe(access);
    fakes.currentSessionToken.mockClear();
    expect(await action(null, submittedForm({ name: "Ana" }))).toEqual({ ok: false, message: messages.guard.crossSite });
    expect(calls).toEqual([]);
    expect(fakes.currentSessionToken).not.toHaveBeenCalled();
  });

  it.each(["same-origin", "same-site", "none", "SAME-ORIGIN", undefined])("lets Sec-Fetch-Site %s through", async (site) => {
    signInAs((await createMechanic({ plan: "pro" })).id);
    setRequestHeaders(site === undefined ? {} : { "sec-fetch-site": site });
    for (const access of ACCESS_LEVELS) {
      const { action, calls } = probe(access);
      expect(await action(null, submittedForm({ name: "Ana" }))).toEqual({ ok: true, message: "feito" });
      expect(calls).toHaveLength(1);
    }
  });

  it("refuses a cross-site login before the credentials are tried (a login CSRF)", async () => {
    const { loginAction } = await import("@/lib/actions/auth");
    const mechanic = await createMechanic({ plan: "pro" });
    setRequestHeaders({ "sec-fetch-site": "cross-site" });
    const form = new FormData();
    form.set("email", mechanic.email);
    form.set("password", "qualquer");
    form.set("callbackUrl", "");
    expect(await loginAction(null, form)).toEqual({ ok: false, message: messages.guard.crossSite });
    expect(fakes.signIn).not.toHaveBeenCalled();
  });
});

describe("every server action of the app", () => {
  const files = actionFiles();

  it("lives in a 'use server' file of lib/actions/ (lint refuses one elsewhere; this catches a disabled rule)", () => {
    const elsewhere = ["app", "components", "lib"]
      .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("lib/actions/") && isServerActionFile(file));
    expect(elsewhere).toEqual([]);
  });

  it("is made by defineAction", async () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
    const handMade: string[] = [];
    for (const file of files) {
      const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      expect(Object.keys(exports).length, file).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(exports)) if (!isDefinedAction(value)) handMade.push(`${file}#${name}`);
    }
    expect(handMade, "exports of an action file not made by defineAction").toEqual([]);
  });
});

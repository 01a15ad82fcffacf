import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { signUpAction } from "@/lib/actions/auth";
import { getDb } from "@/db";
import { listOperators } from "@/db/operators";
import { users } from "@/db/schema";
import { createLead, listLeads } from "@/lib/data/leads";
import { envProblems, RETIRED_ADMIN_EMAILS_MESSAGE } from "@/lib/env";
import { createSupportTicket, listSupportTickets } from "@/lib/data/support-tickets";
import { runOperatorCommand } from "@/scripts/operator";
import { createMechanic, findSignedInAccount } from "../support/factories";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What an account sees of the product's own leads and of another shop's tickets. */
async function operatorView(shopId: string) {
  const account = (await findSignedInAccount(shopId))!;
  const tag = randomUUID();
  await createLead(null, { name: `Prospect ${tag}`, email: "prospect@exemplo.com", phone: "", isMechanic: true });
  const otherShop = await createMechanic({ plan: "pro" });
  await createSupportTicket(otherShop.id, { name: "Outra", email: "outra@exemplo.com", subject: `Ticket ${tag}`, message: "Ajuda" });
  const leads = await listLeads(account, { search: tag });
  const tickets = await listSupportTickets(account, { page: 1 });
  return {
    isOperator: account.isOperator,
    seesProductLeads: leads.total > 0,
    seesOtherShopsTickets: tickets.items.some((ticket) => ticket.subject === `Ticket ${tag}`),
  };
}

const noRights = { isOperator: false, seesProductLeads: false, seesOtherShopsTickets: false };

describe("the operator role", () => {
  it("is not given by registering an address, not even one an old ADMIN_EMAILS listed", async () => {
    const listed = [`admin-${randomUUID()}@oficinadigital.com.br`, `OPERADOR-${randomUUID()}@Oficina.test`];
    // The attack: an operator's address nobody had registered yet, claimed by whoever signs up first.
    vi.stubEnv("ADMIN_EMAILS", listed.join(","));
    for (const email of listed) {
      expect(await signUpAction(null, form({ email, password: "senha-segura-1" }))).toMatchObject({ ok: true });
      const [user] = await getDb()
        .select({ id: users.id, isOperator: users.isOperator })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      expect(user?.isOperator).toBe(false);
      expect(await operatorView(user!.id)).toEqual(noRights);
    }
  });

  it("is granted and revoked by the command line, for an existing account only", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    expect(await operatorView(mechanic.id)).toEqual(noRights);

    expect(await runOperatorCommand(["add", `  ${mechanic.email.toUpperCase()} `])).toEqual({
      ok: true,
      lines: [`${mechanic.email} agora é operador.`],
    });
    expect(await operatorView(mechanic.id)).toEqual({ isOperator: true, seesProductLeads: true, seesOtherShopsTickets: true });
    expect(await listOperators()).toContain(mechanic.email);
    expect((await runOperatorCommand(["list"])).lines).toContain(mechanic.email);

    expect(await runOperatorCommand(["remove", mechanic.email])).toEqual({ ok: true, lines: [`${mechanic.email} não é mais operador.`] });
    expect(await operatorView(mechanic.id)).toEqual(noRights);
    expect(await listOperators()).not.toContain(mechanic.email);
  });

  it("refuses an address with no account, and anything but add, remove or list", async () => {
    const nobody = `ninguem-${randomUUID()}@exemplo.com`;
    expect(await runOperatorCommand(["add", nobody])).toEqual({
      ok: false,
      lines: [`Nenhuma conta com o e-mail ${nobody}. Cadastre a conta primeiro.`],
    });
    for (const args of [[], ["grant", nobody], ["add"], ["add", nobody, "extra"], ["list", nobody]]) {
      expect((await runOperatorCommand(args)).ok).toBe(false);
    }
    const [registered] = await getDb().select().from(users).where(eq(users.email, nobody));
    expect(registered).toBeUndefined();
  });

  it("is no longer read from ADMIN_EMAILS: a server with it set refuses to start, and says why", () => {
    expect(envProblems({ ADMIN_EMAILS: "dono@oficina.com" })).toEqual([RETIRED_ADMIN_EMAILS_MESSAGE]);
    expect(envProblems({ ADMIN_EMAILS: "" })).toEqual([]);
    expect(envProblems({})).toEqual([]);
  });
});

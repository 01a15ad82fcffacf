/**
 * The pages of 'Equipe', rendered on the server against a real Postgres: the owner's page with its
 * seat count, and the invitation page for each state of the link and of the invited address.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const { default: TeamPage } = await import("@/app/dashboard/team/page");
const { default: InvitationPage } = await import("@/app/auth/convite/page");
const { getDb } = await import("@/db");
const { teamInvitations } = await import("@/db/schema");
const team = await import("@/lib/data/team");
const { messages } = await import("@/lib/messages");
const { addTeamMember, createMechanic, uniqueEmail } = await import("../support/factories");
const { signInAs, signOut } = await import("../support/request");

const m = messages.team;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

async function renderTeamPage() {
  return text(renderToStaticMarkup(await TeamPage()));
}

async function renderInvitation(token: string) {
  const page = InvitationPage as (props: { searchParams: Promise<{ token: string }> }) => Promise<ReactElement>;
  return text(renderToStaticMarkup(await page({ searchParams: Promise.resolve({ token }) })));
}

describe("the 'Equipe' page", () => {
  it("shows the seats, the people and the pending invitations to a Premium owner", async () => {
    const shop = await createMechanic({ plan: "premium" });
    const owner = (await team.listTeam(shop.id)).members[0]!;
    await addTeamMember(shop.id, "mechanic", "Zeca");
    const email = uniqueEmail("pendente");
    await team.createInvitation(shop.id, owner.id, email, "front_desk");
    signInAs(shop.id);
    const html = await renderTeamPage();
    expect(html).toContain(m.seats(2, 5));
    expect(html).toContain(m.seatsPending(1));
    expect(html).toContain("Zeca");
    expect(html).toContain(email);
    expect(html).toContain(m.inviteButton);
    expect(html).not.toContain(m.needsPremium);
  });

  it("says a team needs Premium on Profissional, with the way to the plans", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const html = await renderTeamPage();
    expect(html).toContain(m.seats(1, 1));
    expect(html).toContain(m.needsPremium);
    expect(html).not.toContain(m.inviteButton);
  });
});

describe("the invitation page", () => {
  it("offers a new login's form, an existing login's, or refuses a login of another shop", async () => {
    const shop = await createMechanic({ plan: "premium", shopName: "Oficina Boa" });
    const owner = (await team.listTeam(shop.id)).members[0]!;
    signOut();
    const fresh = await team.createInvitation(shop.id, owner.id, uniqueEmail(), "mechanic");
    if (!fresh.ok) throw new Error("invitation not created");
    const html = await renderInvitation(fresh.token);
    expect(html).toContain(m.acceptIntro("Oficina Boa", "Mecânico"));
    expect(html).toContain(m.passwordLabel);
    expect(html).toContain(m.repeatPasswordLabel);

    const busy = await addTeamMember((await createMechanic({ plan: "premium" })).id, "mechanic");
    const taken = await team.createInvitation(shop.id, owner.id, busy.email, "mechanic");
    if (!taken.ok) throw new Error("invitation not created");
    expect(await renderInvitation(taken.token)).toContain(m.inShop);
  });

  it("says why a dead link does not work", async () => {
    const shop = await createMechanic({ plan: "premium" });
    const owner = (await team.listTeam(shop.id)).members[0]!;
    const made = await team.createInvitation(shop.id, owner.id, uniqueEmail(), "mechanic");
    if (!made.ok) throw new Error("invitation not created");
    await getDb()
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, made.id));
    expect(await renderInvitation(made.token)).toContain(m.expiredLink);
    expect(await renderInvitation("não-é-um-token")).toContain(m.invalidLink);
  });
});

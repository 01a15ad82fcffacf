/**
 * A shop's team rows for the security suite: a pending invitation written straight to the table (a
 * Profissional shop's plan would refuse it, and the suite needs a row to attack in every table),
 * and the owner's member id.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shopMembers, teamInvitations } from "@/db/schema";

export async function addTeamRows(shopId: string, tag: string) {
  const [owner] = await getDb()
    .select({ id: shopMembers.id })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, "owner")));
  const invitationToken = randomBytes(32).toString("base64url");
  const invitationEmail = `convite-${tag}@exemplo.com`;
  const [invitation] = await getDb()
    .insert(teamInvitations)
    .values({
      shopId,
      email: invitationEmail,
      role: "mechanic",
      tokenHash: createHash("sha256").update(invitationToken).digest("hex"),
      invitedBy: owner!.id,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: teamInvitations.id });
  return { ownerMemberId: owner!.id, invitationId: invitation!.id, invitationToken, invitationEmail };
}

import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shopMembers, shops, users } from "@/db/schema";
import type { ShopRole } from "@/lib/enums";
import { createAccount, findAccount, subscribeToPlan } from "@/lib/data/accounts";
import { startSession } from "@/lib/data/sessions";
import type { SubscriptionPlanId } from "@/db/schema";
import { getProfile, saveProfile } from "@/lib/data/profile";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";

export const TEST_PASSWORD = "senha-segura-123";
// Hashing once keeps the suite fast; every account shares this password.
const passwordHash = bcrypt.hashSync(TEST_PASSWORD, 4);

export function uniqueEmail(prefix = "mecanico") {
  return `${prefix}-${randomUUID()}@teste.com.br`;
}

/**
 * A mechanic account as sign-up creates it, optionally already subscribed and with its shop's name
 * (a message to a customer is never sent without one).
 */
export async function createMechanic(options: { plan?: SubscriptionPlanId; email?: string; shopName?: string } = {}) {
  const account = await createAccount(options.email ?? uniqueEmail(), passwordHash);
  if (options.plan) await subscribeToPlan(account.id, options.plan);
  if (options.shopName) await getDb().update(shops).set({ shopName: options.shopName }).where(eq(shops.id, account.id));
  return account;
}

/**
 * A person of `shopId`'s team with his own login (password TEST_PASSWORD): what accepting an
 * invitation makes. Answers his login's id (for signInAs) and his member id (for records).
 */
export async function addTeamMember(
  shopId: string,
  role: Exclude<ShopRole, "owner">,
  name = role === "mechanic" ? "Mecânico" : "Atendente",
) {
  const email = uniqueEmail(role);
  return getDb().transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
    const [member] = await tx.insert(shopMembers).values({ shopId, userId: user!.id, role, name }).returning({ id: shopMembers.id });
    return { userId: user!.id, memberId: member!.id, email, name, role };
  });
}

/**
 * The shop is on `plan` from now, with its period unchanged: what a downgrade comes to once the paid
 * period ended and the new plan was bought, or an upgrade (lib/data/subscription.ts), without the
 * dates those involve. For tests of what each plan allows.
 */
export async function putOnPlan(shopId: string, plan: SubscriptionPlanId) {
  await getDb().update(shops).set({ subscriptionPlan: plan }).where(eq(shops.id, shopId));
}

/** The account's owner opened the confirmation link (what sending quotes by e-mail needs). */
export async function confirmEmail(shopId: string) {
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopId));
}

export type ProfileInput = Parameters<typeof saveProfile>[1];

/**
 * Saves the profile as its form does right after loading it: with the version it has now. For
 * tests about what a save stores; the version check itself is tested with explicit versions.
 */
export async function saveLoadedProfile(shopId: string, input: ProfileInput) {
  return saveProfile(shopId, input, (await getProfile(shopId)).version);
}

/** A shop profile with every optional field left empty, plus what the test sets. */
export function profileInput(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    shopName: "",
    ownerName: "",
    description: "",
    slug: "",
    whatsappIntegration: "",
    services: [],
    openingHours: defaultOpeningHours(),
    hourlyRate: null,
    paymentTerms: "",
    warrantyText: "",
    whatsappTemplate: "",
    ...overrides,
  };
}

/** The account as the server reads it for a request from a fresh login of `shopId`. */
export async function findSignedInAccount(shopId: string) {
  return findAccount(shopId, await startSession(shopId, null));
}

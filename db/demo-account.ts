import bcrypt from "bcryptjs";
import { count } from "drizzle-orm";
import { getDb } from "./index";
import { mechanicProfiles, users } from "./schema";
import { SUBSCRIPTION_LENGTH_MS } from "@/lib/plans";

export const DEMO_EMAIL = "demo@oficinadigital.com.br";
export const DEMO_PASSWORD = "demo12345";

/** Development only: on an empty database, a mechanic with a plan to explore the app with (its made-up address counts as confirmed). */
export async function ensureDemoAccount() {
  const db = getDb();
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return;
  const now = new Date();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: DEMO_EMAIL, passwordHash: await bcrypt.hash(DEMO_PASSWORD, 10), emailVerifiedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error("demo não criado");
    await tx.insert(mechanicProfiles).values({
      id: user.id,
      email: DEMO_EMAIL,
      shopName: "Oficina Demonstração",
      subscriptionPlan: "pro",
      subscriptionStartDate: now,
      subscriptionEndDate: new Date(now.getTime() + SUBSCRIPTION_LENGTH_MS),
    });
  });
  console.log(`\n▸ Conta de demonstração criada — e-mail: ${DEMO_EMAIL}  senha: ${DEMO_PASSWORD}\n`);
}

import bcrypt from "bcryptjs";
import { count } from "drizzle-orm";
import { getDb } from "./index";
import { shopMembers, shops, users } from "./schema";
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
    await tx.insert(shops).values({
      id: user.id,
      email: DEMO_EMAIL,
      shopName: "Oficina Demonstração",
      // Made-up data (a test CNPJ and a random key no bank holds), so the quick start shows the
      // address on the public page and the PDF, and the PIX QR code on an approved quote's link.
      taxId: "11222333000181",
      postalCode: "01310100",
      street: "Avenida Paulista",
      streetNumber: "1000",
      district: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      pixKeyType: "random",
      pixKey: "8f3b2c1d-4e5f-4a6b-9c7d-0e1f2a3b4c5d",
      pixName: "Oficina Demonstracao",
      pixCity: "Sao Paulo",
      // A small catalogue: the oil change recurs, so delivering it shows 'Próxima revisão' on the car.
      services: [
        { id: "demo-troca-de-oleo", name: "Troca de óleo", price: 180, intervalMonths: 6, intervalKm: 10_000 },
        { id: "demo-alinhamento", name: "Alinhamento e balanceamento", price: 120 },
      ],
      subscriptionPlan: "pro",
      subscriptionStartDate: now,
      subscriptionEndDate: new Date(now.getTime() + SUBSCRIPTION_LENGTH_MS),
    });
    await tx.insert(shopMembers).values({ shopId: user.id, userId: user.id, role: "owner", name: "Dono da Demonstração" });
  });
  console.log(`\n▸ Conta de demonstração criada — e-mail: ${DEMO_EMAIL}  senha: ${DEMO_PASSWORD}\n`);
}

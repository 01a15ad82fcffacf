/**
 * A shop with one of everything, written straight into the e2e database: what the security and
 * accessibility specs open every dashboard page with. Its names carry a tag of their own, so a
 * response that shows one of `secrets` to another shop is a leak. The forms that make these rows
 * on screen are their own specs' business (customers, vehicles, suppliers, profile, quote editor).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  appointments,
  conversationMessages,
  conversations,
  customers,
  shops,
  quoteCounters,
  quoteLinks,
  quotes,
  suppliers,
  vehicles,
} from "../../db/schema";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";
import { connectE2EDatabase, type Account, type AccountsDatabase } from "./accounts";

export type ShopData = {
  email: string;
  slug: string;
  customerId: string;
  quoteId: string;
  supplierId: string;
  /** A vehicle of that customer's. */
  vehicleId: string;
  /** An appointment of that customer and vehicle. */
  appointmentId: string;
  /** A conversation with the shop's assistant, on its page. */
  conversationId: string;
  /** Texts only this shop's data would put in a response. */
  secrets: string[];
};

// One connection per Playwright worker, opened on first use.
let database: Promise<AccountsDatabase> | undefined;

/** Gives `mechanic` a public page, a customer with a vehicle and a quote (with its link), and a supplier. */
export async function shopWithData(mechanic: Account): Promise<ShopData> {
  const { db } = await (database ??= connectE2EDatabase());
  const tag = crypto.randomUUID().slice(0, 8);
  const shopName = `Oficina Sigilo ${tag}`;
  const slug = `oficina-sigilo-${tag}`;
  const customerName = `Cliente Sigilo ${tag}`;
  const description = `Serviço Sigilo ${tag}`;
  const supplierName = `Fornecedor Sigilo ${tag}`;
  const shopId = mechanic.id;
  return db.transaction(async (tx) => {
    await tx.update(shops).set({ slug, shopName, ownerName: "Rita Sigilo" }).where(eq(shops.id, shopId));
    const [customer] = await tx
      .insert(customers)
      .values({ shopId, name: customerName, phone: "(11) 97777-6666", email: `cliente-${tag}@exemplo.com` })
      .returning({ id: customers.id });
    const [vehicle] = await tx
      .insert(vehicles)
      .values({ shopId, customerId: customer!.id, plate: "ABC1D23", model: `Modelo Sigilo ${tag}` })
      .returning({ id: vehicles.id });
    // The quote's number comes from the shop's counter (a trigger), as createQuote leaves it.
    await tx.insert(quoteCounters).values({ shopId, lastNumber: 0 }).onConflictDoNothing();
    const [quote] = await tx
      .insert(quotes)
      .values({ shopId, customerId: customer!.id, description, cost: "250" })
      .returning({ id: quotes.id });
    await tx.insert(quoteLinks).values({ shopId, quoteId: quote!.id, token: newQuoteLinkToken() });
    const [supplier] = await tx
      .insert(suppliers)
      .values({ shopId, name: supplierName, tags: ["Freios"] })
      .returning({ id: suppliers.id });
    const appointment = await insertAppointment(tx, { shopId, customerId: customer!.id, vehicleId: vehicle!.id, name: customerName });
    const question = `Pergunta Sigilo ${tag}`;
    const conversationId = await insertConversation(tx, shopId, question);
    return {
      email: mechanic.email,
      slug,
      customerId: customer!.id,
      quoteId: quote!.id,
      supplierId: supplier!.id,
      vehicleId: vehicle!.id,
      appointmentId: appointment.id,
      conversationId,
      secrets: [shopName, customerName, description, supplierName, question, mechanic.email],
    };
  });
}

/**
 * A confirmed appointment three days ahead for the shop's customer and car, written straight into
 * the database (the agenda's form has its own spec, e2e/agenda/).
 */
export async function insertAppointment(
  db: Pick<AccountsDatabase["db"], "insert">,
  row: { shopId: string; customerId: string; vehicleId: string; name: string },
) {
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const [appointment] = await db
    .insert(appointments)
    .values({
      shopId: row.shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: "confirmed",
      source: "shop",
      customerId: row.customerId,
      vehicleId: row.vehicleId,
      contactName: row.name,
      contactPhone: "11977771234",
      services: [{ name: "Troca de óleo" }],
      token: randomBytes(24).toString("base64url"),
    })
    .returning({ id: appointments.id });
  return appointment!;
}

/** A visitor's one-question conversation with the shop's assistant on its page (the chat has its own specs). */
export async function insertConversation(db: Pick<AccountsDatabase["db"], "insert">, shopId: string, question: string) {
  const [conversation] = await db
    .insert(conversations)
    .values({ shopId, token: randomBytes(24).toString("base64url"), channel: "public_page", turns: 1 })
    .returning({ id: conversations.id });
  const answeredAt = new Date(Date.now() + 1);
  await db.insert(conversationMessages).values([
    { shopId, conversationId: conversation!.id, role: "visitor", text: question },
    { shopId, conversationId: conversation!.id, role: "assistant", text: "Não sei responder isso com certeza.", at: answeredAt },
  ]);
  return conversation!.id;
}

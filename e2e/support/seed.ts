/**
 * A shop full of data, written straight into the e2e database: quicker than shop.ts's forms and
 * with what a layout check needs, the long names and amounts real shops have. Rows as the app's
 * own writes leave them (the statement triggers keep shop_counts right).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  appointments,
  assistantSettings,
  customers,
  leads,
  shops,
  quoteLinks,
  quotes,
  suppliers,
  supportTickets,
  vehicles,
  type OpeningHours,
} from "../../db/schema";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";
import type { Account, AccountsDatabase } from "./accounts";
import { itemiseQuote } from "./quote-seed";
import { insertConversation } from "./shop";

export type SeededShop = {
  slug: string;
  /** The customer with several quotes in the history. */
  customerId: string;
  /** Nº 0001, itemised (./quote-seed.ts), for the vehicle below. */
  quoteId: string;
  /** Nº 0001's live link token: its customer's page is /orcamento/{token}. */
  linkToken: string;
  supplierId: string;
  /** One of that customer's vehicles, with quotes Nº 0001 and Nº 0002. */
  vehicleId: string;
  /** An appointment of that customer and vehicle. */
  appointmentId: string;
  /** A visitor's question to the shop's assistant. */
  conversationId: string;
};

/** Two periods a day the way the editor asks for them, and the way some mechanics type them. */
const OPENING_HOURS: OpeningHours = {
  monday: { open: true, hours: "08:00-12:00;14:00-18:00" },
  tuesday: { open: true, hours: "08:00-12:00, 14:00-18:00" },
  wednesday: { open: true, hours: "08:00-18:00" },
  thursday: { open: true, hours: "08:00-12:00;13:30-18:30" },
  friday: { open: true, hours: "08:00-18:00" },
  saturday: { open: true, hours: "08:00-12:00" },
  sunday: { open: false, hours: "" },
};

/**
 * Gives `mechanic` a public page, customers (one with a long history), suppliers, leads, a ticket and the assistant.
 * Nº 0001 is a delivered job; `firstQuote: "pending"` makes it a quote still awaiting its customer's
 * answer, for the specs that send it for approval.
 */
export async function seedShop(
  { db }: AccountsDatabase,
  mechanic: Account,
  { firstQuote = "delivered" }: { firstQuote?: "delivered" | "pending" } = {},
): Promise<SeededShop> {
  const tag = crypto.randomUUID().slice(0, 8);
  const slug = `auto-mecanica-sao-judas-${tag}`;
  return db.transaction(async (tx) => {
    await tx
      .update(shops)
      .set({
        slug,
        shopName: "Auto Mecânica São Judas Tadeu",
        ownerName: "José Carlos Pereira da Silva",
        description: "Oficina familiar desde 1998. Mecânica geral, injeção eletrônica, freios, suspensão e ar-condicionado.",
        whatsappIntegration: "(11) 98765-4321",
        openingHours: OPENING_HOURS,
        services: [
          { id: crypto.randomUUID(), name: "Troca de óleo e filtro", price: 149.9, description: "Óleo sintético 5W30 e filtro original" },
          { id: crypto.randomUUID(), name: "Alinhamento e balanceamento", price: 120 },
          {
            id: crypto.randomUUID(),
            name: "Revisão completa dos freios com troca de pastilhas",
            price: 1389.9,
            description: "Discos, pastilhas e fluido DOT 4",
          },
        ],
      })
      .where(eq(shops.id, mechanic.id));

    const [customer, ...others] = await tx
      .insert(customers)
      .values([
        {
          shopId: mechanic.id,
          name: "Maria Aparecida dos Santos Conceição",
          phone: "(11) 91234-5678",
          email: "maria.aparecida.conceicao@exemplo.com.br",
          notes: "Prefere contato por WhatsApp depois das 18h. Carro: Fiat Palio Weekend 2012, placa ABC1D23.",
        },
        { shopId: mechanic.id, name: "João Batista", phone: "(21) 3456-7890" },
        { shopId: mechanic.id, name: "Oficina Parceira Irmãos Rodrigues Ltda.", email: "contato@irmaosrodrigues.com.br" },
      ])
      .returning({ id: customers.id });
    if (!customer || others.length !== 2) throw new Error("customers not created");

    const records = await tx
      .insert(quotes)
      .values(
        (
          [
            ["Revisão completa com troca de óleo, filtros de ar e combustível e pastilhas de freio dianteiras", "1234.56", firstQuote],
            ["Troca da correia dentada e tensor", "890", "in_progress"],
            ["Diagnóstico de ruído na suspensão traseira", null, "pending"],
            ["Alinhamento, balanceamento e rodízio de pneus", "180", "approved"],
            ["Troca do kit de embreagem", "2150.4", "canceled"],
          ] as const
        ).map(([description, cost, status], index) => ({
          shopId: mechanic.id,
          customerId: customer.id,
          description,
          cost,
          status,
          quoteDate: new Date(Date.UTC(2026, 9, 20 - index * 7, 15)),
        })),
      )
      .returning({ id: quotes.id });

    // Both plate formats, and the long names real cars have.
    const [vehicle] = await tx
      .insert(vehicles)
      .values([
        {
          shopId: mechanic.id,
          customerId: customer.id,
          plate: "ABC1D23",
          make: "Fiat",
          model: "Palio Weekend Adventure 1.8 Locker",
          year: 2012,
          color: "Vermelho Alpine",
          currentKm: 187_450,
          notes: "Barulho na suspensão dianteira ao passar em lombadas.",
        },
        { shopId: mechanic.id, customerId: customer.id, plate: "GOL2008", make: "Volkswagen", model: "Gol", year: 2008 },
      ])
      .returning({ id: vehicles.id });

    // Every quote has its customer's link, as createQuote makes it.
    const links = await tx
      .insert(quoteLinks)
      .values(records.map((record) => ({ shopId: mechanic.id, quoteId: record.id, token: newQuoteLinkToken() })))
      .returning({ token: quoteLinks.token });

    // The Palio's visits: Nº 0001, itemised, and Nº 0002.
    await itemiseQuote(tx, mechanic.id, records[0]!.id, vehicle!.id);
    await tx.update(quotes).set({ vehicleId: vehicle!.id, checkInKm: 182_300 }).where(eq(quotes.id, records[1]!.id));

    const [supplier] = await tx
      .insert(suppliers)
      .values([
        {
          shopId: mechanic.id,
          name: "Distribuidora de Autopeças Paulista",
          phone: "(11) 3333-4444",
          tags: ["Freios", "Suspensão", "Filtros", "Correias"],
        },
        { shopId: mechanic.id, name: "Retífica Central", tags: ["Motores"] },
      ])
      .returning({ id: suppliers.id });

    await tx.insert(leads).values([
      {
        shopId: mechanic.id,
        name: "Ana Lúcia Ferreira",
        email: "ana.lucia.ferreira.contato@exemplo.com.br",
        phone: "(11) 99876-5432",
        message: "Meu carro está fazendo um barulho ao frear. Vocês atendem sábado?",
      },
      { shopId: mechanic.id, name: "Carlos Eduardo", email: "carlos@exemplo.com", isMechanic: true },
    ]);

    await tx.insert(supportTickets).values({
      shopId: mechanic.id,
      name: "José Carlos Pereira da Silva",
      email: mechanic.email,
      subject: "Dúvida sobre a exportação de interessados",
      message: "Quando exporto os interessados, o arquivo abre com os acentos trocados no Excel do meu computador.",
    });

    await tx.insert(assistantSettings).values({ shopId: mechanic.id }).onConflictDoNothing();

    const apptStart = new Date(Date.now() + 3 * 86_400_000);
    const [appointment] = await tx
      .insert(appointments)
      .values({
        shopId: mechanic.id,
        startsAt: apptStart,
        endsAt: new Date(apptStart.getTime() + 3_600_000),
        status: "confirmed",
        source: "shop",
        customerId: customer.id,
        vehicleId: vehicle!.id,
        contactName: "Maria Aparecida",
        contactPhone: "11977771234",
        services: [{ name: "Troca de óleo" }],
        token: randomBytes(24).toString("base64url"),
      })
      .returning({ id: appointments.id });
    return {
      slug,
      customerId: customer.id,
      quoteId: records[0]!.id,
      linkToken: links[0]!.token,
      supplierId: supplier!.id,
      vehicleId: vehicle!.id,
      appointmentId: appointment!.id,
      conversationId: await insertConversation(tx, mechanic.id, "vcs fazem revisão de ar-condicionado?"),
    };
  });
}

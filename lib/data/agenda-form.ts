import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { customers, shopMembers, shops, vehicles } from "@/db/schema";
import { containsTerm } from "@/lib/data/search";
import { plateSearchPrefix } from "@/lib/plates";
import { sanitiseServices } from "@/lib/profile/services";

// What 'Novo agendamento' offers and checks. Every function takes the shop's id first and filters
// by it in the same statement.

/** A catalogue service as the form offers it: its length for the agenda, its price for the quote. */
export type BookableService = { id: string; name: string; price: number; durationMinutes: number | null };

/** The catalogue's services with their lengths, as the profile keeps them (sanitiseServices). */
function bookableServices(raw: unknown): BookableService[] {
  return sanitiseServices(raw).map((service) => ({
    id: service.id,
    name: service.name,
    price: service.price,
    durationMinutes: service.durationMinutes ?? null,
  }));
}

/**
 * The most customers the form's list holds: the newest ones, or those its search finds (by name,
 * phone or a car's plate, as the customers list searches). A shop of thousands searches; the list
 * never carries them all to the phone.
 */
export const BOOKING_CUSTOMERS_SHOWN = 100;

export type BookingCustomer = { id: string; name: string; phone: string | null; vehicles: { id: string; label: string }[] };

/**
 * What 'Novo agendamento' offers, in one statement: the catalogue's services, the shop's people
 * today ('Responsável'), and its customers by name with their vehicles: those `search` finds, or
 * the newest, and always the one the page was opened for (`include`, from his page).
 */
export async function getBookingChoices(
  shopId: string,
  { search = "", include = null }: { search?: string; include?: string | null } = {},
) {
  const term = search.trim();
  // As the customers list finds them (lib/data/customers.ts): name or phone, a car's words, or the
  // start of its plate as the mechanic reads it off the car.
  const platePrefix = plateSearchPrefix(term);
  const byVehicle = platePrefix
    ? sql`(${containsTerm(vehicles.searchKey, term)} or ${vehicles.plateKey} like ${`${platePrefix}%`})`
    : containsTerm(vehicles.searchKey, term);
  const found = term
    ? sql`(${containsTerm(customers.searchKey, term)} or exists (select 1 from ${vehicles}
        where ${vehicles.customerId} = ${customers.id} and ${vehicles.shopId} = ${customers.shopId} and ${byVehicle}))`
    : sql`true`;
  const [row] = await getDb().execute<{
    services: unknown;
    team: { id: string; name: string }[];
    customers: BookingCustomer[] | null;
  }>(sql`
    select s.services,
      coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.role <> 'owner', m.created_at, m.id)
        from shop_members m where m.shop_id = s.id and m.removed_at is null), '[]') as team,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'vehicles', coalesce((
          select json_agg(json_build_object('id', v.id, 'label', trim(v.plate || ' ' || coalesce(v.make, '') || ' ' || coalesce(v.model, ''))) order by v.created_at)
          from vehicles v where v.customer_id = c.id and v.shop_id = s.id), '[]')) order by c.name, c.id)
        from (select * from ${customers} where ${customers.shopId} = s.id
                and (${customers.id} = ${include}::uuid or ${found})
              order by ${customers.id} = ${include}::uuid desc nulls last, ${customers.createdAt} desc
              limit ${BOOKING_CUSTOMERS_SHOWN}) c) as customers
    from shops s where s.id = ${shopId}`);
  return {
    services: bookableServices(row?.services),
    team: row?.team ?? [],
    customers: row?.customers ?? [],
  };
}

/** The catalogue's services (with their lengths and prices), for a booking's check and a job's lines. */
export async function getBookableServices(shopId: string, db: DatabaseOrTransaction = getDb()): Promise<BookableService[]> {
  const [row] = await db.select({ services: shops.services }).from(shops).where(eq(shops.id, shopId));
  return bookableServices(row?.services);
}

/** A known customer's name and phone digits, for the appointment's contact; null when not the shop's. */
export async function getBookingCustomer(shopId: string, customerId: string) {
  const [row] = await getDb()
    .select({ name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, customerId)));
  return row ?? null;
}

/** Whether `memberId` is one of the shop's people today. */
export async function isShopMember(shopId: string, memberId: string) {
  const [row] = await getDb()
    .select({ id: shopMembers.id })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.id, memberId), isNull(shopMembers.removedAt)));
  return Boolean(row);
}

/**
 * Fills a database with one mechanic who owns a large shop: 20,000 customers with 25,000 vehicles,
 * 40,000 quotes of 1 to 30 items each (some 620,000 items) in every stage, with the jobs' stage
 * changes, check-ins, photos and deliveries (./seed-large-jobs.ts), their payments over the last
 * 12 months (./seed-large-payments.ts), their next services over the coming year
 * (./seed-large-dues.ts), a year of appointments, about 20 a working day (./seed-large-agenda.ts),
 * 5,000 suppliers and 20,000 leads. The
 * rows are generated inside Postgres (generate_series, INSERT … SELECT), so it takes seconds, not
 * minutes.
 */
import bcrypt from "bcryptjs";
import postgres from "postgres";
import { writeQuoteTotalsWith } from "../../db/quote-totals";
import { DEFAULT_WARRANTY_TEXT } from "../../lib/quotes/items";
import { seedCheckInsAndDeliveries, seedJobPhotos, seedJobStages } from "./seed-large-jobs";
import { seedServiceDues } from "./seed-large-dues";
import { seedPayments } from "./seed-large-payments";
import { seedAgenda } from "./seed-large-agenda";
import { seedConversations } from "./seed-large-conversations";

export const LARGE_SHOP = { email: "carga@oficinadigital.com.br", password: "carga12345" } as const;

export const LARGE_SHOP_SIZE = {
  customers: 20_000,
  servicesPerCustomer: 2,
  vehicles: 25_000,
  maxItemsPerQuote: 30,
  suppliers: 5_000,
  leads: 20_000,
} as const;

const FIRST_NAMES = [
  "João",
  "Maria",
  "José",
  "Ana",
  "Antônio",
  "Francisca",
  "Carlos",
  "Adriana",
  "Paulo",
  "Juliana",
  "Lucas",
  "Márcia",
  "Luís",
  "Fernanda",
  "Marcos",
  "Patrícia",
  "Gabriel",
  "Aline",
  "Rafael",
  "Sandra",
  "Mateus",
  "Camila",
  "Vitor",
  "Letícia",
];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Araújo",
  "Melo",
  "Barbosa",
  "Conceição",
  "Gonçalves",
  "Rocha",
];
const PARTS = [
  "freios",
  "suspensão",
  "pneus",
  "baterias",
  "filtros e óleo",
  "embreagem",
  "escapamento",
  "injeção eletrônica",
  "faróis",
  "correias",
];
const CARS = [
  ["Volkswagen", "Gol"],
  ["Fiat", "Palio"],
  ["Chevrolet", "Onix"],
  ["Ford", "Ka"],
  ["Hyundai", "HB20"],
  ["Toyota", "Corolla"],
  ["Renault", "Sandero"],
  ["Honda", "Civic"],
];
const COLORS = ["Prata", "Preto", "Branco", "Vermelho", "Cinza", "Azul"];
const SERVICES = [
  "Troca de óleo",
  "Alinhamento e balanceamento",
  "Revisão dos freios",
  "Troca da embreagem",
  "Diagnóstico de injeção",
  "Troca de pastilhas",
];

/** The shop's Serviços Oferecidos: quote lines picked from it carry its ids. Every price ≥ R$ 60, see DISCOUNTS. */
const CATALOGUE = [
  { id: "cat-oleo", name: "Troca de óleo e filtro", price: 180, intervalMonths: 6, intervalKm: 10_000, durationMinutes: 60 },
  {
    id: "cat-alinhamento",
    name: "Alinhamento e balanceamento",
    price: 120,
    intervalMonths: 12,
    intervalKm: 10_000,
    durationMinutes: 60,
  },
  { id: "cat-freios", name: "Revisão dos freios", price: 250 },
  { id: "cat-embreagem", name: "Troca da embreagem", price: 950, durationMinutes: 240 },
  { id: "cat-injecao", name: "Diagnóstico de injeção eletrônica", price: 150 },
  { id: "cat-arcondicionado", name: "Higienização do ar-condicionado", price: 89.9 },
  { id: "cat-correia", name: "Troca da correia dentada", price: 420 },
  { id: "cat-suspensao", name: "Revisão da suspensão", price: 199.5 },
];
const CUSTOM_SERVICES = ["Limpeza de bicos injetores", "Regulagem do freio de mão", "Troca de lâmpadas", "Lavagem do motor"];
const PART_NAMES = [
  "Pastilha de freio dianteira",
  "Disco de freio",
  "Filtro de óleo",
  "Óleo 5W30 (litro)",
  "Amortecedor dianteiro",
  "Correia dentada",
  "Vela de ignição",
  "Bateria 60 Ah",
  "Kit de embreagem",
  "Bieleta",
  "Filtro de ar",
  "Fluido de freio DOT 4",
];
const LABOUR = ["Mão de obra mecânica", "Mão de obra elétrica", "Desmontagem e montagem", "Diagnóstico"];
const HOURLY_RATE = "120.00";
const PAYMENT_TERMS = ["PIX, cartão ou dinheiro na entrega", "50% na aprovação e 50% na entrega", "Cartão em até 3x sem juros"];
// Amount discounts stay below the smallest catalogue price, which every quote's first line is, so
// no discount passes its subtotal (the rule the editor enforces).
const DISCOUNTS = { percent: ["5.00", "10.00", "12.50"], amount: ["20.00", "50.00"] };

/**
 * Seeds `databaseUrl` (already migrated) and answers the mechanic's id. Refuses a database that has
 * the mechanic already. `storageEnv` is the environment the photos are stored with (the app's
 * OFICINA_DATA_DIR or S3_*: the server that shows them must read the same storage).
 */
export async function seedLargeShop(databaseUrl: string, storageEnv: Record<string, string> = {}) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql`SELECT id FROM users WHERE lower(email) = ${LARGE_SHOP.email}`;
    if (existing) throw new Error(`O banco já tem ${LARGE_SHOP.email}: use um banco novo.`);
    const passwordHash = await bcrypt.hash(LARGE_SHOP.password, 10);
    const shopId = await sql.begin(async (tx) => {
      const [user] =
        await tx`INSERT INTO users (email, password_hash, email_verified_at) VALUES (${LARGE_SHOP.email}, ${passwordHash}, now()) RETURNING id`;
      const shopId = user!.id as string;
      await tx`
        INSERT INTO shops (id, email, shop_name, subscription_plan, subscription_start_date, subscription_end_date, services, hourly_rate, payment_terms)
        VALUES (${shopId}, ${LARGE_SHOP.email}, 'Auto Center Carga', 'pro', now(), now() + interval '30 days',
                ${tx.json(CATALOGUE)}, ${HOURLY_RATE}, ${PAYMENT_TERMS[0]!})`;
      await tx`INSERT INTO shop_members (shop_id, user_id, role, name) VALUES (${shopId}, ${shopId}, 'owner', 'Dono da Carga')`;
      await tx`
        INSERT INTO customers (shop_id, name, phone, email, notes, created_at)
        SELECT ${shopId},
               (${FIRST_NAMES}::text[])[1 + i % ${FIRST_NAMES.length}] || ' ' || (${LAST_NAMES}::text[])[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || i,
               '(11) 9' || lpad((i % 10000)::text, 4, '0') || '-' || lpad((i % 9973)::text, 4, '0'),
               'cliente' || i || '@exemplo.com',
               CASE WHEN i % 3 = 0 THEN 'Veículo: Gol ' || (2000 + i % 25) END,
               now() - (i || ' minutes')::interval
        FROM generate_series(1, ${LARGE_SHOP_SIZE.customers}) AS i`;
      // Spread over the customers (the first 5,000 have two). Plates in both formats, two in three old
      // ones: the letters and the first digit name i alone, so no two are the same car.
      await tx`
        INSERT INTO vehicles (customer_id, shop_id, plate, make, model, year, color, current_km)
        SELECT c.id, c.shop_id,
               chr(65 + (i % 17576) / 676) || chr(65 + (i % 676) / 26) || chr(65 + i % 26) || (i / 17576)::text ||
                 CASE WHEN i % 3 = 0 THEN chr(65 + i % 26) ELSE (i % 10)::text END || lpad(((i * 37) % 100)::text, 2, '0'),
               (${CARS.map(([make]) => make!)}::text[])[1 + i % ${CARS.length}],
               (${CARS.map(([, model]) => model!)}::text[])[1 + i % ${CARS.length}],
               1995 + i % 31,
               (${COLORS}::text[])[1 + i % ${COLORS.length}],
               (i * 7919) % 300000
        FROM (SELECT id, shop_id, row_number() OVER (ORDER BY created_at, id) AS n FROM customers WHERE shop_id = ${shopId}) AS c
        JOIN generate_series(1, ${LARGE_SHOP_SIZE.vehicles}) AS i ON c.n = 1 + (i - 1) % ${LARGE_SHOP_SIZE.customers}`;
      await seedQuotes(tx, shopId);
      await seedJobStages(tx, shopId);
      await seedCheckInsAndDeliveries(tx, shopId);
      await seedPayments(tx, shopId);
      await seedServiceDues(tx, shopId);
      await seedAgenda(tx, shopId);
      await seedConversations(tx, shopId);
      await tx`
        INSERT INTO suppliers (shop_id, name, phone, tags)
        SELECT ${shopId}, 'Distribuidora ' || (${LAST_NAMES}::text[])[1 + i % ${LAST_NAMES.length}] || ' ' || i,
               '(11) 3' || lpad((i % 1000)::text, 3, '0') || '-' || lpad((i % 9999)::text, 4, '0'),
               ARRAY[(${PARTS}::text[])[1 + i % ${PARTS.length}], (${PARTS}::text[])[1 + (i / 7) % ${PARTS.length}]]
        FROM generate_series(1, ${LARGE_SHOP_SIZE.suppliers}) AS i`;
      await tx`
        INSERT INTO leads (shop_id, name, email, phone, is_mechanic, created_at)
        SELECT ${shopId}, (${FIRST_NAMES}::text[])[1 + i % ${FIRST_NAMES.length}] || ' Interessado ' || i,
               'lead' || i || '@exemplo.com', '(21) 9' || lpad((i % 10000)::text, 4, '0') || '-0000', i % 4 = 0,
               now() - (i || ' minutes')::interval
        FROM generate_series(1, ${LARGE_SHOP_SIZE.leads}) AS i`;
      return shopId;
    });
    // Outside the transaction (VACUUM cannot run in one). The totals update wrote every quote twice:
    // VACUUM FULL rewrites quotes without the dead half (a plain VACUUM would leave the
    // table twice its size, and every scan of it twice as long as a real shop's), in about a second.
    // Then VACUUM sets the visibility map, as autovacuum would in production, and ANALYZE the
    // statistics, so the measurements read the tables as a settled shop has them.
    await seedJobPhotos(databaseUrl, shopId, storageEnv);
    await sql`VACUUM (FULL) quotes`;
    await sql`VACUUM (ANALYZE)`;
    return shopId;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

type Tx = postgres.TransactionSql;

/**
 * 40,000 quotes (two per customer, most for one of the customer's vehicles) with 1 to 30 items:
 * catalogue services with their ids, custom services, parts in all three conditions (some with
 * decimal quantities), labour by the hour at the shop's rate and at a fixed price, and discounts
 * by amount and by percentage. The sums are then written in one set-based UPDATE.
 */
async function seedQuotes(tx: Tx, shopId: string) {
  // `item_count` carries how many lines each quote gets until the totals update writes the count
  // of the lines actually inserted (the same number). hashtext spreads the choices over the rows.
  await tx`
    INSERT INTO quotes (customer_id, shop_id, vehicle_id, check_in_km, description, status, quote_date,
                                 valid_until, payment_terms, estimated_start, estimated_completion, observations, warranty_text,
                                 discount_kind, discount_value, item_count, stage_changed_at)
    SELECT q.customer_id, q.shop_id, q.vehicle_id,
           CASE WHEN q.vehicle_id IS NOT NULL THEN greatest(0, q.km - (q.n - 1) * 4000) END,
           (${SERVICES}::text[])[1 + (q.h + q.n) % ${SERVICES.length}],
           q.status, q.quote_date,
           (q.quote_date AT TIME ZONE 'America/Sao_Paulo')::date + 10,
           (${PAYMENT_TERMS}::text[])[1 + q.h % ${PAYMENT_TERMS.length}],
           CASE WHEN q.status <> 'pending' THEN (q.quote_date AT TIME ZONE 'America/Sao_Paulo')::date + 1 END,
           CASE WHEN q.status <> 'pending' THEN (q.quote_date AT TIME ZONE 'America/Sao_Paulo')::date + 1 + q.h % 5 END,
           CASE WHEN q.h % 4 = 0 THEN 'Cliente relata barulho ao frear.' END,
           ${DEFAULT_WARRANTY_TEXT},
           (ARRAY['percent', 'amount', NULL, NULL, NULL, NULL]::discount_kind[])[1 + q.h % 6],
           CASE q.h % 6
             WHEN 0 THEN (${DISCOUNTS.percent}::numeric[])[1 + q.h / 6 % ${DISCOUNTS.percent.length}]
             WHEN 1 THEN (${DISCOUNTS.amount}::numeric[])[1 + q.h / 6 % ${DISCOUNTS.amount.length}]
           END,
           1 + q.h / 7 % ${LARGE_SHOP_SIZE.maxItemsPerQuote},
           -- When it reached its stage: a share of the time since it was made for the cars in the
           -- shop, a few days after it for the rest (never in the future).
           CASE q.status
             WHEN 'pending' THEN q.quote_date
             WHEN 'approved' THEN q.quote_date + (now() - q.quote_date) * 0.3
             WHEN 'in_progress' THEN q.quote_date + (now() - q.quote_date) * 0.6
             WHEN 'ready' THEN q.quote_date + (now() - q.quote_date) * 0.9
             ELSE least(now(), q.quote_date + (1 + q.h % 5 || ' days')::interval + interval '3 hours')
           END
    FROM (
      SELECT c.id AS customer_id, c.shop_id, n, h,
             staged.status,
             -- The cars in the shop came in over the last six days (their quote was made on
             -- arrival); the rest over the last year (the second quote of a customer older than
             -- the first), so 'Financeiro' has twelve months of payments to read.
             CASE WHEN staged.status IN ('approved', 'in_progress', 'ready')
               THEN now() - (h % 144 || ' hours')::interval - interval '2 hours'
               ELSE now() - ((n - 1) * 180 + 7 + h % 170 || ' days')::interval
             END AS quote_date,
             -- One quote in ten is for no vehicle in particular, as a plain quote was.
             CASE WHEN h % 10 <> 0 THEN (v.ids)[1 + n % cardinality(v.ids)] END AS vehicle_id,
             (v.kms)[1 + n % cardinality(v.ids)] AS km
      FROM customers c
      CROSS JOIN generate_series(1, ${LARGE_SHOP_SIZE.servicesPerCustomer}) AS n
      CROSS JOIN LATERAL (SELECT abs(hashtext(c.id::text || n)) AS h) AS hashed
      -- Per mille, by (h + n) % 1000: a few dozen cars in the shop (approved, in_progress, ready;
      -- only a customer's latest quote), and the history: most delivered, some refused or
      -- cancelled, some still waiting.
      CROSS JOIN LATERAL (SELECT CASE
          WHEN n = 1 AND (h + n) % 1000 < 2 THEN 'approved'
          WHEN n = 1 AND (h + n) % 1000 < 5 THEN 'in_progress'
          WHEN n = 1 AND (h + n) % 1000 < 7 THEN 'ready'
          WHEN (h + n) % 1000 < 187 THEN 'pending'
          WHEN (h + n) % 1000 < 287 THEN 'rejected'
          WHEN (h + n) % 1000 < 337 THEN 'canceled'
          ELSE 'delivered'
        END::quote_status AS status) AS staged
      CROSS JOIN LATERAL (
        SELECT array_agg(id ORDER BY plate) AS ids, array_agg(current_km ORDER BY plate) AS kms
        FROM vehicles WHERE customer_id = c.id AND shop_id = c.shop_id
      ) AS v
      WHERE c.shop_id = ${shopId}
    ) AS q`;

  // The first line of every quote is a catalogue service (a quote starts from the catalogue); the
  // others are three parts in ten, two services, two labour lines.
  await tx`
    INSERT INTO quote_items (quote_id, shop_id, position, kind, description, catalogue_service_id, part_condition, labour_pricing, quantity, unit_price, unit_cost)
    SELECT quote_id, shop_id, position, kind,
           CASE kind
             WHEN 'service' THEN CASE WHEN catalogued THEN (${CATALOGUE.map((s) => s.name)}::text[])[1 + r % ${CATALOGUE.length}]
                                      ELSE (${CUSTOM_SERVICES}::text[])[1 + r % ${CUSTOM_SERVICES.length}] END
             WHEN 'part' THEN (${PART_NAMES}::text[])[1 + r % ${PART_NAMES.length}]
             ELSE (${LABOUR}::text[])[1 + r % ${LABOUR.length}]
           END,
           CASE WHEN kind = 'service' AND catalogued THEN (${CATALOGUE.map((s) => s.id)}::text[])[1 + r % ${CATALOGUE.length}] END,
           CASE WHEN kind = 'part' THEN (ARRAY['original','original','original','paralela','paralela','usada']::part_condition[])[1 + r / 3 % 6] END,
           CASE WHEN kind = 'labour' THEN (CASE WHEN r % 3 = 0 THEN 'fixed' ELSE 'hours' END)::labour_pricing END,
           CASE
             WHEN kind = 'part' AND r % 5 = 0 THEN 4.5 -- litres of oil
             WHEN kind = 'part' THEN 1 + r / 11 % 4
             WHEN kind = 'labour' AND r % 3 <> 0 THEN 0.5 * (1 + r / 11 % 8) -- hours
             ELSE 1
           END,
           CASE
             WHEN kind = 'service' AND catalogued THEN (${CATALOGUE.map((s) => s.price.toFixed(2))}::numeric[])[1 + r % ${CATALOGUE.length}]
             WHEN kind = 'service' THEN 60 + r / 13 % 200
             WHEN kind = 'part' THEN round(12 + (r / 13 % 60000) / 100.0, 2)
             WHEN r % 3 <> 0 THEN ${HOURLY_RATE}::numeric
             ELSE 150 + r / 13 % 300
           END,
           -- Two parts in three with what they cost the shop (70% of the price), for the margins.
           CASE WHEN kind = 'part' AND r % 3 <> 0 THEN round(round(12 + (r / 13 % 60000) / 100.0, 2) * 0.7, 2) END
    FROM (
      SELECT q.id AS quote_id, q.shop_id, position, r,
             CASE WHEN position = 0 OR r % 10 < 2 THEN 'service' WHEN r % 10 < 8 THEN 'part' ELSE 'labour' END::quote_item_kind AS kind,
             position = 0 OR r % 7 <> 0 AS catalogued
      FROM quotes q
      CROSS JOIN generate_series(0, q.item_count - 1) AS position
      CROSS JOIN LATERAL (SELECT abs(hashtext(q.id::text || ':' || position)) AS r) AS hashed
      WHERE q.shop_id = ${shopId}
    ) AS lines`;

  // The sums of every quote at once, with the statement a save runs for one (db/quote-totals.ts).
  await writeQuoteTotalsWith(tx, shopId);
}

/**
 * Fills a database with one mechanic who owns a large shop: 20,000 customers (each with service
 * records, and 25,000 vehicles among them), 5,000 suppliers and 20,000 leads. The rows are generated inside Postgres
 * (generate_series), so it takes seconds, not minutes.
 */
import bcrypt from "bcryptjs";
import postgres from "postgres";

export const LARGE_SHOP = { email: "carga@oficinadigital.com.br", password: "carga12345" } as const;

export const LARGE_SHOP_SIZE = { customers: 20_000, servicesPerCustomer: 2, vehicles: 25_000, suppliers: 5_000, leads: 20_000 } as const;

const FIRST_NAMES = ["João", "Maria", "José", "Ana", "Antônio", "Francisca", "Carlos", "Adriana", "Paulo", "Juliana", "Lucas", "Márcia", "Luís", "Fernanda", "Marcos", "Patrícia", "Gabriel", "Aline", "Rafael", "Sandra", "Mateus", "Camila", "Vitor", "Letícia"];
const LAST_NAMES = ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Araújo", "Melo", "Barbosa", "Conceição", "Gonçalves", "Rocha"];
const PARTS = ["freios", "suspensão", "pneus", "baterias", "filtros e óleo", "embreagem", "escapamento", "injeção eletrônica", "faróis", "correias"];
const CARS = [["Volkswagen", "Gol"], ["Fiat", "Palio"], ["Chevrolet", "Onix"], ["Ford", "Ka"], ["Hyundai", "HB20"], ["Toyota", "Corolla"], ["Renault", "Sandero"], ["Honda", "Civic"]];
const COLORS = ["Prata", "Preto", "Branco", "Vermelho", "Cinza", "Azul"];
const SERVICES = ["Troca de óleo", "Alinhamento e balanceamento", "Revisão dos freios", "Troca da embreagem", "Diagnóstico de injeção", "Troca de pastilhas"];

/** Seeds `databaseUrl` (already migrated) and answers the mechanic's id. Refuses a database that has the mechanic already. */
export async function seedLargeShop(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql`SELECT id FROM users WHERE lower(email) = ${LARGE_SHOP.email}`;
    if (existing) throw new Error(`O banco já tem ${LARGE_SHOP.email}: use um banco novo.`);
    const passwordHash = await bcrypt.hash(LARGE_SHOP.password, 10);
    return await sql.begin(async (tx) => {
      const [user] = await tx`INSERT INTO users (email, password_hash) VALUES (${LARGE_SHOP.email}, ${passwordHash}) RETURNING id`;
      const userId = user!.id as string;
      await tx`
        INSERT INTO mechanic_profiles (id, email, shop_name, subscription_plan, subscription_start_date, subscription_end_date)
        VALUES (${userId}, ${LARGE_SHOP.email}, 'Auto Center Carga', 'pro', now(), now() + interval '30 days')`;
      await tx`
        INSERT INTO customers (user_id, name, phone, email, notes, created_at)
        SELECT ${userId},
               (${FIRST_NAMES}::text[])[1 + i % ${FIRST_NAMES.length}] || ' ' || (${LAST_NAMES}::text[])[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || i,
               '(11) 9' || lpad((i % 10000)::text, 4, '0') || '-' || lpad((i % 9973)::text, 4, '0'),
               'cliente' || i || '@exemplo.com',
               CASE WHEN i % 3 = 0 THEN 'Veículo: Gol ' || (2000 + i % 25) END,
               now() - (i || ' minutes')::interval
        FROM generate_series(1, ${LARGE_SHOP_SIZE.customers}) AS i`;
      await tx`
        INSERT INTO service_history (customer_id, user_id, description, cost, status, service_date)
        SELECT c.id, c.user_id,
               (${SERVICES}::text[])[1 + (abs(hashtext(c.id::text)) + n) % ${SERVICES.length}],
               round((50 + abs(hashtext(c.id::text || n)) % 3000)::numeric, 2),
               (ARRAY['pending','approved','in_progress','completed','canceled']::service_status[])[1 + (abs(hashtext(c.id::text)) + n) % 5],
               now() - (n * 30 || ' days')::interval
        FROM customers c CROSS JOIN generate_series(1, ${LARGE_SHOP_SIZE.servicesPerCustomer}) AS n
        WHERE c.user_id = ${userId}`;
      // Spread over the customers (the first 5,000 have two). Plates in both formats, two in three old
      // ones: the letters and the first digit name i alone, so no two are the same car.
      await tx`
        INSERT INTO vehicles (customer_id, user_id, plate, make, model, year, color, current_km)
        SELECT c.id, c.user_id,
               chr(65 + (i % 17576) / 676) || chr(65 + (i % 676) / 26) || chr(65 + i % 26) || (i / 17576)::text ||
                 CASE WHEN i % 3 = 0 THEN chr(65 + i % 26) ELSE (i % 10)::text END || lpad(((i * 37) % 100)::text, 2, '0'),
               (${CARS.map(([make]) => make!)}::text[])[1 + i % ${CARS.length}],
               (${CARS.map(([, model]) => model!)}::text[])[1 + i % ${CARS.length}],
               1995 + i % 31,
               (${COLORS}::text[])[1 + i % ${COLORS.length}],
               (i * 7919) % 300000
        FROM (SELECT id, user_id, row_number() OVER (ORDER BY created_at, id) AS n FROM customers WHERE user_id = ${userId}) AS c
        JOIN generate_series(1, ${LARGE_SHOP_SIZE.vehicles}) AS i ON c.n = 1 + (i - 1) % ${LARGE_SHOP_SIZE.customers}`;
      await tx`
        INSERT INTO suppliers (user_id, name, phone, parts_offered)
        SELECT ${userId}, 'Distribuidora ' || (${LAST_NAMES}::text[])[1 + i % ${LAST_NAMES.length}] || ' ' || i,
               '(11) 3' || lpad((i % 1000)::text, 3, '0') || '-' || lpad((i % 9999)::text, 4, '0'),
               (${PARTS}::text[])[1 + i % ${PARTS.length}] || ', ' || (${PARTS}::text[])[1 + (i / 7) % ${PARTS.length}]
        FROM generate_series(1, ${LARGE_SHOP_SIZE.suppliers}) AS i`;
      await tx`
        INSERT INTO leads (owner_id, name, email, phone, is_mechanic, created_at)
        SELECT ${userId}, (${FIRST_NAMES}::text[])[1 + i % ${FIRST_NAMES.length}] || ' Interessado ' || i,
               'lead' || i || '@exemplo.com', '(21) 9' || lpad((i % 10000)::text, 4, '0') || '-0000', i % 4 = 0,
               now() - (i || ' minutes')::interval
        FROM generate_series(1, ${LARGE_SHOP_SIZE.leads}) AS i`;
      await tx`ANALYZE`;
      return userId;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

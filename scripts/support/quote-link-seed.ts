/**
 * For `npm run perf:quote-link`: one shop with no logo, a customer, a car and a 30-item quote
 * (every kind of line, the three part conditions, a discount and the CDC art. 40 terms), and the
 * quote's link, written straight into the measuring database. Returns the link's token.
 * `pix`: the quote approved, R$ 100,00 of it paid in cash, and the shop with a PIX key and an
 * address, so the link shows 'Valor já pago', 'Falta pagar' and the PIX charge (its QR code).
 */
import postgres from "postgres";
import { writeQuoteTotalsWith } from "../../db/quote-totals";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";

const KINDS = ["service", "part", "part", "labour", "part"] as const;
const CONDITIONS = ["original", "paralela", "usada"] as const;

export async function seedQuoteLink(databaseUrl: string, { pix = false }: { pix?: boolean } = {}): Promise<string> {
  const email = pix ? "link-pix@oficinadigital.com.br" : "link@oficinadigital.com.br";
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await sql.begin(async (tx) => {
      const [user] = await tx`INSERT INTO users (email, password_hash) VALUES (${email}, 'x') RETURNING id`;
      const shopId = user!.id as string;
      await tx`
        INSERT INTO shops (id, email, shop_name, owner_name, whatsapp_integration, subscription_plan, subscription_start_date, subscription_end_date)
        VALUES (${shopId}, ${email}, 'Auto Mecânica São Judas Tadeu', 'José Carlos Pereira da Silva', '(11) 98765-4321', 'pro', now(), now() + interval '30 days')`;
      await tx`INSERT INTO shop_members (shop_id, user_id, role, name) VALUES (${shopId}, ${shopId}, 'owner', 'José Carlos Pereira da Silva')`;
      const [customer] = await tx`
        INSERT INTO customers (shop_id, name, phone, email) VALUES (${shopId}, 'Maria Aparecida dos Santos Conceição', '(11) 91234-5678', 'maria@exemplo.com.br')
        RETURNING id`;
      const [vehicle] = await tx`
        INSERT INTO vehicles (customer_id, shop_id, plate, make, model, year, current_km)
        VALUES (${customer!.id}, ${shopId}, 'ABC1D23', 'Fiat', 'Palio Weekend Adventure 1.8 Locker', 2012, 187450) RETURNING id`;
      const [quote] = await tx`
        INSERT INTO quotes (customer_id, shop_id, description, vehicle_id, check_in_km, valid_until, payment_terms,
                                     estimated_start, estimated_completion, observations, warranty_text, discount_kind, discount_value)
        VALUES (${customer!.id}, ${shopId}, 'Revisão completa dos 180.000 km', ${vehicle!.id}, 187450, (now() + interval '15 days')::date,
                'PIX, cartão em até 3x ou dinheiro na entrega', (now() + interval '2 days')::date, (now() + interval '5 days')::date,
                'Peças paralelas e usadas só com a autorização do cliente.', 'Garantia de 90 dias para os serviços executados (CDC, art. 26).',
                'percent', 5)
        RETURNING id`;
      const quoteId = quote!.id as string;
      const items = Array.from({ length: 30 }, (_, position) => {
        const kind = KINDS[position % KINDS.length]!;
        return {
          quote_id: quoteId,
          shop_id: shopId,
          position,
          kind,
          description: `${kind === "part" ? "Peça" : kind === "labour" ? "Mão de obra" : "Serviço"} nº ${position + 1}: troca e regulagem do conjunto`,
          part_condition: kind === "part" ? CONDITIONS[position % CONDITIONS.length]! : null,
          labour_pricing: kind === "labour" ? "hours" : null,
          quantity: kind === "labour" ? "1.5" : String(1 + (position % 3)),
          unit_price: (37.9 + position * 11.35).toFixed(2),
        };
      });
      await tx`INSERT INTO quote_items ${tx(items)}`;
      // The sums as a save writes them (db/quote-totals.ts).
      await writeQuoteTotalsWith(tx, shopId, quoteId);
      if (pix) {
        await tx`
          UPDATE shops SET tax_id = '11222333000181', postal_code = '01310100', street = 'Avenida Paulista',
            street_number = '1000', district = 'Bela Vista', city = 'São Paulo', state = 'SP', pix_key_type = 'random',
            pix_key = '8f3b2c1d-4e5f-4a6b-9c7d-0e1f2a3b4c5d', pix_name = 'Auto Mecanica Sao Judas', pix_city = 'Sao Paulo'
          WHERE id = ${shopId}`;
        await tx`UPDATE quotes SET status = 'approved', approved_total = cost WHERE id = ${quoteId}`;
        await tx`INSERT INTO payments (quote_id, shop_id, amount, method, paid_on) VALUES (${quoteId}, ${shopId}, 100, 'cash', current_date)`;
      }
      const token = newQuoteLinkToken();
      await tx`INSERT INTO quote_links (quote_id, shop_id, token) VALUES (${quoteId}, ${shopId}, ${token})`;
      return token;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

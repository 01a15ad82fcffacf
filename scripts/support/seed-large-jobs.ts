/**
 * The large shop's jobs after the approval, generated inside Postgres like the rest of
 * scripts/support/seed-large.ts, whose seedQuotes gives each quote its stage and when it reached it:
 * here the shop's moves in quote_stage_changes, the check-ins of the cars in the shop and of the
 * delivered ones with some acknowledgements, and the deliveries with their warranty. The photos
 * are files, stored through the storage driver: seedJobPhotos.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import postgres from "postgres";
import { CHECKLIST_ITEMS } from "../../lib/jobs/checklist";

type Tx = postgres.TransactionSql;

/** The stages the car is in the shop at: what 'Na oficina' on the Painel lists. */
const IN_SHOP = ["approved", "in_progress", "ready"];

const COMPLAINTS = [
  "Barulho na roda dianteira ao frear",
  "Luz da injeção acesa no painel",
  "Carro puxando para a direita",
  "Revisão dos 60 mil km",
  "Embreagem patinando na subida",
  "Ar-condicionado não gela",
];
const PROBLEM_NOTES = ["Risco na porta traseira esquerda", "Amassado no para-choque", "Luz do ABS acesa"];
const PHONE_AGENT = "Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/**
 * The shop's own moves of each quote (start, ready, delivery, cancel) as quote_stage_changes, after
 * seedQuotes has inserted the quotes with their stage, quote_date and stage_changed_at.
 */
export async function seedJobStages(tx: Tx, shopId: string) {
  // The shop's moves: approved → in_progress → ready → delivered, evenly between the quote's making
  // and its stage_changed_at (the last move is that very time); a cancellation from 'Aprovado' or
  // 'Orçamento', with its reason.
  await tx`
    INSERT INTO quote_stage_changes (quote_id, shop_id, from_status, to_status, reason, changed_at)
    SELECT q.id, q.shop_id, step.from_status, step.to_status, step.reason,
           q.quote_date + (q.stage_changed_at - q.quote_date) * step.position
             / CASE q.status WHEN 'ready' THEN 2 WHEN 'delivered' THEN 3 ELSE 1 END
    FROM quotes q
    CROSS JOIN LATERAL (VALUES
      ('approved'::quote_status, 'in_progress'::quote_status, NULL::text, 1, ARRAY['in_progress', 'ready', 'delivered']::quote_status[]),
      ('in_progress', 'ready', NULL, 2, ARRAY['ready', 'delivered']::quote_status[]),
      ('ready', 'delivered', NULL, 3, ARRAY['delivered']::quote_status[]),
      (CASE WHEN abs(hashtext(q.id::text)) % 2 = 0 THEN 'approved' ELSE 'pending' END::quote_status, 'canceled',
       'Cliente desistiu do serviço', 1, ARRAY['canceled']::quote_status[])
    ) AS step(from_status, to_status, reason, position, for_stages)
    WHERE q.shop_id = ${shopId} AND q.status = ANY(step.for_stages)`;
}

/**
 * The check-ins: every car in the shop but half the approved ones (not arrived yet), and every
 * delivered car; two in three acknowledged by the customer, on the link or in person. Then the
 * deliveries, with the shop's 90-day warranty from the day of delivery (CDC art. 26 §1).
 */
export async function seedCheckInsAndDeliveries(tx: Tx, shopId: string) {
  await tx`
    INSERT INTO check_ins (quote_id, shop_id, km, fuel_eighths, complaint, checklist, notes, created_at, updated_at)
    SELECT q.id, q.shop_id, q.check_in_km, r % 9,
           (${COMPLAINTS}::text[])[1 + r % ${COMPLAINTS.length}],
           (SELECT jsonb_agg(
                     CASE WHEN (r + ordinality) % 11 = 0
                       THEN jsonb_build_object('item', item, 'state', 'problem', 'note', (${PROBLEM_NOTES}::text[])[1 + (r + ordinality) % ${PROBLEM_NOTES.length}])
                       ELSE jsonb_build_object('item', item, 'state', 'ok') END
                     ORDER BY ordinality)
              FROM unnest(${[...CHECKLIST_ITEMS]}::text[]) WITH ORDINALITY AS checklist(item, ordinality)),
           CASE WHEN r % 5 = 0 THEN 'Cliente deixou a cadeirinha no banco traseiro.' END,
           q.quote_date, q.quote_date
    FROM quotes q CROSS JOIN LATERAL (SELECT abs(hashtext(q.id::text || ':check-in')) AS r) AS hashed
    WHERE q.shop_id = ${shopId}
      AND (q.status IN ('in_progress', 'ready', 'delivered') OR (q.status = 'approved' AND r % 2 = 0))`;
  await tx`
    INSERT INTO check_in_acknowledgements (check_in_id, quote_id, shop_id, snapshot, sha256, channel, customer_name, taken_by,
                                           client_address, user_agent, acknowledged_at)
    SELECT id, quote_id, shop_id, snapshot, encode(sha256(convert_to(snapshot, 'UTF8')), 'hex'),
           channel, customer_name, CASE WHEN channel = 'in_person' THEN 'Recepção' END,
           CASE WHEN channel = 'in_person' THEN '10.0.0.5' ELSE '200.150.' || r % 250 || '.' || r % 200 END,
           ${PHONE_AGENT}, created_at + interval '15 minutes'
    FROM (
      SELECT ci.id, ci.quote_id, ci.shop_id, ci.created_at, c.name AS customer_name, r,
             (CASE WHEN r % 2 = 0 THEN 'link' ELSE 'in_person' END)::answer_channel AS channel,
             jsonb_build_object('km', ci.km, 'fuelEighths', ci.fuel_eighths, 'complaint', ci.complaint, 'checklist', ci.checklist)::text AS snapshot
      FROM check_ins ci
      JOIN quotes q ON q.id = ci.quote_id AND q.shop_id = ci.shop_id
      JOIN customers c ON c.id = q.customer_id AND c.shop_id = q.shop_id
      CROSS JOIN LATERAL (SELECT abs(hashtext(ci.id::text)) AS r) AS hashed
      WHERE ci.shop_id = ${shopId} AND r % 3 <> 0
    ) AS acknowledged`;
  await tx`
    INSERT INTO quote_deliveries (quote_id, shop_id, delivered_at, km, replaced_parts, notes, warranty_days, warranty_until)
    SELECT q.id, q.shop_id, q.stage_changed_at, q.check_in_km + 5 + r % 40,
           (ARRAY['returned', 'returned', 'discarded', 'none']::replaced_parts_outcome[])[1 + r % 4],
           CASE WHEN r % 6 = 0 THEN 'Cliente levou as peças trocadas no porta-malas.' END,
           90, (q.stage_changed_at AT TIME ZONE 'America/Sao_Paulo')::date + 90
    FROM quotes q CROSS JOIN LATERAL (SELECT abs(hashtext(q.id::text || ':delivery')) AS r) AS hashed
    WHERE q.shop_id = ${shopId} AND q.status = 'delivered'`;
}

/** Check-in photos per car in the shop. */
const PHOTOS_PER_CHECK_IN = 3;

/**
 * The check-in photos of the cars in the shop (not of the delivered ones: a large shop's history
 * of photos would be gigabytes for nothing the pages read at once). Every row is a real object in
 * the storage (job_photos.storage_key is unique, so rows cannot share one): small JPEGs drawn
 * and stored by scripts/support/seed-photos.ts, in a child process because lib/storage is
 * server-only (the condition Next's server bundle resolves it with). Answers how many.
 */
export async function seedJobPhotos(databaseUrl: string, shopId: string, env: Record<string, string>) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const checkIns = await sql`
      SELECT ci.quote_id, ci.created_at FROM check_ins ci JOIN quotes q ON q.id = ci.quote_id AND q.shop_id = ci.shop_id
      WHERE ci.shop_id = ${shopId} AND q.status = ANY(${IN_SHOP}::quote_status[]) ORDER BY ci.quote_id`;
    const count = checkIns.length * PHOTOS_PER_CHECK_IN;
    if (count === 0) return 0;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/support/seed-photos.ts"],
      { env: { ...process.env, ...env, SEED_USER_ID: shopId, SEED_PHOTO_COUNT: String(count) }, maxBuffer: 64 * 1024 * 1024 },
    );
    const photos = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      key: string;
      sha256: string;
      width: number;
      height: number;
      bytes: number;
    }[];
    const quoteIds = photos.map((_, index) => checkIns[Math.floor(index / PHOTOS_PER_CHECK_IN)]!.quote_id as string);
    const takenAt = photos.map((_, index) => (checkIns[Math.floor(index / PHOTOS_PER_CHECK_IN)]!.created_at as Date).toISOString());
    await sql`
      INSERT INTO job_photos (quote_id, shop_id, kind, storage_key, sha256, width, height, bytes, created_at)
      SELECT quote_id, ${shopId}, 'check_in', key, sha256, width, height, bytes, taken_at + (ordinality % ${PHOTOS_PER_CHECK_IN} || ' minutes')::interval
      FROM unnest(${quoteIds}::uuid[], ${photos.map((p) => p.key)}::text[], ${photos.map((p) => p.sha256)}::text[],
                  ${photos.map((p) => p.width)}::int[], ${photos.map((p) => p.height)}::int[], ${photos.map((p) => p.bytes)}::int[],
                  ${takenAt}::timestamptz[])
        WITH ORDINALITY AS photo(quote_id, key, sha256, width, height, bytes, taken_at, ordinality)`;
    return count;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A shop with something in every place an account deletion must reach, and the proof it did. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { verifyCredentials } from "@/lib/auth/credentials";
import { createCustomer } from "@/lib/data/customers";
import { getPublicQuote } from "@/lib/data/public-quote";
import { answerQuote } from "@/lib/data/quote-answers";
import { recordQuoteView } from "@/lib/data/quote-versions";
import { rememberKey } from "@/lib/data/rate-limits";
import { accountEmailsKey, accountExportKey, accountPasswordKey } from "@/lib/rate-limit";
import type { ObjectStorage } from "@/lib/storage/types";
import { PNG_1X1 } from "./images";
import { TEST_PASSWORD } from "./factories";
import { openSignedInSession, signInAs } from "./request";
import { shopWithData } from "./shops";

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

const image = (field: string) => {
  const data = new FormData();
  data.set(field, new File([new Uint8Array(PNG_1X1)], "imagem.png", { type: "image/png" }));
  return data;
};

/**
 * shopWithData, plus: a second customer, the quote's published version viewed and approved on its
 * link, a real logo and assistant image in `storage`, a file no row names any more (an old logo),
 * the login counters of its e-mail (a failure from one place, a success from another), its
 * 'Esqueci minha senha' counter, the account page's own counters (a wrong current password, an account e-mail, an export) and a
 * second open session.
 */
export async function fullShop(label: string, storage: ObjectStorage) {
  const shop = await shopWithData(label);
  await createCustomer(shop.id, { name: `Segundo cliente ${label}`, phone: "", email: "", notes: "" });

  const link = await getPublicQuote(shop.linkToken);
  if (!link) throw new Error("quote link not found");
  await recordQuoteView(shop.id, shop.quoteId, link.version.id, visitor);
  const answer = await answerQuote(shop.id, shop.quoteId, {
    versionNumber: link.version.number,
    sha256: link.version.sha256,
    answer: "approved",
    customerName: `Cliente de ${label}`,
    reason: null,
    nonOriginalPartsConsent: true,
    ...visitor,
  });
  if (!answer?.ok) throw new Error("answer not recorded");

  // The images go through the app's own upload actions, into whichever storage the test set.
  const { uploadLogoAction } = await import("@/lib/actions/profile");
  const { uploadAssistantImageAction } = await import("@/lib/actions/ai-assistant");
  signInAs(shop.id);
  await openSignedInSession();
  if (!(await uploadLogoAction(image("logo"))).ok) throw new Error("logo not stored");
  if (!(await uploadAssistantImageAction(image("image"))).ok) throw new Error("assistant image not stored");
  const orphanKey = `${shop.id}-${randomUUID()}.png`;
  await storage.put(orphanKey, new Uint8Array(PNG_1X1), "image/png");

  const email = (await getDb().execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${shop.id}`))[0]!.email;
  await verifyCredentials({ email, password: "senha-errada" }, `10.1.${label.length}.1`);
  const login = await verifyCredentials({ email, password: TEST_PASSWORD }, `10.2.${label.length}.2`);
  if (!login.ok) throw new Error("login refused");
  // Present but spent on nothing: the tests' own attempts still start from zero.
  for (const key of [accountPasswordKey(shop.id), accountEmailsKey(shop.id), accountExportKey(shop.id)]) await rememberKey(key, 60_000);
  return { ...shop, email, orphanKey };
}

export type FullShop = Awaited<ReturnType<typeof fullShop>>;

/**
 * Every column of every table in the public schema (uuid, text, varchar and jsonb: a new table or
 * column is covered as soon as it exists) whose rows still name the account: its id as the
 * value of a uuid column, its id or e-mail inside any text. Answered as "table.column: rows".
 */
export async function columnsMentioning(shopId: string, email: string) {
  const db = getDb();
  const columns = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('uuid', 'text', 'character varying', 'jsonb')
    ORDER BY c.table_name, c.column_name`);
  if (columns.length < 20) throw new Error(`only ${columns.length} columns found: is this the app's schema?`);
  const hits: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const column = sql.identifier(column_name);
    const condition =
      data_type === "uuid"
        ? sql`${column} = ${shopId}::uuid`
        : sql`strpos(lower(${column}::text), ${shopId.toLowerCase()}) > 0 OR strpos(lower(${column}::text), ${email.toLowerCase()}) > 0`;
    const [row] = await db.execute<{ rows: number }>(
      sql`SELECT count(*)::int AS rows FROM ${sql.identifier(table_name)} WHERE ${condition}`,
    );
    if (row && row.rows > 0) hits.push(`${table_name}.${column_name}: ${row.rows}`);
  }
  return hits;
}

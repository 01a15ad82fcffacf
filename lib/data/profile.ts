import "server-only";
import { and, eq, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { shops, type OpeningHours, type ShopService, type SubscriptionPlanId } from "@/db/schema";
import { lockUntilCommit } from "@/lib/data/advisory-locks";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { normaliseOpeningHours } from "@/lib/profile/opening-hours";
import { DEFAULT_WARRANTY_TEXT } from "@/lib/quotes/items";
import { DEFAULT_WHATSAPP_TEMPLATE } from "@/lib/quotes/whatsapp";
import { DEFAULT_READY_TEMPLATE } from "@/lib/quotes/ready-message";
import { DEFAULT_DUE_NOTICE_TEMPLATE } from "@/lib/service-dues/notice";
import { DEFAULT_SUPPLIER_REQUEST_TEMPLATE } from "@/lib/suppliers/message";
import { sanitiseServices } from "@/lib/profile/services";
import { isReservedSlug, slugFromShopName } from "@/lib/profile/reserved-slugs";
import { firstFreeSlug } from "@/lib/profile/slug";
import { PUBLIC_PAGE_GRACE_DAYS } from "@/lib/plans";
import { NO_PROFILE_YET } from "@/lib/record-version";
import type { ShopIdentity, ShopPixSettings } from "@/lib/profile/shop-data";
import type { ProfileSaveInput } from "@/lib/validation/profile";

/** The profile as the editor and the public page use it, with the defaults filled in. */
export type ShopProfile = {
  shopName: string;
  ownerName: string;
  description: string;
  slug: string | null;
  logoUrl: string | null;
  openingHours: OpeningHours;
  whatsappIntegration: string;
  services: ShopService[];
  /** What 'Salvar Alterações' must send back (lib/record-version.ts); NO_PROFILE_YET without a row. */
  version: number;
};

const columns = {
  shopName: shops.shopName,
  ownerName: shops.ownerName,
  description: shops.description,
  slug: shops.slug,
  logoUrl: shops.logoUrl,
  openingHours: shops.openingHours,
  whatsappIntegration: shops.whatsappIntegration,
  services: shops.services,
  version: shops.version,
};

type Row = Pick<typeof shops.$inferSelect, keyof typeof columns>;

function toProfile(row: Row | undefined): ShopProfile {
  return {
    shopName: row?.shopName ?? "",
    ownerName: row?.ownerName ?? "",
    description: row?.description ?? "",
    slug: row?.slug ?? null,
    logoUrl: row?.logoUrl ?? null,
    openingHours: normaliseOpeningHours(row?.openingHours),
    whatsappIntegration: row?.whatsappIntegration ?? "",
    services: sanitiseServices(row?.services),
    version: row?.version ?? NO_PROFILE_YET,
  };
}

const identityColumns = {
  taxId: shops.taxId,
  postalCode: shops.postalCode,
  street: shops.street,
  streetNumber: shops.streetNumber,
  district: shops.district,
  city: shops.city,
  state: shops.state,
};
const pixColumns = {
  pixKeyType: shops.pixKeyType,
  pixKey: shops.pixKey,
  pixName: shops.pixName,
  pixCity: shops.pixCity,
};

function toIdentity(row: Partial<ShopIdentity> | undefined): ShopIdentity {
  return {
    taxId: row?.taxId ?? null,
    postalCode: row?.postalCode ?? null,
    street: row?.street ?? null,
    streetNumber: row?.streetNumber ?? null,
    district: row?.district ?? null,
    city: row?.city ?? null,
    state: row?.state ?? null,
  };
}

/**
 * The profile as the editor shows it: what the public page shows, and what a new quote starts from
 * (kept out of ShopProfile, so the public page never carries the shop's labour rate).
 */
export type EditableProfile = ShopProfile & {
  /** The labour rate as Postgres writes numeric ("120.00"), or null when the shop has none. */
  hourlyRate: string | null;
  paymentTerms: string;
  /** The shop's own text, or the product's default when it has none (the field starts with it). */
  warrantyText: string;
  /** 'Garantia dos serviços (dias)', or null for the legal 90. */
  warrantyDays: number | null;
  /** The shop's WhatsApp message for a quote, or the product's default (the same way). */
  whatsappTemplate: string;
  /** The 'Carro pronto' message, or the product's default (the same way). */
  readyTemplate: string;
  /** 'Lembretes': the next-service message (or the default), and the two automatic e-mails. */
  dueNoticeTemplate: string;
  reminderEmails: boolean;
  dailySummary: boolean;
  /** 'Acréscimo sobre peças (%)' as Postgres writes numeric ("37.50"), or null for the default (lib/suppliers/markup.ts). */
  partsMarkup: string | null;
  /** The WhatsApp message asking suppliers for prices, or the product's default. */
  supplierRequestTemplate: string;
  /** 'Dados e PIX'. */
  identity: ShopIdentity;
  pix: ShopPixSettings;
  /** 'Mostrar CNPJ na página pública' (off by default). */
  publicCnpj: boolean;
};

/** The user's profile; a missing row is "no profile yet", shown with the defaults. */
export async function getProfile(shopId: string): Promise<EditableProfile> {
  const [row] = await getDb()
    .select({
      ...columns,
      hourlyRate: shops.hourlyRate,
      paymentTerms: shops.paymentTerms,
      warrantyText: shops.warrantyText,
      warrantyDays: shops.warrantyDays,
      whatsappTemplate: shops.whatsappTemplate,
      readyTemplate: shops.readyTemplate,
      dueNoticeTemplate: shops.dueNoticeTemplate,
      reminderEmails: shops.reminderEmails,
      dailySummary: shops.dailySummary,
      publicCnpj: shops.publicCnpj,
      partsMarkup: shops.partsMarkup,
      supplierRequestTemplate: shops.supplierRequestTemplate,
      ...identityColumns,
      ...pixColumns,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return {
    identity: toIdentity(row),
    pix: {
      pixKeyType: row?.pixKeyType ?? null,
      pixKey: row?.pixKey ?? null,
      pixName: row?.pixName ?? null,
      pixCity: row?.pixCity ?? null,
    },
    ...toProfile(row),
    hourlyRate: row?.hourlyRate ?? null,
    paymentTerms: row?.paymentTerms ?? "",
    warrantyText: row?.warrantyText ?? DEFAULT_WARRANTY_TEXT,
    warrantyDays: row?.warrantyDays ?? null,
    whatsappTemplate: row?.whatsappTemplate ?? DEFAULT_WHATSAPP_TEMPLATE,
    readyTemplate: row?.readyTemplate ?? DEFAULT_READY_TEMPLATE,
    dueNoticeTemplate: row?.dueNoticeTemplate ?? DEFAULT_DUE_NOTICE_TEMPLATE,
    reminderEmails: row?.reminderEmails ?? true,
    dailySummary: row?.dailySummary ?? true,
    publicCnpj: row?.publicCnpj ?? false,
    partsMarkup: row?.partsMarkup ?? null,
    supplierRequestTemplate: row?.supplierRequestTemplate ?? DEFAULT_SUPPLIER_REQUEST_TEMPLATE,
  };
}

/** The slugs other shops hold that start like `base` (its numbered variants included). */
async function slugsTakenByOthers(tx: Transaction, shopId: string, base: string) {
  // `base` only holds [a-z0-9-], so it is safe inside LIKE.
  const rows = await tx
    .select({ slug: shops.slug })
    .from(shops)
    .where(and(ne(shops.id, shopId), or(eq(shops.slug, base), sql`${shops.slug} LIKE ${`${base}-%`}`)));
  return new Set(rows.map((row) => row.slug).filter((slug): slug is string => slug !== null));
}

/**
 * The product's default warranty is stored as null, like a blank field: a shop that never wrote its
 * own text keeps following the default, should it ever change.
 */
/** A text with a product default is stored only when it differs: blank or the default is null. */
function storedUnlessDefault(text: string, defaultText: string) {
  return text && text !== defaultText ? text : null;
}

export type SaveProfileResult =
  | { ok: true; slug: string | null; version: number }
  | { ok: false; reason: "slugTaken" | "slugReserved" | "stale" };

/**
 * Saves the fields of 'Salvar Alterações' (not the logo, which has its own actions), only while the
 * profile is still at `expectedVersion`, the one the form loaded: a form loaded before another
 * tab's save answers "stale" and writes nothing. A slug the mechanic typed must be free and not reserved (the product's
 * and the system's words, lib/profile/reserved-slugs.ts); an empty one is derived from the shop
 * name, never a reserved one, numbered if needed.
 */
export async function saveProfile(shopId: string, input: ProfileSaveInput, expectedVersion: number): Promise<SaveProfileResult> {
  try {
    return await getDb().transaction(async (tx): Promise<SaveProfileResult> => {
      let slug: string | null = input.slug || null;
      if (slug) {
        if (isReservedSlug(slug)) return { ok: false, reason: "slugReserved" };
        if ((await slugsTakenByOthers(tx, shopId, slug)).has(slug)) return { ok: false, reason: "slugTaken" };
      } else {
        const base = slugFromShopName(input.shopName);
        // Shops of one name saving at once take their numbers one after another: the mechanic
        // never typed this slug, so "address taken" would point at a field left blank.
        if (base) await lockUntilCommit(tx, "derivedSlug", base);
        slug = base ? firstFreeSlug(base, await slugsTakenByOthers(tx, shopId, base)) : null;
      }
      const fields = {
        shopName: input.shopName || null,
        ownerName: input.ownerName || null,
        description: input.description || null,
        slug,
        whatsappIntegration: input.whatsappIntegration || null,
        services: input.services,
        openingHours: input.openingHours,
        // Left out (undefined), a quote default is not written at all: drizzle skips it.
        hourlyRate: input.hourlyRate,
        paymentTerms: input.paymentTerms === undefined ? undefined : input.paymentTerms || null,
        warrantyText: input.warrantyText === undefined ? undefined : storedUnlessDefault(input.warrantyText, DEFAULT_WARRANTY_TEXT),
        warrantyDays: input.warrantyDays,
        whatsappTemplate:
          input.whatsappTemplate === undefined ? undefined : storedUnlessDefault(input.whatsappTemplate, DEFAULT_WHATSAPP_TEMPLATE),
        readyTemplate: input.readyTemplate === undefined ? undefined : storedUnlessDefault(input.readyTemplate, DEFAULT_READY_TEMPLATE),
        dueNoticeTemplate:
          input.dueNoticeTemplate === undefined ? undefined : storedUnlessDefault(input.dueNoticeTemplate, DEFAULT_DUE_NOTICE_TEMPLATE),
        reminderEmails: input.reminderEmails,
        dailySummary: input.dailySummary,
        publicCnpj: input.publicCnpj,
        // A markup typed as 30 is kept as typed: only a blank one follows the product's default.
        partsMarkup: input.partsMarkup,
        supplierRequestTemplate:
          input.supplierRequestTemplate === undefined
            ? undefined
            : storedUnlessDefault(input.supplierRequestTemplate, DEFAULT_SUPPLIER_REQUEST_TEMPLATE),
        // 'Dados e PIX': already null when blank; the four PIX fields come set together or all null.
        taxId: input.taxId,
        postalCode: input.postalCode,
        street: input.street,
        streetNumber: input.streetNumber,
        district: input.district,
        city: input.city,
        state: input.state,
        pixKeyType: input.pixKeyType,
        pixKey: input.pixKey,
        pixName: input.pixName,
        pixCity: input.pixCity,
        updatedAt: new Date(),
      };
      const [saved] = await tx
        .update(shops)
        .set({ ...fields, version: sql`${shops.version} + 1` })
        .where(and(eq(shops.id, shopId), eq(shops.version, expectedVersion)))
        .returning({ version: shops.version });
      // The profile is the caller's own shop's row, so a row that did not change can only mean
      // another save came first.
      return saved ? { ok: true, slug, version: saved.version } : { ok: false, reason: "stale" };
    });
  } catch (error) {
    // Another shop took the slug typed here between our check and the write.
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) return { ok: false, reason: "slugTaken" };
    throw error;
  }
}

/** Points the profile at a new logo (or none) and gives back the previous URL, in one step. */
export async function replaceLogoUrl(shopId: string, logoUrl: string | null): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [previous] = await tx.select({ logoUrl: shops.logoUrl }).from(shops).where(eq(shops.id, shopId)).for("update");
    await tx.update(shops).set({ logoUrl, updatedAt: new Date() }).where(eq(shops.id, shopId));
    return previous?.logoUrl ?? null;
  });
}

/**
 * The shop's name, asked for on its first send (lib/actions/quote-sending.ts), written only while
 * the profile has none: a name saved meanwhile (the profile, another tab) is never overwritten.
 * Counts as an edit of the profile (its version moves), so a profile form loaded before with the
 * name blank cannot blank it again. Answers whether it was written.
 */
export async function setShopNameIfBlank(shopId: string, shopName: string): Promise<boolean> {
  const updated = await getDb()
    .update(shops)
    .set({ shopName, version: sql`${shops.version} + 1`, updatedAt: new Date() })
    .where(and(eq(shops.id, shopId), sql`coalesce(trim(${shops.shopName}), '') = ''`))
    .returning({ id: shops.id });
  return updated.length > 0;
}

export type PublicShop = ShopProfile & {
  shopId: string;
  identity: ShopIdentity;
  /** 'Agendar horário' on the page. */ onlineBooking: boolean;
  /** What the page offers beyond the plan's basics (the assistant: lib/plans.ts planAllows). */
  plan: SubscriptionPlanId;
};

/**
 * What the public page may show of the shop's tax id: a CNPJ, and only when the shop chose to
 * ('Mostrar CNPJ na página pública'). A CPF is a person's, typed for receipts: never shown there.
 */
function publicTaxId(taxId: string | null, publicCnpj: boolean): string | null {
  return publicCnpj && taxId?.length === 14 ? taxId : null;
}

/**
 * The one read that is not keyed by a signed-in user: a shop's public page, by its slug. Only
 * shops with a plan have one, and after the plan's end date only for PUBLIC_PAGE_GRACE_DAYS more
 * (lib/plans.ts publicPageOpen); past them the page and its contact form answer 404 until a
 * renewal. Everything returned is what the page shows anyway: no CPF, and a CNPJ only when chosen.
 */
export async function findPublicShop(slug: string, now: Date = new Date()): Promise<PublicShop | null> {
  return readPublicShop(eq(shops.slug, slug), now);
}

/**
 * The same, by the shop's id: what a customer's quote link may show of its shop (its assistant),
 * found through the link's token. A shop without a public page (no slug) has one here too.
 */
export async function findPublicShopById(shopId: string, now: Date = new Date()): Promise<PublicShop | null> {
  return readPublicShop(eq(shops.id, shopId), now);
}

async function readPublicShop(which: SQL, now: Date): Promise<PublicShop | null> {
  const graceEnd = sql`${shops.subscriptionEndDate} + make_interval(days => ${PUBLIC_PAGE_GRACE_DAYS})`;
  const [row] = await getDb()
    .select({
      shopId: shops.id,
      ...columns,
      ...identityColumns,
      publicCnpj: shops.publicCnpj,
      onlineBooking: shops.onlineBooking,
      plan: shops.subscriptionPlan,
    })
    .from(shops)
    .where(
      and(
        which,
        isNotNull(shops.subscriptionPlan),
        or(isNull(shops.subscriptionEndDate), sql`${graceEnd} > ${now.toISOString()}::timestamptz`),
      ),
    );
  if (!row) return null;
  return {
    ...toProfile(row),
    shopId: row.shopId,
    identity: { ...toIdentity(row), taxId: publicTaxId(row.taxId, row.publicCnpj) },
    onlineBooking: row.onlineBooking,
    // Never null here: the statement keeps only shops with a plan.
    plan: row.plan!,
  };
}

/** What a new quote starts from: the shop's catalogue, labour rate, payment terms and warranty text. */
export async function getQuoteDefaults(shopId: string) {
  const [row] = await getDb()
    .select({
      services: shops.services,
      hourlyRate: shops.hourlyRate,
      paymentTerms: shops.paymentTerms,
      warrantyText: shops.warrantyText,
      whatsappTemplate: shops.whatsappTemplate,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return {
    services: sanitiseServices(row?.services),
    hourlyRate: row?.hourlyRate ?? null,
    paymentTerms: row?.paymentTerms ?? "",
    warrantyText: row?.warrantyText ?? DEFAULT_WARRANTY_TEXT,
    whatsappTemplate: row?.whatsappTemplate ?? DEFAULT_WHATSAPP_TEMPLATE,
  };
}

export type QuoteDefaults = Awaited<ReturnType<typeof getQuoteDefaults>>;

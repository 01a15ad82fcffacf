/** The shop's profile: its public page, its quote defaults and its plan. */
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit reads this folder without the app's path aliases.
import { type Weekday } from "../../lib/enums";
import { version } from "./columns";
import { bookingMode, pixKeyType, subscriptionPlan } from "./enums";

/**
 * A service the shop offers, kept inside the profile. `intervalMonths` / `intervalKm`: it recurs
 * ('Troca de óleo: 6 meses ou 10.000 km'), so delivering it sets the vehicle's next due (service_dues).
 */
export type ShopService = {
  id: string;
  name: string;
  price: number;
  description?: string;
  intervalMonths?: number;
  intervalKm?: number;
  /** How long it takes, in minutes: an appointment for it is booked that long (lib/agenda). */
  durationMinutes?: number;
};

export type OpeningHours = Record<Weekday, { open: boolean; hours: string }>;

/**
 * The shop: the tenant every owned row names (shop_id), and its profile. A shop made before teams
 * existed kept its founder's user id as its id (migration 0039), so none of its rows was rewritten;
 * nothing relates the two ids after that.
 */
export const shops = pgTable(
  "shops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    slug: text("slug").unique(),
    shopName: text("shop_name"),
    ownerName: text("owner_name"),
    description: text("description"),
    logoUrl: text("logo_url"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    whatsappIntegration: text("whatsapp_integration"),
    services: jsonb("services").$type<ShopService[]>().notNull().default([]),
    /** The shop's labour rate: a new labour line priced by the hour starts at it. */
    hourlyRate: numeric("hourly_rate", { precision: 12, scale: 2 }),
    /** What a new quote says about warranty; null states DEFAULT_WARRANTY_TEXT (lib/quotes/items.ts). */
    warrantyText: text("warranty_text"),
    /** What a new quote says about payment ("PIX, cartão ou dinheiro na entrega"). */
    paymentTerms: text("payment_terms"),
    /** The shop's WhatsApp message for a quote; null sends DEFAULT_WHATSAPP_TEMPLATE (lib/quotes/whatsapp.ts). */
    whatsappTemplate: text("whatsapp_template"),
    /** The 'Carro pronto' WhatsApp message; null sends DEFAULT_READY_TEMPLATE (lib/jobs/ready-message.ts). */
    readyTemplate: text("ready_template"),
    /** The next-service WhatsApp message of 'Lembretes'; null sends the default (lib/reminders). */
    dueNoticeTemplate: text("due_notice_template"),
    /** The queue e-mails next-service reminders to the customers who agreed; the shop can stop it. */
    reminderEmails: boolean("reminder_emails").notNull().default(true),
    /** The morning e-mail to the shop: answers, new leads, today's reminders. */
    dailySummary: boolean("daily_summary").notNull().default(true),
    /** What a part's price adds to its cost, in percent ('Acréscimo sobre peças'); null is DEFAULT_PARTS_MARKUP (lib/suppliers). */
    partsMarkup: numeric("parts_markup", { precision: 6, scale: 2 }),
    /** The WhatsApp message asking a supplier for prices; null sends the default (lib/suppliers). */
    supplierRequestTemplate: text("supplier_request_template"),
    /** The shop's warranty on services, in days from delivery; null is the law's 90 (CDC art. 26 II). */
    warrantyDays: integer("warranty_days"),
    // What a receipt and a PIX charge need. The CPF or CNPJ and the CEP are digits only.
    taxId: text("tax_id"),
    /** 'Mostrar CNPJ na página pública': off unless the shop chooses; a CPF is never shown there. */
    publicCnpj: boolean("public_cnpj").notNull().default(false),
    postalCode: text("postal_code"),
    street: text("street"),
    streetNumber: text("street_number"),
    district: text("district"),
    city: text("city"),
    /** The UF, two upper-case letters. */
    state: text("state"),
    /** The shop says its key's type: an 11-digit number is a CPF or a phone (lib/pix). */
    pixKeyType: pixKeyType("pix_key_type"),
    /** The key in the canonical form the BR Code carries (digits, +55…, lower-case e-mail, UUID). */
    pixKey: text("pix_key"),
    /** The beneficiary's name and city as the BR Code carries them (at most 25 and 15 characters). */
    pixName: text("pix_name"),
    pixCity: text("pix_city"),
    // The agenda (lib/agenda): how many cars at the same time ('vagas', e.g. 2 elevadores), an
    // optional cap per day, how online requests are answered, how far ahead the page offers, and
    // the day-before reminder's hour (São Paulo) and WhatsApp message (null: the default).
    agendaSlots: integer("agenda_slots").notNull().default(1),
    agendaDailyCap: integer("agenda_daily_cap"),
    onlineBooking: boolean("online_booking").notNull().default(true),
    bookingMode: bookingMode("booking_mode").notNull().default("manual"),
    bookingWeeksAhead: integer("booking_weeks_ahead").notNull().default(4),
    appointmentReminderHour: integer("appointment_reminder_hour").notNull().default(18),
    appointmentReminderTemplate: text("appointment_reminder_template"),
    /** The SHA-256 of the calendar feed's secret (/agenda/<secret>.ics); null: no feed. */
    calendarFeedHash: text("calendar_feed_hash").unique(),
    // Counts saves of 'Salvar Alterações' only: the logo and the plan are written on their own and
    // never make an open profile form stale.
    version: version(),
    subscriptionPlan: subscriptionPlan("subscription_plan"),
    subscriptionStartDate: timestamp("subscription_start_date", { withTimezone: true }),
    subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
    /**
     * A cheaper plan chosen while a dearer one is paid for: it becomes the plan at `scheduled_plan_at`
     * (the end of the paid period), read as such from then on (lib/data/subscription.ts
     * currentPlanSql). Both are set together and cleared together.
     */
    scheduledPlan: subscriptionPlan("scheduled_plan"),
    scheduledPlanAt: timestamp("scheduled_plan_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("shops_parts_markup_check", sql`${t.partsMarkup} BETWEEN 0 AND 1000`),
    check("shops_warranty_days_check", sql`${t.warrantyDays} BETWEEN 1 AND 3650`),
    check("shops_tax_id_check", sql`${t.taxId} ~ '^([0-9]{11}|[0-9]{14})$'`),
    check("shops_postal_code_check", sql`${t.postalCode} ~ '^[0-9]{8}$'`),
    check("shops_state_check", sql`${t.state} ~ '^[A-Z]{2}$'`),
    // A key is charged to a name and a city: all four are set together or not at all.
    check(
      "shops_pix_check",
      sql`(${t.pixKey} IS NULL) = (${t.pixKeyType} IS NULL) AND (${t.pixKey} IS NULL) = (${t.pixName} IS NULL) AND (${t.pixKey} IS NULL) = (${t.pixCity} IS NULL)`,
    ),
    check("shops_pix_name_check", sql`char_length(${t.pixName}) BETWEEN 1 AND 25`),
    check("shops_agenda_slots_check", sql`${t.agendaSlots} BETWEEN 1 AND 20`),
    check("shops_agenda_daily_cap_check", sql`${t.agendaDailyCap} BETWEEN 1 AND 200`),
    check("shops_booking_weeks_ahead_check", sql`${t.bookingWeeksAhead} BETWEEN 1 AND 12`),
    check("shops_appointment_reminder_hour_check", sql`${t.appointmentReminderHour} BETWEEN 0 AND 23`),
    check("shops_pix_city_check", sql`char_length(${t.pixCity}) BETWEEN 1 AND 15`),
  ],
);

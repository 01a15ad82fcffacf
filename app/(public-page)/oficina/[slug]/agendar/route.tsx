import { randomUUID } from "node:crypto";
import { BookingPage, type BookingPageProps, type ContactForm } from "@/components/booking/booking-page";
import { DocumentNotFound } from "@/components/documents/not-found";
import type { SlotProblem } from "@/lib/agenda/slots";
import { CHOICE_PARAMS, currentStep, OTHER_SERVICE, PROBLEM_MAX, readChoice, type BookingChoice } from "@/lib/booking/choice";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { freeDaysOf, freeTimesOf, openBooking, requestOnlineBooking, type OnlineBooking } from "@/lib/booking/online";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { documentResponse } from "@/lib/documents/render";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";
import { HONEYPOT_FIELD } from "@/lib/leads/honeypot";
import { messages } from "@/lib/messages";
import { formatPhone } from "@/lib/phone";
import { fromThisSite } from "@/lib/public-quote/origin";
import { BOOKINGS_PER_ADDRESS, BOOKINGS_PER_PHONE, bookingKeys } from "@/lib/rate-limit";
import { isRecordId } from "@/lib/record-id";
import { MAX_LEAD_FORM_BYTES, readFormUpTo } from "@/lib/request-body";
import { bookingContactSchema, CONTACT_FIELDS } from "@/lib/validation/booking";
import { hasControlCharacters } from "@/lib/validation/fields";

type Context = { params: Promise<{ slug: string }> };

const t = messages.booking;
const notFound = () => documentResponse(<DocumentNotFound />, { title: messages.errorPages.notFound, status: 404 });

/** Why 'Outro' was not taken: its problem blank, too long or with control characters. */
function problemErrorOf(params: URLSearchParams, choice: BookingChoice) {
  if (params.get(CHOICE_PARAMS.service) !== OTHER_SERVICE || choice.service) return undefined;
  if (!choice.problemTyped) return t.fields.problemRequired;
  if (choice.problemTyped.length > PROBLEM_MAX) return t.fields.problemTooLong;
  if (hasControlCharacters(choice.problemTyped, { multiline: true })) return messages.validation.controlCharacters;
  return undefined;
}

function render(booking: OnlineBooking, props: Omit<BookingPageProps, "slug" | "shopName" | "services">, status = 200) {
  const { shop } = booking;
  return documentResponse(<BookingPage slug={shop.slug!} shopName={shop.shopName} services={shop.services} {...props} />, {
    title: t.title(shop.shopName.trim() || "Oficina mecânica"),
    status,
  });
}

/** The step for what `choice` holds, with what it offers (days, or a day's times). */
function stepPage(booking: OnlineBooking, choice: BookingChoice, now: Date, extra: Partial<BookingPageProps> = {}, status = 200) {
  const step = currentStep(choice);
  if (step === "day") {
    const days = freeDaysOf(booking, choice.service, now);
    return render(booking, { choice, step, days, ...extra }, status);
  }
  if (step === "time" || step === "contact") {
    const times = freeTimesOf(booking, choice.service, choice.day!, now);
    // A time no longer free (or never offered): the day's times again.
    if (step === "contact" && !times.includes(choice.time!)) {
      return render(booking, { choice: { ...choice, time: null }, step: "time", times, message: t.refused.stale, ...extra }, 422);
    }
    return render(booking, { choice, step, times: step === "time" ? times : undefined, ...extra }, status);
  }
  return render(booking, { choice, step, ...extra }, status);
}

/**
 * 'Agendar horário' (components/booking/booking-page.tsx), a document. Each step is a GET: the
 * choices so far come in the query and are read again here (a service of the catalogue, a day of
 * the weeks the shop offers, a time still free), so a step asks again from the first choice that
 * no longer holds.
 */
export async function GET(request: Request, { params }: Context) {
  const { slug } = await params;
  const now = new Date();
  const booking = await openBooking(slug, now);
  if (!booking) return notFound();
  const query = new URL(request.url).searchParams;
  const choice = readChoice(query, booking.shop.services, booking.range);
  const problemError = problemErrorOf(query, choice);
  return stepPage(booking, choice, now, problemError ? { problemError } : {}, problemError ? 422 : 200);
}

/** What was typed in step 4, shown back after a refusal: the phone formatted as its field shows one. */
function typedOf(form: URLSearchParams): ContactForm["typed"] {
  return {
    nome: form.get(CONTACT_FIELDS.name) ?? "",
    whatsapp: formatPhone(form.get(CONTACT_FIELDS.whatsapp) ?? ""),
    placa: form.get(CONTACT_FIELDS.plate) ?? "",
    email: form.get(CONTACT_FIELDS.email) ?? "",
  };
}

const SLOT_PROBLEMS: readonly SlotProblem[] = ["past", "closed", "outsideHours", "full", "dailyCapReached"];

/**
 * Step 4's post: the request. In order, each refusal answering the page again with what was
 * typed: a post from another site (403), a body over the cap (413), a bot's honeypot (told it
 * worked, nothing stored), the address's rate limit (429), choices that no longer hold, the
 * fields, the phone's rate limit, then the booking itself (a time just taken, too many open
 * requests for this phone). A booking goes to the customer's link (303).
 */
export async function POST(request: Request, { params }: Context) {
  if (!fromThisSite(request.headers)) {
    return new Response(t.refused.forbidden, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const { slug } = await params;
  const now = new Date();
  const booking = await openBooking(slug, now);
  if (!booking) return notFound();
  const { shop } = booking;

  const form = await readFormUpTo(request, MAX_LEAD_FORM_BYTES);
  if (form === "tooLarge") {
    // Unread: the choices the form's address carries, the fields empty.
    const choice = readChoice(new URL(request.url).searchParams, shop.services, booking.range);
    return render(booking, { choice, step: currentStep(choice), message: t.refused.tooLarge, contact: { typed: {} } }, 413);
  }
  const choice = readChoice(form, shop.services, booking.range);
  const typed = typedOf(form);
  if ((form.get(HONEYPOT_FIELD) ?? "") !== "") return new Response(null, { status: 303, headers: { Location: `/oficina/${slug}` } });

  const address = await currentRateLimitAddress();
  if (!(await consumeRateLimit(bookingKeys.address(address), BOOKINGS_PER_ADDRESS)).allowed) {
    return render(booking, { choice, step: currentStep(choice), message: t.refused.tooMany, contact: { typed } }, 429);
  }
  if (currentStep(choice) === "time") {
    const times = freeTimesOf(booking, choice.service, choice.day!, now);
    return render(booking, { choice, step: "contact", times, message: t.refused.chooseTime, contact: { typed } }, 422);
  }
  if (currentStep(choice) !== "contact") return stepPage(booking, choice, now, { message: t.refused.stale, contact: { typed } }, 422);

  const parsed = bookingContactSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return render(booking, { choice, step: "contact", message: t.refused.fields, contact: { typed, fieldErrors } }, 422);
  }
  const contact = parsed.data;
  if (!(await consumeRateLimit(bookingKeys.phone(shop.shopId, contact.whatsapp), BOOKINGS_PER_PHONE)).allowed) {
    return render(booking, { choice, step: "contact", message: t.refused.tooMany, contact: { typed } }, 429);
  }

  const key = form.get(IDEMPOTENCY_KEY_FIELD) ?? "";
  let result: Awaited<ReturnType<typeof requestOnlineBooking>>;
  try {
    const contactOf = { name: contact.nome, phone: contact.whatsapp, plate: contact.placa, email: contact.email };
    // Without the page's script there is no key: one per post.
    result = await requestOnlineBooking(booking, choice, contactOf, {
      source: "public_page",
      idempotencyKey: isRecordId(key) ? key : randomUUID(),
      now,
    });
  } catch (error) {
    console.error("agendamento pela página da oficina não registrado", { shopId: shop.shopId }, error);
    return render(booking, { choice, step: "contact", message: t.refused.failed, contact: { typed } }, 500);
  }

  if (!result.ok) {
    if ((SLOT_PROBLEMS as readonly string[]).includes(result.reason)) {
      // Taken meanwhile (or no longer bookable): that day's times as they are now, and what was typed.
      const fresh = (await openBooking(slug, now)) ?? booking;
      const times = freeTimesOf(fresh, choice.service, choice.day!, now);
      const message = messages.agenda.refused[result.reason as SlotProblem];
      return render(fresh, { choice: { ...choice, time: null }, step: "contact", times, message, contact: { typed } }, 422);
    }
    const message = result.reason === "tooManyOpen" ? messages.agenda.refused.tooManyOpen : t.refused.failed;
    return render(booking, { choice, step: "contact", message, contact: { typed } }, 422);
  }

  return new Response(null, { status: 303, headers: { Location: `/agendamento/${result.token}` } });
}

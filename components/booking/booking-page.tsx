import { DocumentFrame, HiddenFields, RadioRow, Section, Alert, dayLabel } from "@/components/booking/parts";
import { Honeypot } from "@/components/forms/honeypot";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import type { ShopService } from "@/db/schema";
import { CHOICE_PARAMS, choiceQuery, durationOf, OTHER_SERVICE, PROBLEM_MAX, timeText, type BookingChoice } from "@/lib/booking/choice";
import { formatAmount } from "@/lib/format";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";
import { booking as t } from "@/lib/messages/booking";
import { PHONE_MAX_LENGTH } from "@/lib/phone";
import { PLATE_MAX_LENGTH } from "@/lib/plates";
import { CONTACT_FIELDS, CONTACT_NAME_MAX } from "@/lib/validation/booking";

/** What a refused booking shows back: what was typed, each field's messages. */
export type ContactForm = {
  typed: Partial<Record<(typeof CONTACT_FIELDS)[keyof typeof CONTACT_FIELDS], string>>;
  fieldErrors?: Partial<Record<string, string[]>>;
};

export type BookingPageProps = {
  slug: string;
  shopName: string;
  services: readonly ShopService[];
  choice: BookingChoice;
  step: "service" | "day" | "time" | "contact";
  /** Step 2: the days with a free slot, and how many. */
  days?: { day: string; count: number }[];
  /** Step 3, and step 4 after a time was refused: the free times of the chosen day (minutes). */
  times?: number[];
  /** Why the step is shown again. */
  message?: string;
  problemError?: string;
  contact?: ContactForm;
};

/**
 * 'Agendar horário' (/oficina/<slug>/agendar), a document: one step at a time, each a plain form
 * that carries the choices so far, so it works with JavaScript off. Steps 1 to 3 are GETs (a
 * choice changes nothing); step 4 posts the request, which the route books or answers with this
 * page again, what was typed kept. The GET steps let the browser ask for a choice (their radios are
 * required); the post is checked on the server alone, with the product's own words.
 */
export function BookingPage(props: BookingPageProps) {
  const { slug, shopName, choice, step, message } = props;
  const base = `/oficina/${slug}/agendar`;
  const hrefTo = (upTo: "service" | "day" | "time") => {
    const query = choiceQuery(choice, upTo).toString();
    return query ? `${base}?${query}` : base;
  };
  return (
    <DocumentFrame>
      <header className="grid gap-2">
        <a href={`/oficina/${slug}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t.backToShop}
        </a>
        <h1 className="text-2xl font-bold break-words">{t.title(shopName.trim() || "Oficina mecânica")}</h1>
        <p className="text-muted-foreground">{t.intro}</p>
      </header>

      {step !== "service" && (
        <dl className="grid gap-2 rounded-xl border bg-card p-4 text-sm shadow-sm" aria-label="Suas escolhas">
          {choice.service && (
            <Chosen term={t.summary.service} href={hrefTo("service")}>
              {choice.service.kind === "catalogue" ? choice.service.service.name : `${t.service.other}: ${choice.service.problem}`}
            </Chosen>
          )}
          {choice.day && (
            <Chosen term={t.summary.day} href={hrefTo("day")}>
              {dayLabel(choice.day)}
            </Chosen>
          )}
          {choice.time !== null && step === "contact" && !props.times && (
            <Chosen term={t.summary.time} href={hrefTo("time")}>
              {timeText(choice.time)}
            </Chosen>
          )}
        </dl>
      )}

      {message && <Alert tone="error">{message}</Alert>}

      {step === "service" && <ServiceStep {...props} action={base} />}
      {step === "day" && <DayStep {...props} action={base} />}
      {step === "time" && <TimeStep {...props} action={base} otherDayHref={hrefTo("day")} />}
      {step === "contact" && <ContactStep {...props} action={base} otherDayHref={hrefTo("day")} />}
    </DocumentFrame>
  );
}

function Chosen({ term, href, children }: { term: string; href: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <dt className="text-muted-foreground">{term}</dt>
        <dd className="font-medium break-words">{children}</dd>
      </div>
      <a
        href={href}
        className="inline-flex min-h-11 shrink-0 items-center px-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.change}
        <span className="sr-only"> {term.toLowerCase()}</span>
      </a>
    </div>
  );
}

function ServiceStep({ services, choice, problemError, action }: BookingPageProps & { action: string }) {
  const chosen = choice.service?.kind === "catalogue" ? choice.service.service.id : choice.service ? OTHER_SERVICE : undefined;
  const otherTyped = choice.problemTyped !== "" || problemError !== undefined;
  return (
    <Section title={t.steps.service} id="servico">
      <form method="get" action={action} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t.service.legend}</legend>
          {services.map((service) => (
            <RadioRow key={service.id} name={CHOICE_PARAMS.service} value={service.id} checked={chosen === service.id}>
              <span className="break-words">{service.name}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {formatAmount(service.price)} · {t.service.duration(durationOf({ kind: "catalogue", service }))}
              </span>
            </RadioRow>
          ))}
          <RadioRow name={CHOICE_PARAMS.service} value={OTHER_SERVICE} checked={chosen === OTHER_SERVICE || (!chosen && otherTyped)}>
            <span>{t.service.other}</span>
            <span className="text-xs font-normal text-muted-foreground">{t.service.otherHint}</span>
          </RadioRow>
        </fieldset>
        <TextareaField
          id="booking-problem"
          name={CHOICE_PARAMS.problem}
          label={t.service.problemLabel}
          maxLength={PROBLEM_MAX}
          rows={3}
          defaultValue={choice.problemTyped}
          errors={problemError ? [problemError] : undefined}
        />
        <Button type="submit" size="lg" className="w-full">
          {t.next}
        </Button>
      </form>
    </Section>
  );
}

function DayStep({ days = [], choice, action }: BookingPageProps & { action: string }) {
  if (days.length === 0) {
    return (
      <Section title={t.steps.day} id="dia">
        <p>{t.day.none}</p>
      </Section>
    );
  }
  return (
    <Section title={t.steps.day} id="dia">
      <form method="get" action={action} className="grid gap-4">
        <HiddenFields params={choiceQuery(choice, "day")} />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t.day.legend}</legend>
          {days.map(({ day, count }) => (
            <RadioRow key={day} name={CHOICE_PARAMS.day} value={day} checked={choice.day === day}>
              <span className="first-letter:uppercase">{dayLabel(day)}</span>
              <span className="text-xs font-normal text-muted-foreground">{t.day.slotsCount(count)}</span>
            </RadioRow>
          ))}
        </fieldset>
        <Button type="submit" size="lg" className="w-full">
          {t.next}
        </Button>
      </form>
    </Section>
  );
}

function TimeList({ times, day, chosen }: { times: number[]; day: string; chosen: number | null }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t.time.legend(dayLabel(day))}</legend>
      <div className="grid grid-cols-3 gap-2">
        {times.map((minutes) => (
          <RadioRow key={minutes} name={CHOICE_PARAMS.time} value={timeText(minutes)} checked={chosen === minutes}>
            {timeText(minutes)}
          </RadioRow>
        ))}
      </div>
    </fieldset>
  );
}

function TimeStep({ times = [], choice, action, otherDayHref }: BookingPageProps & { action: string; otherDayHref: string }) {
  return (
    <Section title={t.steps.time} id="horario">
      {times.length === 0 ? (
        <p>
          {t.time.none}{" "}
          <a href={otherDayHref} className="font-medium text-primary underline-offset-4 hover:underline">
            {t.time.otherDay}
          </a>
        </p>
      ) : (
        <form method="get" action={action} className="grid gap-4">
          <HiddenFields params={choiceQuery(choice, "time")} />
          <TimeList times={times} day={choice.day!} chosen={choice.time} />
          <Button type="submit" size="lg" className="w-full">
            {t.next}
          </Button>
        </form>
      )}
    </Section>
  );
}

/**
 * Step 4: who is coming, posted. After a refused time (just taken) the day's free times come back
 * here with what was typed, so one post books again.
 */
function ContactStep({ choice, times, contact, action, otherDayHref }: BookingPageProps & { action: string; otherDayHref: string }) {
  const typed = contact?.typed ?? {};
  const errors = contact?.fieldErrors ?? {};
  const noTimeLeft = times !== undefined && times.length === 0;
  return (
    <Section title={t.steps.contact} id="dados">
      {/* The choices in the address too: a post refused unread (too large) still knows them. */}
      <form method="post" action={`${action}?${choiceQuery(choice, times ? "time" : "all")}`} className="relative grid gap-4" noValidate>
        <HiddenFields params={choiceQuery(choice, times ? "time" : "all")} />
        {times &&
          (noTimeLeft ? (
            <p>
              {t.time.none}{" "}
              <a href={otherDayHref} className="font-medium text-primary underline-offset-4 hover:underline">
                {t.time.otherDay}
              </a>
            </p>
          ) : (
            <TimeList times={times} day={choice.day!} chosen={null} />
          ))}
        <TextField
          id="booking-name"
          name={CONTACT_FIELDS.name}
          label={t.contact.name}
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX}
          defaultValue={typed.nome}
          errors={errors[CONTACT_FIELDS.name]}
        />
        <TextField
          id="booking-whatsapp"
          name={CONTACT_FIELDS.whatsapp}
          type="tel"
          inputMode="tel"
          label={t.contact.whatsapp}
          autoComplete="tel"
          placeholder="(00) 00000-0000"
          required
          maxLength={PHONE_MAX_LENGTH}
          defaultValue={typed.whatsapp}
          errors={errors[CONTACT_FIELDS.whatsapp]}
        />
        <TextField
          id="booking-plate"
          name={CONTACT_FIELDS.plate}
          label={t.contact.plate}
          hint={t.contact.plateHint}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="ABC1D23"
          required
          maxLength={PLATE_MAX_LENGTH}
          defaultValue={typed.placa}
          errors={errors[CONTACT_FIELDS.plate]}
        />
        <TextField
          id="booking-email"
          name={CONTACT_FIELDS.email}
          type="email"
          label={t.contact.email}
          hint={t.contact.emailHint}
          autoComplete="email"
          maxLength={254}
          defaultValue={typed.email}
          errors={errors[CONTACT_FIELDS.email]}
        />
        <Honeypot id="booking-website" />
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} data-idempotency defaultValue="" />
        <Button type="submit" size="lg" className="w-full" data-pending={t.contact.pending} disabled={noTimeLeft}>
          {t.contact.submit}
        </Button>
      </form>
    </Section>
  );
}

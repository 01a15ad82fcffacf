import { Alert, DocumentFrame, HiddenFields, RadioRow, Section, dayLabel } from "@/components/booking/parts";
import { TextareaField } from "@/components/forms/text-field";
import { Button, buttonVariants } from "@/components/ui/button";
import { MessageCircle } from "@/components/ui/icons";
import { shopDayAndMinutes } from "@/lib/agenda/slots";
import { addressLine, CHOICE_PARAMS, mapUrl, timeText } from "@/lib/booking/choice";
import type { AppointmentLinkView } from "@/lib/data/booking";
import { booking } from "@/lib/messages/booking";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { CANCEL_REASON_FIELD, CANCEL_REASON_MAX } from "@/lib/validation/booking";

const t = booking.link;

/** What the link's forms post as `acao`. */
export const LINK_ACTIONS = { confirm: "confirmar", reschedule: "remarcar", cancel: "cancelar" } as const;
export const LINK_ACTION_FIELD = "acao";
/** `?remarcar=1`: the link shows the free days (then times) to move to. */
export const RESCHEDULE_PARAM = "remarcar";

export type AppointmentLinkProps = {
  token: string;
  view: AppointmentLinkView;
  now: Date;
  notice?: keyof typeof t.notices;
  message?: string;
  /** 'Remarcar': the days with free slots, or the chosen day's free times. */
  reschedule?: { days: { day: string; count: number }[] } | { day: string; times: number[] };
  cancel?: { reason: string; error?: string };
};

/**
 * The customer's own link (/agendamento/<token>), a document: what he booked and its state, and
 * plain forms to confirm he is coming, move it or cancel it; the shop's address with a map, and
 * its WhatsApp. Every form posts to the link itself, which answers 303 back here with `?aviso=`.
 */
export function AppointmentLink({ token, view, now, notice, message, reschedule, cancel }: AppointmentLinkProps) {
  const path = `/agendamento/${token}`;
  const shopName = (view.shopName ?? "").trim() || "Oficina mecânica";
  const { day, minutes } = shopDayAndMinutes(view.startsAt);
  const open = (view.status === "requested" || view.status === "confirmed") && view.startsAt.getTime() > now.getTime();
  const address = addressLine(view);
  const whatsapp = whatsappLink(view.whatsapp);
  const services = view.services.map((service) => service.name);
  return (
    <DocumentFrame>
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{shopName}</p>
        <h1 className="text-2xl font-bold">{t.heading}</h1>
      </header>

      {notice && <Alert tone={notice === "notOpen" ? "error" : "success"}>{t.notices[notice]}</Alert>}
      {message && <Alert tone="error">{message}</Alert>}

      <section aria-label={t.heading} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <dl className="grid gap-3">
          <div>
            <dt className="text-sm text-muted-foreground">{t.stateLabel}</dt>
            <dd className="font-semibold" data-testid="appointment-status">
              {t.status[view.status]}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t.when}</dt>
            <dd className="font-medium first-letter:uppercase" data-testid="appointment-when">
              {t.at(dayLabel(day), timeText(minutes))}
            </dd>
          </div>
          {services.length > 0 && (
            <div>
              <dt className="text-sm text-muted-foreground">{t.services}</dt>
              <dd className="break-words">{services.join(", ")}</dd>
            </div>
          )}
          {view.notes && (
            <div>
              <dt className="text-sm text-muted-foreground">{t.problem}</dt>
              <dd className="break-words whitespace-pre-line">{view.notes}</dd>
            </div>
          )}
        </dl>
        {view.customerConfirmedAt && (
          <p className="font-medium text-success" data-testid="presence-confirmed">
            {t.presenceConfirmed}
          </p>
        )}
        {open && !view.customerConfirmedAt && (
          <form method="post" action={path}>
            <input type="hidden" name={LINK_ACTION_FIELD} value={LINK_ACTIONS.confirm} />
            <Button type="submit" size="lg" className="w-full" data-pending={t.confirmPending}>
              {t.presenceButton}
            </Button>
          </form>
        )}
        {open && !reschedule && (
          <a
            href={`${path}?${RESCHEDULE_PARAM}=1#remarcar`}
            className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
          >
            {t.reschedule}
          </a>
        )}
      </section>

      {open && reschedule && <Reschedule path={path} reschedule={reschedule} />}

      {open && (
        <details className="rounded-xl border bg-card p-4 shadow-sm" open={cancel !== undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-destructive">{t.cancel}</summary>
          <form method="post" action={path} className="mt-3 grid gap-3">
            <input type="hidden" name={LINK_ACTION_FIELD} value={LINK_ACTIONS.cancel} />
            <TextareaField
              id="cancel-reason"
              name={CANCEL_REASON_FIELD}
              label={t.cancelReason}
              maxLength={CANCEL_REASON_MAX}
              rows={3}
              defaultValue={cancel?.reason}
              errors={cancel?.error ? [cancel.error] : undefined}
            />
            <Button type="submit" variant="destructive" size="lg" className="w-full" data-pending={t.cancelPending}>
              {t.cancelSubmit}
            </Button>
          </form>
        </details>
      )}

      {(address || whatsapp) && (
        <section aria-label={t.address} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          {address && (
            <div className="grid gap-1">
              <h2 className="text-sm text-muted-foreground">{t.address}</h2>
              <p className="break-words" data-testid="shop-address">
                {address}
              </p>
              <a
                href={mapUrl(address)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.map}
                <span className="sr-only"> {t.opensNewTab}</span>
              </a>
            </div>
          )}
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: "lg", className: "w-full bg-success text-success-foreground hover:bg-success/90" })}
            >
              <MessageCircle aria-hidden="true" /> {t.talkToShop}
              <span className="sr-only"> {t.opensNewTab}</span>
            </a>
          )}
        </section>
      )}
    </DocumentFrame>
  );
}

function Reschedule({ path, reschedule }: { path: string; reschedule: NonNullable<AppointmentLinkProps["reschedule"]> }) {
  if ("days" in reschedule) {
    return (
      <Section title={t.reschedule} id="remarcar">
        {reschedule.days.length === 0 ? (
          <p>{booking.day.none}</p>
        ) : (
          <form method="get" action={`${path}#remarcar`} className="grid gap-4">
            <input type="hidden" name={RESCHEDULE_PARAM} value="1" />
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t.rescheduleLegend}</legend>
              {reschedule.days.map(({ day, count }) => (
                <RadioRow key={day} name={CHOICE_PARAMS.day} value={day}>
                  <span className="first-letter:uppercase">{dayLabel(day)}</span>
                  <span className="text-xs font-normal text-muted-foreground">{booking.day.slotsCount(count)}</span>
                </RadioRow>
              ))}
            </fieldset>
            <Button type="submit" size="lg" className="w-full">
              {booking.next}
            </Button>
          </form>
        )}
        <a href={path} className="font-medium text-primary underline-offset-4 hover:underline">
          {t.keep}
        </a>
      </Section>
    );
  }
  return (
    <Section title={t.reschedule} id="remarcar">
      {reschedule.times.length === 0 ? (
        <p>
          {booking.time.none}{" "}
          <a href={`${path}?${RESCHEDULE_PARAM}=1#remarcar`} className="font-medium text-primary underline-offset-4 hover:underline">
            {booking.time.otherDay}
          </a>
        </p>
      ) : (
        <form method="post" action={path} className="grid gap-4" noValidate>
          <HiddenFields
            params={
              new URLSearchParams([
                [LINK_ACTION_FIELD, LINK_ACTIONS.reschedule],
                [CHOICE_PARAMS.day, reschedule.day],
              ])
            }
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{booking.time.legend(dayLabel(reschedule.day))}</legend>
            <div className="grid grid-cols-3 gap-2">
              {reschedule.times.map((minutes) => (
                <RadioRow key={minutes} name={CHOICE_PARAMS.time} value={timeText(minutes)}>
                  {timeText(minutes)}
                </RadioRow>
              ))}
            </div>
          </fieldset>
          <Button type="submit" size="lg" className="w-full" data-pending={t.reschedulePending}>
            {t.rescheduleSubmit}
          </Button>
        </form>
      )}
      <a href={path} className="font-medium text-primary underline-offset-4 hover:underline">
        {t.keep}
      </a>
    </Section>
  );
}

"use client";

import type { Route } from "next";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useEffectEvent, useState, useTransition } from "react";
import { DayAndTime, type OfferedDay } from "@/components/agenda/day-and-time";
import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { useFormChanges } from "@/components/forms/use-form-changes";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { createAppointmentAction } from "@/lib/actions/agenda";
import { DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES } from "@/lib/agenda/slots";
import { agenda } from "@/lib/messages/agenda";
import { reasons } from "@/lib/messages/validation";
import { APPOINTMENT_FIELDS, APPOINTMENT_LIMITS } from "@/lib/validation/appointment";
import { cn } from "@/lib/utils";

const f = agenda.form;

export type FormCustomer = { id: string; name: string; phone: string | null; vehicles: { id: string; label: string }[] };
export type FormService = { id: string; name: string; durationMinutes: number | null };

type Props = {
  customers: FormCustomer[];
  services: FormService[];
  team: { id: string; name: string }[];
  days: OfferedDay[];
  start: { day: string; startsAt: string | null; customerId: string | null; vehicleId: string | null };
  /** The customer search the page answered (?busca=): the list holds its matches, or the newest customers. */
  search: string;
};

/** How long typing must pause before the customers are searched: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The customer search, answered by the page (?busca=, the URL replaced after a pause): a shop of
 * thousands never sends them all to the phone. Next keeps this form's state across the answer, so
 * nothing typed is lost. Returns the box's text, its setter, and whether an answer is on its way.
 */
function useServerSearch(answered: string) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [term, setTerm] = useState(answered);
  const [searching, startSearch] = useTransition();
  const ask = useEffectEvent(() => {
    const params = new URLSearchParams(searchParams.toString());
    if (term.trim()) params.set("busca", term.trim());
    else params.delete("busca");
    if (params.toString() === searchParams.toString()) return;
    startSearch(() => router.replace(`${pathname}?${params}` as Route, { scroll: false }));
  });
  useEffect(() => {
    const timer = setTimeout(ask, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  return [term, setTerm, searching] as const;
}

/** What the mechanic fills in, the ticked services included: leaving with any of it changed asks first. */
const FIELDS_WATCHED = [...APPOINTMENT_FIELDS, "services"] as const;

/** A radio group's error, announced with the group. */
function GroupError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {errors.join(" ")}
    </p>
  );
}

/**
 * 'Novo agendamento': a known customer and his vehicle (one vehicle is chosen for him), or someone
 * new; the catalogue's services (the length follows them) or 'Outro'; a free time of a day; notes
 * and 'Responsável'. Opened from a free time, the time is already chosen. What was typed stays
 * after a refusal, with each message under its field.
 */
export function AppointmentForm({ customers, services, team, days, start, search }: Props) {
  const changes = useFormChanges(FIELDS_WATCHED);
  const { formProps, fieldErrors } = useActionForm(createAppointmentAction, {
    unreachable: f.createError + reasons.tryAgain,
    // Booked: the page moves on to the agenda, and must not ask first.
    onSuccess: changes.saved,
  });
  const [mode, setMode] = useState<"known" | "new">("known");
  const [customerId, setCustomerId] = useState(start.customerId ?? "");
  // The customer chosen stays chosen (and in the list) while a search shows others.
  const [picked, setPicked] = useState(customers.find((candidate) => candidate.id === start.customerId));
  const customer = customers.find((candidate) => candidate.id === customerId) ?? (picked?.id === customerId ? picked : undefined);
  const [vehicleId, setVehicleId] = useState(start.vehicleId ?? (customer?.vehicles.length === 1 ? customer.vehicles[0]!.id : ""));
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [other, setOther] = useState(false);
  const [day, setDay] = useState(start.day);
  const [startsAt, setStartsAt] = useState(start.startsAt ?? "");
  const [term, setTerm, searching] = useServerSearch(search);

  const known = services.filter((service) => chosen.has(service.id)).reduce((sum, service) => sum + (service.durationMinutes ?? 0), 0);
  const duration = Math.min(known || DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES);

  function chooseCustomer(id: string) {
    setCustomerId(id);
    const next = customers.find((candidate) => candidate.id === id);
    setPicked(next);
    setVehicleId(next?.vehicles.length === 1 ? next.vehicles[0]!.id : "");
  }

  return (
    <form {...formProps} {...changes.formProps} className="grid gap-6" aria-label={f.title}>
      <UnsavedChangesDialog dirty={changes.dirty} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{agenda.detail.customer}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["known", "new"] as const).map((value) => (
            <label
              key={value}
              className={cn(
                "flex h-11 cursor-pointer items-center justify-center rounded-md border text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                mode === value && "border-primary bg-primary/10",
              )}
            >
              <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} className="sr-only" />
              {value === "known" ? f.knownCustomer : f.newCustomer}
            </label>
          ))}
        </div>
        {mode === "known" ? (
          <>
            {(customers.length > 10 || term) && (
              <div className="relative grid gap-2">
                <Label htmlFor="appointment-customer-search">{f.searchCustomer}</Label>
                <Input
                  id="appointment-customer-search"
                  type="search"
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  maxLength={100}
                  autoComplete="off"
                  aria-busy={searching || undefined}
                />
                {searching && (
                  <span className="pointer-events-none absolute right-3 bottom-3 text-muted-foreground">
                    <Spinner label={f.searching} />
                  </span>
                )}
              </div>
            )}
            <SelectField
              id="appointment-customer"
              name="customerId"
              label={f.customer}
              value={customerId}
              onChange={(event) => chooseCustomer(event.target.value)}
              errors={fieldErrors?.customerId}
              className="h-11"
              options={[
                { value: "", label: f.chooseCustomer },
                ...(customer && !customers.includes(customer) ? [customer] : [])
                  .concat(customers)
                  .map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
            {customer && (
              <SelectField
                id="appointment-vehicle"
                name="vehicleId"
                label={f.vehicle}
                value={vehicleId}
                onChange={(event) => setVehicleId(event.target.value)}
                errors={fieldErrors?.vehicleId}
                className="h-11"
                options={[{ value: "", label: f.noVehicle }, ...customer.vehicles.map((v) => ({ value: v.id, label: v.label }))]}
              />
            )}
            {customer && !customer.phone && (
              <PhoneField id="appointment-phone" name="contactPhone" label={f.whatsapp} errors={fieldErrors?.contactPhone} />
            )}
          </>
        ) : (
          <>
            <TextField
              id="appointment-name"
              name="contactName"
              label={f.name}
              autoComplete="off"
              maxLength={APPOINTMENT_LIMITS.name}
              errors={fieldErrors?.contactName}
            />
            <PhoneField id="appointment-phone" name="contactPhone" label={f.whatsapp} errors={fieldErrors?.contactPhone} />
            <TextField
              id="appointment-plate"
              name="contactPlate"
              label={f.plate}
              placeholder="ABC1D23"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={12}
              errors={fieldErrors?.contactPlate}
            />
          </>
        )}
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={fieldErrors?.services ? "appointment-services-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{f.services}</legend>
        {services.map((service) => (
          <label
            key={service.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:checked]:border-primary"
          >
            <input
              type="checkbox"
              name="services"
              value={service.id}
              checked={chosen.has(service.id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(service.id);
                else next.delete(service.id);
                setChosen(next);
              }}
              className="size-5"
            />
            <span>{service.name}</span>
          </label>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:checked]:border-primary">
          <input type="checkbox" checked={other} onChange={(event) => setOther(event.target.checked)} className="size-5" />
          <span>{f.otherService}</span>
        </label>
        {other && (
          <TextField
            id="appointment-other"
            name="otherService"
            label={f.otherServiceLabel}
            maxLength={APPOINTMENT_LIMITS.otherService}
            errors={fieldErrors?.otherService}
          />
        )}
        <GroupError id="appointment-services-error" errors={fieldErrors?.services} />
        <p className="text-sm text-muted-foreground">{f.duration(duration)}</p>
      </fieldset>

      <DayAndTime
        id="appointment"
        days={days}
        day={day}
        startsAt={startsAt}
        onChange={(choice) => {
          setDay(choice.day);
          setStartsAt(choice.startsAt);
        }}
        labels={{ day: f.day, time: f.time }}
        errors={fieldErrors?.startsAt}
        columns="grid-cols-3 sm:grid-cols-6"
      />

      <TextareaField
        id="appointment-notes"
        name="notes"
        label={f.notes}
        rows={3}
        maxLength={APPOINTMENT_LIMITS.notes}
        errors={fieldErrors?.notes}
      />
      {team.length > 1 && (
        <SelectField
          id="appointment-responsible"
          name="assignedTo"
          label={f.responsible}
          className="h-11"
          defaultValue=""
          errors={fieldErrors?.assignedTo}
          options={[
            { value: "", label: agenda.screens.nobodyResponsible },
            ...team.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
      )}
      <SubmitButton pendingLabel={f.saving} className="h-12 w-full sm:w-auto">
        {f.save}
      </SubmitButton>
    </form>
  );
}

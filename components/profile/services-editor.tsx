"use client";

import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Pencil, Plus, RotateCcw, Trash2 } from "@/components/ui/icons";
import type { ShopService } from "@/db/schema";
import { formatAmount } from "@/lib/format";
import { newServiceId, type ServiceDraft } from "@/lib/profile/services";
import { moneyInputText } from "@/lib/validation/fields";
import { nextService as t } from "@/lib/messages/next-service";
import { agendaSettings } from "@/lib/messages/agenda-settings";
import { DURATION_CHOICES } from "@/lib/agenda/service-duration";
import { intervalText, kmText } from "@/lib/service-dues/intervals";
import { serviceSchema } from "@/lib/validation/profile";
import { z } from "@/lib/validation/zod";

const duration = agendaSettings.duration;

export type ServiceDrafts = Record<string, ServiceDraft>;

type Props = {
  services: ShopService[];
  onServicesChange: (services: ShopService[]) => void;
  drafts: ServiceDrafts;
  onDraftsChange: (drafts: ServiceDrafts) => void;
  /** What the last save refused in the services: each row being edited then shows its own reason. */
  errors?: string[];
};

/** A row's reasons, by field, as the server would give them (the same schema). */
function rowErrors(id: string, draft: ServiceDraft) {
  const parsed = serviceSchema.safeParse({
    id,
    name: draft.name,
    price: draft.price,
    description: draft.description,
    intervalMonths: draft.intervalMonths,
    intervalKm: draft.intervalKm,
    durationMinutes: draft.durationMinutes,
  });
  return parsed.success ? undefined : z.flattenError(parsed.error).fieldErrors;
}

/**
 * 'Serviços Oferecidos': a row opens for editing in place, and what is typed there is saved with
 * the rest of the profile by its one 'Salvar Alterações' (no confirmation per row). 'Desfazer'
 * puts an edited row back as saved; a new row is removed.
 */
export function ServicesEditor({ services, onServicesChange, drafts, onDraftsChange, errors }: Props) {
  const newIds = Object.keys(drafts).filter((id) => drafts[id]?.isNew);
  const setDraft = (id: string, draft: ServiceDraft | undefined) => {
    const next = { ...drafts };
    if (draft) next[id] = draft;
    else delete next[id];
    onDraftsChange(next);
  };

  function edit(service: ShopService) {
    // Shown the way it is read back: "1.234,56", never "1234.56".
    setDraft(service.id, {
      name: service.name,
      price: moneyInputText(service.price),
      description: service.description ?? "",
      intervalMonths: service.intervalMonths ? String(service.intervalMonths) : "",
      intervalKm: service.intervalKm ? kmText(service.intervalKm) : "",
      durationMinutes: service.durationMinutes ? String(service.durationMinutes) : "",
      isNew: false,
    });
  }

  const editor = (id: string, draft: ServiceDraft) => (
    <ServiceRowEditor
      key={id}
      id={id}
      draft={draft}
      errors={errors?.length ? rowErrors(id, draft) : undefined}
      onChange={(changes) => setDraft(id, { ...draft, ...changes })}
      onCancel={() => setDraft(id, undefined)}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Serviços Oferecidos</h2>
        </CardTitle>
        <CardDescription>Os serviços e preços que aparecem na sua página pública e no orçamento.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {services.length === 0 && newIds.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum serviço cadastrado ainda.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Serviços">
            {services.map((service) => {
              const draft = drafts[service.id];
              return draft ? (
                editor(service.id, draft)
              ) : (
                // The text takes what is left and wraps (a long name never pushes the buttons to a line of their own).
                <li key={service.id} className="flex items-start gap-3 rounded-lg border p-3">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="font-medium break-words">{service.name}</p>
                    {service.description && <p className="text-sm break-words text-muted-foreground">{service.description}</p>}
                    <p className="text-sm font-semibold">{formatAmount(service.price)}</p>
                    {service.durationMinutes && (
                      <p className="text-sm text-muted-foreground">{duration.minutes(service.durationMinutes)}</p>
                    )}
                    {(service.intervalMonths || service.intervalKm) && (
                      <p className="text-sm text-muted-foreground">
                        {t.every(intervalText({ intervalMonths: service.intervalMonths ?? null, intervalKm: service.intervalKm ?? null }))}
                      </p>
                    )}
                  </div>
                  {/* 44 px targets on a phone, 40 px from sm up. */}
                  <div className="flex shrink-0 gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-11 sm:size-10"
                      aria-label={`Editar ${service.name}`}
                      onClick={() => edit(service)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Excluir ${service.name}`}
                      className="size-11 text-destructive hover:text-destructive sm:size-10"
                      onClick={() => onServicesChange(services.filter((existing) => existing.id !== service.id))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
            {newIds.map((id) => editor(id, drafts[id]!))}
          </ul>
        )}
        {/* A refusal is shown in its row; one with no row open (a saved list the server refused) here. */}
        {errors?.length && Object.keys(drafts).length === 0 ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.join(" ")}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="h-11 w-full sm:h-10 sm:w-fit"
          onClick={() =>
            setDraft(newServiceId(), {
              name: "",
              price: "",
              description: "",
              intervalMonths: "",
              intervalKm: "",
              durationMinutes: "",
              isNew: true,
            })
          }
        >
          <Plus aria-hidden="true" /> Adicionar serviço
        </Button>
        <p className="text-sm text-muted-foreground">Os serviços são gravados com o resto do perfil, em Salvar Alterações.</p>
      </CardContent>
    </Card>
  );
}

type RowEditorProps = {
  id: string;
  draft: ServiceDraft;
  errors?: Record<string, string[] | undefined>;
  onChange: (changes: Partial<ServiceDraft>) => void;
  onCancel: () => void;
};

function ServiceRowEditor({ id, draft, errors, onChange, onCancel }: RowEditorProps) {
  return (
    <li
      className="grid gap-3 rounded-lg border border-primary/40 bg-accent/40 p-3"
      aria-label={draft.isNew ? "Novo serviço" : `Editando ${draft.name}`}
    >
      <TextField
        id={`service-${id}-name`}
        label="Nome do serviço"
        value={draft.name}
        autoFocus
        onChange={(event) => onChange({ name: event.target.value })}
        errors={errors?.name}
      />
      <MoneyField
        id={`service-${id}-price`}
        label="Preço (R$)"
        hint="Em branco: R$ 0,00."
        value={draft.price}
        onValueChange={(price) => onChange({ price })}
        errors={errors?.price}
      />
      <TextField
        id={`service-${id}-description`}
        label="Descrição (opcional)"
        value={draft.description}
        onChange={(event) => onChange({ description: event.target.value })}
        errors={errors?.description}
      />
      {/* 'Repetir a cada': km as text (a number input would read "10.000" as ten), whichever comes first. */}
      <fieldset className="grid gap-2" aria-describedby={`service-${id}-interval-hint`}>
        <legend className="mb-2 text-sm font-medium">{t.intervalLegend}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={`service-${id}-interval-months`}
            label={t.intervalMonthsLabel}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.intervalMonthsPlaceholder}
            value={draft.intervalMonths}
            onChange={(event) => onChange({ intervalMonths: event.target.value })}
            errors={errors?.intervalMonths}
            className="h-11 sm:h-9"
          />
          <TextField
            id={`service-${id}-interval-km`}
            label={t.intervalKmLabel}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.intervalKmPlaceholder}
            value={draft.intervalKm}
            onChange={(event) => onChange({ intervalKm: event.target.value })}
            errors={errors?.intervalKm}
            className="h-11 sm:h-9"
          />
        </div>
        <p id={`service-${id}-interval-hint`} className="text-xs text-muted-foreground">
          {t.intervalHint}
        </p>
      </fieldset>
      <DurationSelect
        id={`service-${id}-duration`}
        value={draft.durationMinutes}
        onChange={(durationMinutes) => onChange({ durationMinutes })}
        errors={errors?.durationMinutes}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" className="h-11 sm:h-9" onClick={onCancel}>
          {draft.isNew ? <Trash2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
          {draft.isNew ? "Remover serviço" : "Desfazer alterações"}
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Duração': the usual lengths, and a saved length that is not one of them (typed elsewhere) kept
 * as its own choice, so opening a row never changes it.
 */
function DurationSelect({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
}) {
  const saved = Number(value);
  const choices: number[] = [...DURATION_CHOICES];
  if (value && Number.isInteger(saved) && !choices.includes(saved)) choices.push(saved);
  choices.sort((a, b) => a - b);
  const describedBy = [`${id}-hint`, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {duration.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={errors?.length ? true : undefined}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:h-9 sm:text-sm"
      >
        <option value="">{duration.none}</option>
        {choices.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {duration.minutes(minutes)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {duration.hint}
      </p>
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

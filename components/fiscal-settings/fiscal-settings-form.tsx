"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { SelectField, TextField } from "@/components/forms/text-field";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { VersionField } from "@/components/forms/version-field";
import { CityField } from "@/components/nfse/city-field";
import { SettingCheckbox } from "@/components/profile/setting-checkbox";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { saveFiscalSettingsAction } from "@/lib/actions/fiscal-settings";
import { TAX_REGIMES, type TaxRegimeId } from "@/lib/enums";
import { fiscalSettings } from "@/lib/messages/fiscal-settings";
import { SERVICE_CODES, serviceCodeLabel } from "@/lib/nfse/service-codes";
import { MUNICIPAL_REGISTRATION_MAX, SERIES_MAX } from "@/lib/validation/fiscal-settings";

const m = fiscalSettings.data;

/** The fiscal data as the form shows it: percents as typed ("2,5"), numbers as text. */
export type FiscalSettingsValues = {
  regime: TaxRegimeId;
  municipalRegistration: string;
  city: string;
  nationalTaxCode: string;
  municipalTaxCode: string;
  issRate: string;
  issWithheldByCompanies: boolean;
  simplesTaxPercent: string;
  partsInDescription: boolean;
  series: string;
  nextNumber: string;
};

const SERVICE_OPTIONS = SERVICE_CODES.map((entry) => ({ value: entry.code, label: serviceCodeLabel(entry) }));
const FIELD = "h-11 sm:h-10";

/**
 * 'Dados fiscais': one form, saved against the version the page loaded. Percents are text with
 * the decimal keypad, read the Brazilian way on the server; the Simples percent shows only for the
 * Simples. What was typed stays after a refusal (useActionForm cancels the form's reset).
 */
export function FiscalSettingsForm({ initial, version }: { initial: FiscalSettingsValues; version: number }) {
  const [regime, setRegime] = useState<TaxRegimeId>(initial.regime);
  const [issWithheld, setIssWithheld] = useState(initial.issWithheldByCompanies);
  const [partsInDescription, setPartsInDescription] = useState(initial.partsInDescription);
  const [dirty, setDirty] = useState(false);
  const { formProps, fieldErrors } = useActionForm(saveFiscalSettingsAction, {
    unreachable: m.saveError + fiscalSettings.tryAgain,
    onSuccess: () => setDirty(false),
  });

  return (
    <form {...formProps} onChange={() => setDirty(true)}>
      <UnsavedChangesDialog dirty={dirty} />
      <VersionField version={version} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.title}</h2>
          </CardTitle>
          <CardDescription>{m.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <fieldset className="grid gap-2" aria-describedby={fieldErrors?.regime ? "fiscal-regime-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">{m.regimeLegend}</legend>
            {TAX_REGIMES.map((option) => (
              <label
                key={option}
                htmlFor={`fiscal-regime-${option}`}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  id={`fiscal-regime-${option}`}
                  type="radio"
                  name="regime"
                  value={option}
                  checked={regime === option}
                  onChange={() => setRegime(option)}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{m.regime[option]}</span>
                  <span className="text-muted-foreground">{m.regimeHint[option]}</span>
                </span>
              </label>
            ))}
            {fieldErrors?.regime && (
              <p id="fiscal-regime-error" className="text-sm text-destructive">
                {fieldErrors.regime.join(" ")}
              </p>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <CityField name="city" label={m.cityLabel} defaultValue={initial.city} error={fieldErrors?.city?.join(" ")} required />
            <TextField
              id="fiscal-municipal-registration"
              name="municipalRegistration"
              label={m.municipalRegistrationLabel}
              hint={m.municipalRegistrationHint}
              maxLength={MUNICIPAL_REGISTRATION_MAX}
              autoComplete="off"
              defaultValue={initial.municipalRegistration}
              errors={fieldErrors?.municipalRegistration}
              className={FIELD}
            />
          </div>

          <SelectField
            id="fiscal-service-code"
            name="nationalTaxCode"
            label={m.serviceCodeLabel}
            hint={m.serviceCodeHint}
            defaultValue={initial.nationalTaxCode}
            options={SERVICE_OPTIONS}
            errors={fieldErrors?.nationalTaxCode}
            className={`${FIELD} min-w-0 truncate`}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="fiscal-municipal-tax-code"
              name="municipalTaxCode"
              label={m.municipalTaxCodeLabel}
              hint={m.municipalTaxCodeHint}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
              defaultValue={initial.municipalTaxCode}
              errors={fieldErrors?.municipalTaxCode}
              className={FIELD}
            />
            <TextField
              id="fiscal-iss-rate"
              name="issRate"
              label={m.issRateLabel}
              hint={m.issRateHint}
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              placeholder="2,5"
              defaultValue={initial.issRate}
              errors={fieldErrors?.issRate}
              className={FIELD}
            />
          </div>

          <SettingCheckbox
            id="fiscal-iss-withheld"
            name="issWithheldByCompanies"
            label={m.issWithheldLabel}
            hint={m.issWithheldHint}
            checked={issWithheld}
            onChange={setIssWithheld}
          />

          {regime === "simples" && (
            <TextField
              id="fiscal-simples-percent"
              name="simplesTaxPercent"
              label={m.simplesPercentLabel}
              hint={m.simplesPercentHint}
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              placeholder="6"
              defaultValue={initial.simplesTaxPercent}
              errors={fieldErrors?.simplesTaxPercent}
              className={FIELD}
            />
          )}

          <SettingCheckbox
            id="fiscal-parts-in-description"
            name="partsInDescription"
            label={m.partsLabel}
            hint={m.partsHint}
            checked={partsInDescription}
            onChange={setPartsInDescription}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="fiscal-series"
              name="series"
              label={m.seriesLabel}
              hint={m.seriesHint}
              inputMode="numeric"
              maxLength={SERIES_MAX}
              autoComplete="off"
              required
              defaultValue={initial.series}
              errors={fieldErrors?.series}
              className={FIELD}
            />
            <TextField
              id="fiscal-next-number"
              name="nextNumber"
              label={m.nextNumberLabel}
              hint={m.nextNumberHint}
              inputMode="numeric"
              maxLength={15}
              autoComplete="off"
              required
              defaultValue={initial.nextNumber}
              errors={fieldErrors?.nextNumber}
              className={FIELD}
            />
          </div>

          <SubmitButton pendingLabel={m.saving} className="h-11 w-full sm:h-10 sm:w-fit">
            {m.save}
          </SubmitButton>
        </CardContent>
      </Card>
    </form>
  );
}

"use client";

import { SelectField, TextField } from "@/components/forms/text-field";
import { SettingCheckbox } from "@/components/profile/setting-checkbox";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PIX_KEY_TYPES, type PixKeyType } from "@/lib/enums";
import { shopData as m } from "@/lib/messages/shop-data";
import { BRAZILIAN_STATES } from "@/lib/profile/states";
import { PIX_CITY_MAX, PIX_NAME_MAX, pixTextSuggestion, type ShopDataFormValues } from "@/lib/profile/shop-data";

type Props = {
  values: ShopDataFormValues;
  onChange: (changes: Partial<ShopDataFormValues>) => void;
  /** Where the beneficiary's name and city are suggested from when a key type is first chosen. */
  shopName: string;
  /** 'Mostrar CNPJ na página pública'. */
  publicCnpj: boolean;
  onPublicCnpjChange: (publicCnpj: boolean) => void;
  fieldErrors?: Record<string, string[] | undefined>;
};

const stateOptions = [
  { value: "", label: m.stateNone },
  ...BRAZILIAN_STATES.map((state) => ({ value: state.code, label: `${state.code} – ${state.name}` })),
];
const keyTypeOptions = [
  { value: "", label: m.pixKeyTypeNone },
  ...PIX_KEY_TYPES.map((type) => ({ value: type, label: m.pixKeyTypes[type] })),
];

/** The keypad each key type is typed with on a phone. */
const KEY_INPUT: Record<PixKeyType, { inputMode: "numeric" | "tel" | "email" | "text"; type: "text" | "tel" | "email" }> = {
  cpf: { inputMode: "numeric", type: "text" },
  cnpj: { inputMode: "numeric", type: "text" },
  phone: { inputMode: "tel", type: "tel" },
  email: { inputMode: "email", type: "email" },
  random: { inputMode: "text", type: "text" },
};

/**
 * 'Dados e PIX': the CNPJ or CPF and the address (public page, PDF, receipts) and the PIX key with
 * the beneficiary's name and city as the BR Code carries them. Part of the profile's one form and
 * its one save; the server reads every field again (lib/validation/shop-data.ts).
 */
export function ShopDataTab({ values, onChange, shopName, publicCnpj, onPublicCnpjChange, fieldErrors }: Props) {
  const field = (name: keyof ShopDataFormValues, id: string) => ({
    id,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ [name]: event.target.value }),
    errors: fieldErrors?.[name],
    className: "h-11 sm:h-10",
  });
  const keyType = values.pixKeyType as PixKeyType | "";

  function chooseKeyType(type: string) {
    const changes: Partial<ShopDataFormValues> = { pixKeyType: type };
    // The first time a key is set up, the name and city the bank will show start from the shop's.
    if (type && !values.pixName.trim()) changes.pixName = pixTextSuggestion(shopName, PIX_NAME_MAX);
    if (type && !values.pixCity.trim()) changes.pixCity = pixTextSuggestion(values.city, PIX_CITY_MAX);
    onChange(changes);
  }

  return (
    <Card id="pix-section">
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TextField {...field("taxId", "profile-tax-id")} label={m.taxIdLabel} hint={m.taxIdHint} inputMode="numeric" autoComplete="off" />
        <SettingCheckbox
          id="profile-public-cnpj"
          name="publicCnpj"
          label={m.publicCnpjLabel}
          hint={m.publicCnpjHint}
          checked={publicCnpj}
          onChange={onPublicCnpjChange}
        />
        <fieldset className="grid gap-4 sm:grid-cols-6">
          <legend className="mb-2 text-base font-semibold">{m.addressHeading}</legend>
          <div className="sm:col-span-2">
            <TextField
              {...field("postalCode", "profile-postal-code")}
              label={m.postalCodeLabel}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </div>
          <div className="sm:col-span-4">
            <TextField {...field("street", "profile-street")} label={m.streetLabel} autoComplete="address-line1" />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field("streetNumber", "profile-street-number")} label={m.streetNumberLabel} autoComplete="off" />
          </div>
          <div className="sm:col-span-4">
            <TextField {...field("district", "profile-district")} label={m.districtLabel} autoComplete="address-level3" />
          </div>
          <div className="sm:col-span-4">
            <TextField {...field("city", "profile-city")} label={m.cityLabel} autoComplete="address-level2" />
          </div>
          <div className="sm:col-span-2">
            <SelectField {...field("state", "profile-state")} label={m.stateLabel} options={stateOptions} autoComplete="address-level1" />
          </div>
        </fieldset>
        <fieldset className="grid gap-4" aria-describedby="profile-pix-description">
          <legend className="mb-1 text-base font-semibold">{m.pixHeading}</legend>
          <p id="profile-pix-description" className="text-sm text-muted-foreground">
            {m.pixDescription}
          </p>
          <SelectField
            {...field("pixKeyType", "profile-pix-key-type")}
            onChange={(event) => chooseKeyType(event.target.value)}
            label={m.pixKeyTypeLabel}
            options={keyTypeOptions}
          />
          <TextField
            {...field("pixKey", "profile-pix-key")}
            label={m.pixKeyLabel}
            autoComplete="off"
            spellCheck={false}
            placeholder={keyType ? m.pixKeyPlaceholders[keyType] : undefined}
            {...(keyType ? KEY_INPUT[keyType] : {})}
          />
          <TextField
            {...field("pixName", "profile-pix-name")}
            label={m.pixNameLabel}
            hint={m.pixNameHint}
            maxLength={PIX_NAME_MAX}
            autoComplete="off"
          />
          <TextField
            {...field("pixCity", "profile-pix-city")}
            label={m.pixCityLabel}
            hint={m.pixCityHint}
            maxLength={PIX_CITY_MAX}
            autoComplete="off"
          />
        </fieldset>
      </CardContent>
    </Card>
  );
}

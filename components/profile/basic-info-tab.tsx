"use client";

import { MoneyField } from "@/components/forms/money-field";
import { PhoneField } from "@/components/forms/phone-field";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { LogoUploader } from "@/components/profile/logo-uploader";
import { Card, CardContent } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ShopProfile } from "@/lib/data/profile";
import { profile, profileQuoteDefaults } from "@/lib/messages/profile";
import { toSlug } from "@/lib/profile/slug";

/** The tab's text fields, as the profile form holds them while the shop types. */
export type ProfileTextFields = Pick<ShopProfile, "shopName" | "ownerName" | "description" | "whatsappIntegration"> & { slug: string };

type Props = {
  fields: ProfileTextFields;
  onChange: (changes: Partial<ProfileTextFields>) => void;
  logoUrl: string | null;
  /** The slug as stored: the public page exists at this address. */
  savedSlug: string | null;
  fieldErrors?: Record<string, string[] | undefined>;
  /** The labour rate as typed ("120,00"): every quote's labour starts from it. */
  hourlyRate: string;
  onHourlyRateChange: (hourlyRate: string) => void;
};

/**
 * 'Informações Básicas': what every shop fills first, the name, the WhatsApp its customers call and
 * the labour rate; then the owner, description, logo and the public page's address.
 */
export function BasicInfoTab({ fields, onChange, logoUrl, savedSlug, fieldErrors, hourlyRate, onHourlyRateChange }: Props) {
  const slugErrors = fieldErrors?.slug;
  return (
    <Card>
      <CardContent className="grid gap-6">
        {/* The other tabs' cards show their title; this one's is the tab's own, for screen readers' heading list. */}
        <h2 className="sr-only">Informações Básicas</h2>
        <TextField
          id="profile-shop-name"
          name="shopName"
          label="Nome da oficina"
          placeholder="Ex.: Auto Mecânica São José"
          autoComplete="organization"
          value={fields.shopName}
          onChange={(event) => onChange({ shopName: event.target.value })}
          errors={fieldErrors?.shopName}
        />
        <PhoneField
          id="profile-whatsapp"
          name="whatsappIntegration"
          label={profile.whatsappLabel}
          hint={profile.whatsappHint}
          autoComplete="tel"
          defaultValue={fields.whatsappIntegration}
          onValueChange={(whatsappIntegration) => onChange({ whatsappIntegration })}
          errors={fieldErrors?.whatsappIntegration}
        />
        <MoneyField
          id="profile-hourly-rate"
          name="hourlyRate"
          label={profileQuoteDefaults.hourlyRateLabel}
          hint={profileQuoteDefaults.hourlyRateHint}
          className="sm:max-w-48"
          value={hourlyRate}
          onValueChange={onHourlyRateChange}
          errors={fieldErrors?.hourlyRate}
        />
        <TextField
          id="profile-owner-name"
          name="ownerName"
          label="Nome do responsável"
          placeholder="Seu nome"
          autoComplete="name"
          value={fields.ownerName}
          onChange={(event) => onChange({ ownerName: event.target.value })}
          errors={fieldErrors?.ownerName}
        />
        <TextareaField
          id="profile-description"
          name="description"
          label="Descrição"
          rows={4}
          placeholder="Conte aos clientes o que sua oficina faz de melhor."
          value={fields.description}
          onChange={(event) => onChange({ description: event.target.value })}
          errors={fieldErrors?.description}
        />

        <LogoUploader logoUrl={logoUrl} />

        <div className="grid gap-2">
          <Label htmlFor="profile-slug">Endereço da página pública</Label>
          <div className="flex min-w-0 items-center gap-1">
            <span className="shrink-0 text-sm text-muted-foreground" aria-hidden="true">
              /oficina/
            </span>
            <Input
              id="profile-slug"
              name="slug"
              placeholder="auto-mecanica-sao-jose"
              autoCapitalize="none"
              spellCheck={false}
              value={fields.slug}
              onChange={(event) => onChange({ slug: event.target.value })}
              onBlur={(event) => onChange({ slug: toSlug(event.target.value) })}
              aria-invalid={Boolean(slugErrors?.length) || undefined}
              aria-describedby={slugErrors?.length ? "profile-slug-error profile-slug-hint" : "profile-slug-hint"}
            />
          </div>
          {slugErrors?.length ? (
            <p id="profile-slug-error" className="text-sm text-destructive">
              {slugErrors.join(" ")}
            </p>
          ) : null}
          <p id="profile-slug-hint" className="text-sm text-muted-foreground">
            Sem acentos nem espaços. Deixe em branco para gerar a partir do nome da oficina.
          </p>
          {savedSlug && (
            <a
              href={`/oficina/${savedSlug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Ver minha página pública
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

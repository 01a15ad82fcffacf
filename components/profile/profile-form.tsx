"use client";

import { useState } from "react";
import { saveProfileAction } from "@/lib/actions/profile";
import { PageHeader } from "@/components/dashboard/page-header";
import { SubmitButton } from "@/components/forms/submit-button";
import { UnsavedChangesDialog } from "@/components/forms/unsaved-changes-dialog";
import { useActionForm } from "@/components/forms/use-action";
import { VersionField } from "@/components/forms/version-field";
import { PROFILE_HEADER } from "@/components/profile/profile-header";
import { BasicInfoTab, type ProfileTextFields } from "@/components/profile/basic-info-tab";
import { OpeningHoursEditor } from "@/components/profile/opening-hours-editor";
import { PartsSettings, type PartsSettingsFields } from "@/components/profile/parts-settings";
import { QuoteDefaultsTab, type QuoteDefaultsFields } from "@/components/profile/quote-defaults-tab";
import { RemindersTab, type ReminderSettingsFields } from "@/components/profile/reminders-tab";
import { ServicesEditor, type ServiceDrafts } from "@/components/profile/services-editor";
import { ShopDataTab } from "@/components/profile/shop-data-tab";
import { Link } from "@/components/ui/link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EditableProfile } from "@/lib/data/profile";
import { profile as profileMessages, profileQuoteDefaults } from "@/lib/messages/profile";
import { fiscalSettings as fiscalSettingsMessages } from "@/lib/messages/fiscal-settings";
import { reminderEmails as reminderEmailsMessages } from "@/lib/messages/reminder-emails";
import { shopData as shopDataMessages } from "@/lib/messages/shop-data";
import { comparableProfile } from "@/lib/profile/form-values";
import { FISCAL_SETTINGS_PATH } from "@/lib/routes";
import { serviceRowsToSave } from "@/lib/profile/services";
import { SHOP_DATA_FIELDS, shopDataFormValues } from "@/lib/profile/shop-data";
import { moneyInputText } from "@/lib/validation/fields";
import { partsMarkupText } from "@/lib/validation/parts-settings";

export type ProfileTab = "basic" | "services" | "hours" | "quotes" | "reminders" | "data";
type Tab = ProfileTab;
const TAB_OF_FIELD: Record<string, Tab> = {
  services: "services",
  paymentTerms: "quotes",
  warrantyText: "quotes",
  warrantyDays: "quotes",
  whatsappTemplate: "quotes",
  readyTemplate: "quotes",
  dueNoticeTemplate: "reminders",
  partsMarkup: "quotes",
  supplierRequestTemplate: "quotes",
  openingHours: "hours",
  ...Object.fromEntries(SHOP_DATA_FIELDS.map((field) => [field, "data"])),
};

/**
 * The messages of a field and of everything inside it: an action names a nested field by its path
 * ("services.0.price", "openingHours.monday").
 */
function errorsUnder(fieldErrors: Record<string, string[] | undefined> | undefined, field: string) {
  const found = Object.entries(fieldErrors ?? {})
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, errors]) => errors ?? []);
  return found.length > 0 ? found : undefined;
}

/** The quote defaults as their fields show them: the rate as typed ("120,00"). */
function quoteDefaultsFieldsOf(profile: EditableProfile): QuoteDefaultsFields {
  return {
    hourlyRate: profile.hourlyRate === null ? "" : moneyInputText(Number(profile.hourlyRate)),
    paymentTerms: profile.paymentTerms,
    warrantyText: profile.warrantyText,
    warrantyDays: profile.warrantyDays === null ? "" : String(profile.warrantyDays),
    whatsappTemplate: profile.whatsappTemplate,
    readyTemplate: profile.readyTemplate,
  };
}

const reminderSettingsOf = ({ dueNoticeTemplate, reminderEmails, dailySummary }: EditableProfile): ReminderSettingsFields => ({
  dueNoticeTemplate,
  reminderEmails,
  dailySummary,
});

const partsSettingsOf = ({ partsMarkup, supplierRequestTemplate }: EditableProfile): PartsSettingsFields => ({
  partsMarkup: partsMarkupText(partsMarkup),
  supplierRequestTemplate,
});

/**
 * The profile's four tabs in one form, what every shop must fill (name, WhatsApp, labour rate) on
 * the first. Every value lives in state, so what the mechanic typed
 * survives a failed save; the tabs stay mounted (only hidden) so one submit carries all of them.
 * The logo is not part of it: it is stored the moment it is chosen (LogoUploader).
 * The form sends back the version it loaded: a save from a tab loaded before another tab's save is
 * refused instead of replacing, say, the services added there. Leaving with unsaved changes asks first.
 */
export function ProfileForm({ profile, initialTab = "basic" }: { profile: EditableProfile; initialTab?: ProfileTab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [fields, setFields] = useState<ProfileTextFields>({
    shopName: profile.shopName,
    ownerName: profile.ownerName,
    description: profile.description,
    whatsappIntegration: profile.whatsappIntegration,
    slug: profile.slug ?? "",
  });
  const [services, setServices] = useState(profile.services);
  const [drafts, setDrafts] = useState<ServiceDrafts>({});
  const [openingHours, setOpeningHours] = useState(profile.openingHours);
  const [quoteDefaults, setQuoteDefaults] = useState(() => quoteDefaultsFieldsOf(profile));
  const [shopData, setShopData] = useState(() => shopDataFormValues(profile.identity, profile.pix));
  const [publicCnpj, setPublicCnpj] = useState(profile.publicCnpj);
  const [reminderSettings, setReminderSettings] = useState(() => reminderSettingsOf(profile));
  const [partsSettings, setPartsSettings] = useState(() => partsSettingsOf(profile));

  // After a save, the quote defaults show what was stored: a blank warranty as the default text it
  // stands for, the rate as read ("120" → "120,00"); the services rows being edited were saved.
  const [savedVersion, setSavedVersion] = useState(profile.version);
  if (profile.version !== savedVersion) {
    setSavedVersion(profile.version);
    setQuoteDefaults(quoteDefaultsFieldsOf(profile));
    setShopData(shopDataFormValues(profile.identity, profile.pix));
    setPublicCnpj(profile.publicCnpj);
    setReminderSettings(reminderSettingsOf(profile));
    setPartsSettings(partsSettingsOf(profile));
    setServices(profile.services);
    setDrafts({});
  }

  // The server may derive or normalise the slug on save: show what it stored.
  const [savedSlug, setSavedSlug] = useState(profile.slug);
  if (profile.slug !== savedSlug) {
    setSavedSlug(profile.slug);
    setFields((current) => ({ ...current, slug: profile.slug ?? "" }));
  }

  // What 'Salvar Alterações' stores: the rows being edited go with it as typed.
  const serviceRows = serviceRowsToSave(services, drafts, moneyInputText);

  // Unsaved: anything that differs from the profile as loaded, or as the last save stored it (a
  // successful save answers with the refreshed page, so `profile` is then what was saved), a
  // service row being typed included.
  const dirty =
    comparableProfile({ ...fields, services: serviceRows, openingHours, ...quoteDefaults }) !==
      comparableProfile({ ...profile, slug: profile.slug ?? "", ...quoteDefaultsFieldsOf(profile) }) ||
    JSON.stringify(shopData) !== JSON.stringify(shopDataFormValues(profile.identity, profile.pix)) ||
    publicCnpj !== profile.publicCnpj ||
    JSON.stringify(reminderSettings) !== JSON.stringify(reminderSettingsOf(profile)) ||
    JSON.stringify(partsSettings) !== JSON.stringify(partsSettingsOf(profile));

  const { formProps, fieldErrors } = useActionForm(saveProfileAction, {
    unreachable: profileMessages.saveError + profileMessages.tryAgain,
    // The tab that holds the first refused field comes to the front.
    onFailure(result) {
      const field = Object.keys(result.fieldErrors ?? {})[0]?.split(".")[0];
      if (field) setTab(TAB_OF_FIELD[field] ?? "basic");
    },
  });

  return (
    // On a phone the save bar is fixed to the bottom of the screen: the padding keeps the last
    // fields from sitting behind it.
    // grid-cols-1 (minmax(0, 1fr)): the tab row's width never widens the page, it scrolls inside.
    <form {...formProps} className="grid grid-cols-1 gap-6 pb-24 md:pb-0">
      <PageHeader {...PROFILE_HEADER} actionsClassName="w-full md:w-auto">
        {/* One button, wherever the thumb is: fixed at the bottom on a phone (the five tabs run
            long), in the header from md up. Its place in the tab order stays the same. */}
        <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-background px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:static md:border-0 md:bg-transparent md:p-0 md:shadow-none">
          <SubmitButton pendingLabel={profileMessages.saving} className="h-11 w-full md:h-10 md:w-auto">
            Salvar Alterações
          </SubmitButton>
        </div>
      </PageHeader>

      <VersionField version={profile.version} />
      {/* Prices travel as text ("1.234,56") and the server reads them with the same money reading as the rows. */}
      <input type="hidden" name="services" value={JSON.stringify(serviceRows)} />
      <input type="hidden" name="openingHours" value={JSON.stringify(openingHours)} />
      <UnsavedChangesDialog dirty={dirty} />

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        {/* One row that scrolls sideways on a phone rather than wrapping; 44 px tall, a thumb's target.
            data-scroll-row tells the phone-layout check (e2e) that this row scrolls by design. */}
        {/* 'Nota fiscal' is a page of its own, so it is a link beside the tabs (a tablist holds only tabs). */}
        <div data-scroll-row="" className="flex w-full items-stretch overflow-x-auto rounded-lg bg-muted">
          <TabsList className="h-auto shrink-0 justify-start">
            <TabsTrigger value="basic" className="min-h-11 shrink-0">
              Informações Básicas
            </TabsTrigger>
            <TabsTrigger value="services" className="min-h-11 shrink-0">
              Serviços Oferecidos
            </TabsTrigger>
            <TabsTrigger value="hours" className="min-h-11 shrink-0">
              Horário de Funcionamento
            </TabsTrigger>
            <TabsTrigger value="quotes" className="min-h-11 shrink-0">
              {profileQuoteDefaults.tab}
            </TabsTrigger>
            <TabsTrigger value="reminders" className="min-h-11 shrink-0">
              {reminderEmailsMessages.settings.tab}
            </TabsTrigger>
            <TabsTrigger value="data" className="min-h-11 shrink-0">
              {shopDataMessages.tab}
            </TabsTrigger>
          </TabsList>
          <Link
            href={FISCAL_SETTINGS_PATH}
            className="my-1 mr-1 inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            {fiscalSettingsMessages.tab}
          </Link>
        </div>
        <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
          <BasicInfoTab
            fields={fields}
            onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
            logoUrl={profile.logoUrl}
            savedSlug={profile.slug}
            fieldErrors={fieldErrors}
            hourlyRate={quoteDefaults.hourlyRate}
            onHourlyRateChange={(hourlyRate) => setQuoteDefaults((current) => ({ ...current, hourlyRate }))}
          />
        </TabsContent>
        <TabsContent value="services" forceMount className="data-[state=inactive]:hidden">
          <ServicesEditor
            services={services}
            onServicesChange={setServices}
            drafts={drafts}
            onDraftsChange={setDrafts}
            errors={errorsUnder(fieldErrors, "services")}
          />
        </TabsContent>
        <TabsContent value="hours" forceMount className="data-[state=inactive]:hidden">
          <OpeningHoursEditor hours={openingHours} onChange={setOpeningHours} refused={Boolean(errorsUnder(fieldErrors, "openingHours"))} />
        </TabsContent>
        <TabsContent value="quotes" forceMount className="grid gap-6 data-[state=inactive]:hidden">
          <QuoteDefaultsTab
            values={quoteDefaults}
            onChange={(changes) => setQuoteDefaults((current) => ({ ...current, ...changes }))}
            fieldErrors={fieldErrors}
          />
          <PartsSettings
            values={partsSettings}
            onChange={(changes) => setPartsSettings((current) => ({ ...current, ...changes }))}
            fieldErrors={fieldErrors}
          />
        </TabsContent>
        <TabsContent value="reminders" forceMount className="data-[state=inactive]:hidden">
          <RemindersTab
            values={reminderSettings}
            onChange={(changes) => setReminderSettings((current) => ({ ...current, ...changes }))}
            fieldErrors={fieldErrors}
          />
        </TabsContent>
        <TabsContent value="data" forceMount className="data-[state=inactive]:hidden">
          <ShopDataTab
            values={shopData}
            onChange={(changes) => setShopData((current) => ({ ...current, ...changes }))}
            shopName={fields.shopName}
            publicCnpj={publicCnpj}
            onPublicCnpjChange={setPublicCnpj}
            fieldErrors={fieldErrors}
          />
        </TabsContent>
      </Tabs>
    </form>
  );
}

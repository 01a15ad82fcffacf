"use client";

import { useState } from "react";
import { toast } from "sonner";
import { saveProfileAction } from "@/app/dashboard/profile/actions";
import { PageHeader } from "@/components/dashboard/page-header";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { PROFILE_HEADER } from "@/components/profile/profile-header";
import { BasicInfoTab } from "@/components/profile/basic-info-tab";
import { IntegrationsTab } from "@/components/profile/integrations-tab";
import { OpeningHoursEditor } from "@/components/profile/opening-hours-editor";
import { ServicesEditor, type ServiceDrafts } from "@/components/profile/services-editor";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ShopProfile } from "@/lib/data/profile";
import { messages } from "@/lib/messages";
import { moneyInputText } from "@/lib/validation/fields";

export type ProfileTextFields = Pick<ShopProfile, "shopName" | "ownerName" | "description" | "whatsappIntegration"> & { slug: string };

type Tab = "basic" | "services" | "hours" | "integrations";
const TAB_OF_FIELD: Record<string, Tab> = { whatsappIntegration: "integrations", services: "services", openingHours: "hours" };

/**
 * The profile's four tabs in one form. Every value lives in state, so what the mechanic typed
 * survives a failed save; the tabs stay mounted (only hidden) so one submit carries all of them.
 * The logo is not part of it: it is stored the moment it is chosen (LogoUploader).
 */
export function ProfileForm({ profile }: { profile: ShopProfile }) {
  const [tab, setTab] = useState<Tab>("basic");
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

  // The server may derive or normalise the slug on save: show what it stored.
  const [savedSlug, setSavedSlug] = useState(profile.slug);
  if (profile.slug !== savedSlug) {
    setSavedSlug(profile.slug);
    setFields((current) => ({ ...current, slug: profile.slug ?? "" }));
  }

  const { formProps, fieldErrors } = useActionForm(saveProfileAction, {
    unreachable: messages.profile.saveError + messages.profile.tryAgain,
    // The tab that holds the first refused field comes to the front.
    onFailure(result) {
      const field = Object.keys(result.fieldErrors ?? {})[0];
      if (field) setTab(TAB_OF_FIELD[field] ?? "basic");
    },
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    // A row still being edited has not been confirmed: saving would silently drop it.
    if (Object.keys(drafts).length > 0) {
      event.preventDefault();
      setTab("services");
      toast.error(messages.profile.saveError + messages.profile.unconfirmedServices);
    }
  }

  return (
    <form {...formProps} onSubmit={submit} className="grid gap-6">
      <PageHeader {...PROFILE_HEADER} actionsClassName="w-full sm:w-auto">
        <SubmitButton pendingLabel={messages.profile.saving} className="w-full sm:w-auto">
          Salvar Alterações
        </SubmitButton>
      </PageHeader>

      {/* Prices travel as text ("1.234,56") and the server reads them with the same money reading as the rows. */}
      <input type="hidden" name="services" value={JSON.stringify(services.map((service) => ({ ...service, price: moneyInputText(service.price) })))} />
      <input type="hidden" name="openingHours" value={JSON.stringify(openingHours)} />

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        {/* Four labels do not fit a phone in one row: two by two there, one row from sm up. */}
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:flex sm:h-10">
          <TabsTrigger value="basic" className="whitespace-normal">Informações Básicas</TabsTrigger>
          <TabsTrigger value="services" className="whitespace-normal">Serviços Oferecidos</TabsTrigger>
          <TabsTrigger value="hours" className="whitespace-normal">Horário de Funcionamento</TabsTrigger>
          <TabsTrigger value="integrations" className="whitespace-normal">Integrações</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
          <BasicInfoTab
            fields={fields}
            onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
            logoUrl={profile.logoUrl}
            savedSlug={profile.slug}
            fieldErrors={fieldErrors}
          />
        </TabsContent>
        <TabsContent value="services" forceMount className="data-[state=inactive]:hidden">
          <ServicesEditor services={services} onServicesChange={setServices} drafts={drafts} onDraftsChange={setDrafts} />
        </TabsContent>
        <TabsContent value="hours" forceMount className="data-[state=inactive]:hidden">
          <OpeningHoursEditor hours={openingHours} onChange={setOpeningHours} />
        </TabsContent>
        <TabsContent value="integrations" forceMount className="data-[state=inactive]:hidden">
          <IntegrationsTab
            value={fields.whatsappIntegration}
            onChange={(whatsappIntegration) => setFields((current) => ({ ...current, whatsappIntegration }))}
            errors={fieldErrors?.whatsappIntegration}
          />
        </TabsContent>
      </Tabs>
    </form>
  );
}

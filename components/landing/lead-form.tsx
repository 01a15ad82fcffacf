"use client";

import { lazy, Suspense, useState } from "react";
import { submitLandingLead } from "@/lib/actions/landing";
import { Honeypot } from "@/components/forms/honeypot";
import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { LEAD_FIRST_FIELD_ID } from "@/components/landing/scroll-to-lead-button";
import { leads } from "@/lib/messages/leads";

// sonner is not part of the landing's first load: the Toaster mounts on the visitor's first focus in
// the form, so its live region exists before a toast is announced (a toast fired before it mounts is
// replayed by sonner).
const Toaster = lazy(() => import("@/components/ui/sonner").then((module) => ({ default: module.Toaster })));

/** The landing page's lead form; cleared after it is sent. */
export function LeadForm() {
  const [engaged, setEngaged] = useState(false);
  const { formProps, fieldErrors } = useActionForm(submitLandingLead, {
    unreachable: leads.sendError + leads.tryAgain,
    resetOnSuccess: true,
  });

  return (
    <>
      <form {...formProps} onFocus={() => setEngaged(true)} className="relative grid gap-5" aria-label="Formulário de contato">
        <TextField
          id={LEAD_FIRST_FIELD_ID}
          name="name"
          label="Nome"
          autoComplete="name"
          placeholder="Seu nome"
          required
          errors={fieldErrors?.name}
        />
        <TextField
          id="lead-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          placeholder="voce@exemplo.com"
          required
          errors={fieldErrors?.email}
        />
        <PhoneField id="lead-phone" name="phone" label="Telefone" autoComplete="tel" errors={fieldErrors?.phone} />
        <label
          htmlFor="lead-is-mechanic"
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent"
        >
          <input id="lead-is-mechanic" name="isMechanic" type="checkbox" className="size-5 shrink-0 cursor-pointer accent-primary" />
          Sou mecânico autônomo
        </label>
        <Honeypot id="lead-website" />
        <SubmitButton pendingLabel="Enviando..." size="lg" className="w-full">
          Enviar
        </SubmitButton>
      </form>
      {engaged && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

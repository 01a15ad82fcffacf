"use client";

import { lazy, Suspense, useActionState, useState } from "react";
import { submitLandingLead } from "@/app/(marketing)/actions";
import { Honeypot } from "@/components/forms/honeypot";
import { TextField } from "@/components/forms/text-field";
import { useIdempotencyKey } from "@/components/forms/use-idempotency-key";
import { LEAD_FIRST_FIELD_ID } from "@/components/landing/scroll-to-lead-button";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";

const EMPTY = { name: "", email: "", phone: "", isMechanic: false };

// sonner is not part of the landing's first load: it is fetched once the visitor reaches the form.
// The Toaster mounts on the first focus, so its live region exists before a toast is announced
// (and a toast fired before it mounts is replayed by sonner).
const Toaster = lazy(() => import("@/components/ui/sonner").then((module) => ({ default: module.Toaster })));

async function showToast(kind: "success" | "error", message: string) {
  const { toast } = await import("sonner");
  toast[kind](message);
}

/** Controlled, so what the visitor typed survives a failed submission; cleared after success. */
export function LeadForm() {
  const [values, setValues] = useState(EMPTY);
  const submissionKey = useIdempotencyKey();
  const [engaged, setEngaged] = useState(false);
  // Feedback runs inside the action's transition: the toast fires once per submission.
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    setEngaged(true);
    const outcome = await callAction(
      () => submitLandingLead(previous, formData),
      messages.leads.sendError + messages.leads.tryAgain,
    );
    if (!outcome.ok) {
      await showToast("error", outcome.message);
      return outcome;
    }
    await showToast("success", outcome.message ?? messages.leads.sent);
    setValues(EMPTY);
    submissionKey.renew();
    return outcome;
  }, null);

  const fieldErrors = result?.ok === false ? result.fieldErrors : undefined;
  const set = (field: "name" | "email" | "phone") => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <>
      <form
        action={(formData) => action(submissionKey.stamp(formData))}
        // The state above owns every value: React's automatic reset after an action would uncheck the
        // checkbox after a failure, so it is cancelled (a success clears the state instead).
        onReset={(event) => event.preventDefault()}
        onFocus={() => setEngaged(true)}
        className="relative grid gap-5"
        noValidate
        aria-label="Formulário de contato"
      >
        <TextField
          id={LEAD_FIRST_FIELD_ID}
          name="name"
          label="Nome"
          autoComplete="name"
          placeholder="Seu nome"
          required
          value={values.name}
          onChange={set("name")}
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
          value={values.email}
          onChange={set("email")}
          errors={fieldErrors?.email}
        />
        <TextField
          id="lead-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          label="Telefone"
          autoComplete="tel"
          placeholder="(00) 00000-0000"
          value={values.phone}
          onChange={set("phone")}
          errors={fieldErrors?.phone}
        />
        <label
          htmlFor="lead-is-mechanic"
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent"
        >
          <input
            id="lead-is-mechanic"
            name="isMechanic"
            type="checkbox"
            checked={values.isMechanic}
            onChange={(event) => setValues((current) => ({ ...current, isMechanic: event.target.checked }))}
            className="size-5 shrink-0 cursor-pointer accent-primary"
          />
          Sou mecânico autônomo
        </label>
        <Honeypot id="lead-website" />
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? (
            <>
              <Spinner label="" aria-hidden="true" />
              Enviando...
            </>
          ) : (
            "Enviar"
          )}
        </Button>
      </form>
      {engaged && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

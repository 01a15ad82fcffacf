import { Honeypot } from "@/components/forms/honeypot";
import { TextField } from "@/components/forms/text-field";
import { LEAD_FIRST_FIELD_ID } from "@/components/landing/scroll-to-lead-button";
import { Button } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/actions/result";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";
import { PHONE_MAX_LENGTH } from "@/lib/phone";

/** What the form shows back after a refused post: what was typed, each field's messages, the reason. */
export type LeadFormState = {
  typed: { name: string; email: string; phone: string; isMechanic: boolean };
  fieldErrors?: FieldErrors;
  message: string;
};

/**
 * The landing page's lead form: a plain post to /contato (app/(marketing)/contato/route.tsx),
 * which sends to the 'Contato recebido' page, or answers this page again with `state`: what
 * was typed, kept, and why it was refused.
 */
export function LeadForm({ state }: { state?: LeadFormState }) {
  const typed = state?.typed;
  const errors = state?.fieldErrors;
  return (
    <form method="post" action="/contato#lead-form-section" noValidate className="relative grid gap-5" aria-label="Formulário de contato">
      {state && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
      <TextField
        id={LEAD_FIRST_FIELD_ID}
        name="name"
        label="Nome"
        autoComplete="name"
        placeholder="Seu nome"
        required
        defaultValue={typed?.name}
        errors={errors?.name}
      />
      <TextField
        id="lead-email"
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        placeholder="voce@exemplo.com"
        required
        defaultValue={typed?.email}
        errors={errors?.email}
      />
      <TextField
        id="lead-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        label="Telefone"
        autoComplete="tel"
        placeholder="(00) 00000-0000"
        maxLength={PHONE_MAX_LENGTH}
        defaultValue={typed?.phone}
        errors={errors?.phone}
      />
      <label
        htmlFor="lead-is-mechanic"
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent"
      >
        <input
          id="lead-is-mechanic"
          name="isMechanic"
          type="checkbox"
          defaultChecked={typed?.isMechanic}
          className="size-5 shrink-0 cursor-pointer accent-primary"
        />
        Sou mecânico autônomo
      </label>
      <Honeypot id="lead-website" />
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} data-idempotency defaultValue="" />
      <Button type="submit" size="lg" className="w-full" data-pending="Enviando...">
        Enviar
      </Button>
    </form>
  );
}

"use client";

import { useActionState, useState } from "react";
import { toast } from "sonner";
import { submitShopContact } from "@/app/oficina/[slug]/actions";
import { Honeypot } from "@/components/forms/honeypot";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useIdempotencyKey } from "@/components/forms/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";

const EMPTY = { name: "", email: "", phone: "", message: "" };
type Field = keyof typeof EMPTY;

/**
 * A shop's contact form: the landing form's rules (lib/leads/submit-lead.ts), with a message.
 * Controlled, so what the visitor typed survives a failure; cleared after success.
 */
export function ContactForm({ slug }: { slug: string }) {
  const [values, setValues] = useState(EMPTY);
  const submissionKey = useIdempotencyKey();
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const outcome = await callAction(() => submitShopContact(slug, previous, formData), messages.leads.sendError + messages.leads.tryAgain);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome;
    }
    toast.success(outcome.message ?? messages.leads.sent);
    setValues(EMPTY);
    submissionKey.renew();
    return outcome;
  }, null);

  const fieldErrors = result?.ok === false ? result.fieldErrors : undefined;
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      action={(formData) => action(submissionKey.stamp(formData))}
      onReset={(event) => event.preventDefault()}
      className="relative grid gap-4"
      noValidate
      aria-label="Fale com a oficina"
    >
      <TextField id="contact-name" name="name" label="Nome" autoComplete="name" required value={values.name} onChange={set("name")} errors={fieldErrors?.name} />
      <TextField
        id="contact-email"
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
        id="contact-phone"
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
      <TextareaField
        id="contact-message"
        name="message"
        label="Mensagem"
        rows={4}
        placeholder="Conte o que seu veículo precisa."
        value={values.message}
        onChange={set("message")}
        errors={fieldErrors?.message}
      />
      <Honeypot id="contact-website" />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? (
          <>
            <Spinner label="" aria-hidden="true" />
            Enviando...
          </>
        ) : (
          "Enviar mensagem"
        )}
      </Button>
    </form>
  );
}

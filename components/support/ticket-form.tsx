"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { toast } from "sonner";
import { sendSupportTicketAction } from "@/app/dashboard/support/actions";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useIdempotencyKey } from "@/components/forms/use-idempotency-key";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";
import { SUPPORT_TICKET_LIMITS } from "@/lib/validation/support";

type Values = { name: string; email: string; subject: string; message: string };

/**
 * Controlled, so what the mechanic typed survives a failure. After a success the form goes back
 * to how it started: subject and message empty, name and e-mail from the profile.
 */
export function SupportTicketForm({ sender }: { sender: { name: string; email: string } }) {
  const router = useRouter();
  const initial: Values = { ...sender, subject: "", message: "" };
  const [values, setValues] = useState(initial);
  const submissionKey = useIdempotencyKey();
  // Feedback runs inside the action's transition: the toast fires once per submission.
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const outcome = await callAction(() => sendSupportTicketAction(previous, formData), messages.support.sendError);
    if (!outcome.ok) {
      toast.error(outcome.message);
      if (outcome.redirectTo) router.replace(outcome.redirectTo);
      return outcome;
    }
    toast.success(outcome.message);
    setValues(initial);
    submissionKey.renew();
    return outcome;
  }, null);

  const fieldErrors = result?.ok === false ? result.fieldErrors : undefined;
  const set = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      action={(formData) => action(submissionKey.stamp(formData))}
      onReset={(event) => event.preventDefault()}
      className="grid gap-4"
      noValidate
      aria-label="Enviar ticket de suporte"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="ticket-name"
          name="name"
          label="Nome"
          autoComplete="name"
          required
          maxLength={SUPPORT_TICKET_LIMITS.name}
          value={values.name}
          onChange={set("name")}
          errors={fieldErrors?.name}
        />
        <TextField
          id="ticket-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          value={values.email}
          onChange={set("email")}
          errors={fieldErrors?.email}
        />
      </div>
      <TextField
        id="ticket-subject"
        name="subject"
        label="Assunto (opcional)"
        placeholder="Ex.: Dúvida sobre o plano"
        maxLength={SUPPORT_TICKET_LIMITS.subject}
        value={values.subject}
        onChange={set("subject")}
        errors={fieldErrors?.subject}
      />
      <TextareaField
        id="ticket-message"
        name="message"
        label="Mensagem"
        placeholder="Conte o que aconteceu ou qual é a sua dúvida"
        required
        rows={6}
        maxLength={SUPPORT_TICKET_LIMITS.message}
        value={values.message}
        onChange={set("message")}
        errors={fieldErrors?.message}
      />
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        {pending ? (
          <>
            <Spinner label="" aria-hidden="true" />
            Enviando...
          </>
        ) : (
          "Enviar ticket"
        )}
      </Button>
    </form>
  );
}

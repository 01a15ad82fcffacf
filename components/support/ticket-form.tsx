"use client";

import { sendSupportTicketAction } from "@/lib/actions/support";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { support } from "@/lib/messages/support";
import { SUPPORT_TICKET_LIMITS } from "@/lib/validation/support";

/** After a ticket is sent the form starts over: subject and message empty, name and e-mail from the profile. */
export function SupportTicketForm({ sender }: { sender: { name: string; email: string } }) {
  const { formProps, fieldErrors } = useActionForm(sendSupportTicketAction, {
    unreachable: support.sendError,
    resetOnSuccess: true,
  });

  return (
    <form {...formProps} className="grid gap-4" aria-label="Enviar ticket de suporte">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="ticket-name"
          name="name"
          label="Nome"
          autoComplete="name"
          required
          maxLength={SUPPORT_TICKET_LIMITS.name}
          defaultValue={sender.name}
          errors={fieldErrors?.name}
        />
        <TextField
          id="ticket-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          defaultValue={sender.email}
          errors={fieldErrors?.email}
        />
      </div>
      <TextField
        id="ticket-subject"
        name="subject"
        label="Assunto (opcional)"
        placeholder="Ex.: Dúvida sobre o plano"
        maxLength={SUPPORT_TICKET_LIMITS.subject}
        defaultValue=""
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
        defaultValue=""
        errors={fieldErrors?.message}
      />
      <SubmitButton pendingLabel="Enviando..." className="w-full sm:w-fit">
        Enviar ticket
      </SubmitButton>
    </form>
  );
}

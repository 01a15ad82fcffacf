"use client";

import { submitShopContact } from "@/app/oficina/[slug]/actions";
import { Honeypot } from "@/components/forms/honeypot";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { messages } from "@/lib/messages";

/** A shop's contact form: the landing form's fields and rules, with a message; cleared after it is sent. */
export function ContactForm({ slug }: { slug: string }) {
  const { formProps, fieldErrors } = useActionForm(submitShopContact.bind(null, slug), {
    unreachable: messages.leads.sendError + messages.leads.tryAgain,
    resetOnSuccess: true,
  });

  return (
    <form {...formProps} className="relative grid gap-4" aria-label="Fale com a oficina">
      <TextField id="contact-name" name="name" label="Nome" autoComplete="name" required errors={fieldErrors?.name} />
      <TextField
        id="contact-email"
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        placeholder="voce@exemplo.com"
        required
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
        errors={fieldErrors?.phone}
      />
      <TextareaField
        id="contact-message"
        name="message"
        label="Mensagem"
        rows={4}
        placeholder="Conte o que seu veículo precisa."
        errors={fieldErrors?.message}
      />
      <Honeypot id="contact-website" />
      <SubmitButton pendingLabel="Enviando..." size="lg" className="w-full">
        Enviar mensagem
      </SubmitButton>
    </form>
  );
}

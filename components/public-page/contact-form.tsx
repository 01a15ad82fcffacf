"use client";

import { useCallback, useState } from "react";
import { submitShopContact } from "@/lib/actions/public-page";
import { Honeypot } from "@/components/forms/honeypot";
import { PhoneField } from "@/components/forms/phone-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { leads } from "@/lib/messages/leads";
import { publicPage as m } from "@/lib/messages/public-page";

/**
 * A shop's contact form: a name, a phone or an e-mail (at least one: many car owners leave only a
 * WhatsApp number) and what the car needs. Once sent, a confirmation takes the form's place and
 * stays, so a visitor who missed the toast still knows the message went.
 */
export function ContactForm({ slug }: { slug: string }) {
  const [sent, setSent] = useState(false);
  const { formProps, fieldErrors } = useActionForm(submitShopContact.bind(null, slug), {
    unreachable: leads.sendError + leads.tryAgain,
    onSuccess: () => setSent(true),
  });
  const reachMissing = fieldErrors?.contact;
  // The button that was pressed is gone: focus moves to the confirmation, where the keyboard continues.
  const focusOnShow = useCallback((node: HTMLDivElement | null) => node?.focus(), []);

  if (sent) {
    return (
      <div
        ref={focusOnShow}
        role="status"
        tabIndex={-1}
        className="grid justify-items-start gap-3 rounded-md border border-success/40 bg-success/10 p-4 outline-none"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          {m.contactSentTitle}
        </p>
        <p className="text-sm">{m.contactSentDetail}</p>
        <Button type="button" variant="outline" onClick={() => setSent(false)}>
          {m.contactSendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form {...formProps} className="relative grid gap-4" aria-label="Fale com a oficina">
      <TextField id="contact-name" name="name" label="Nome" autoComplete="name" required errors={fieldErrors?.name} />
      {/* The rule (a phone or an e-mail) is said once: the hint under the legend, which a refusal
          turns into its reason, marking both fields, rather than one message per field. The
          legend is laid out as a block of its own (float), so nothing is pulled up under it. */}
      <fieldset className="grid gap-4" aria-describedby="contact-reach-hint">
        <legend className="float-left w-full text-sm font-medium">Como a oficina pode responder?</legend>
        <p id="contact-reach-hint" className={reachMissing ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {reachMissing ? reachMissing.join(" ") : m.contactReachHint}
        </p>
        <PhoneField
          id="contact-phone"
          name="phone"
          label="Telefone ou WhatsApp"
          autoComplete="tel"
          errors={fieldErrors?.phone}
          groupMessageId={reachMissing ? "contact-reach-hint" : undefined}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          placeholder="voce@exemplo.com"
          errors={fieldErrors?.email}
          groupMessageId={reachMissing ? "contact-reach-hint" : undefined}
        />
      </fieldset>
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

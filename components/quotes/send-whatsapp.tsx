"use client";

import { recordWhatsAppSendAction, saveCustomerPhoneAction } from "@/lib/actions/quote-sending";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { PhoneField } from "@/components/forms/phone-field";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { MessageCircle } from "@/components/ui/icons";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { quoteSending as m } from "@/lib/messages/quote-sending";
import { reasons } from "@/lib/messages/validation";

const BUTTON = "h-11 w-full sm:h-10 sm:w-auto";

/** noLink's `noteId`: the note under the buttons that says why this one waits. */
/** open's `checkIn`: the message is the check-in's (a quote with no items yet), and the button says so. */
export type WhatsAppTarget = { kind: "open"; url: string; checkIn?: boolean } | { kind: "askPhone" } | { kind: "noLink"; noteId: string };

/**
 * 'Enviar por WhatsApp'. With a valid phone and a live link it is a plain link to wa.me (built on the server with
 * the shop's template), so WhatsApp opens even if the recording is slow; the click also records the
 * send under a key of its own, and the history below follows through the action's revalidation.
 * Without a phone it asks for the number first; without a link (revoked elsewhere, or a quote from
 * before links) it waits for one to be made in the link panel, as the message must carry it.
 */
export function SendWhatsApp({ quoteId, target }: { quoteId: string; target: WhatsAppTarget }) {
  const [, record] = useActionCall(recordWhatsAppSendAction, m.whatsappError + reasons.tryAgain);
  if (target.kind === "askPhone") return <PhoneDialog quoteId={quoteId} />;
  if (target.kind === "noLink") {
    return (
      <Button type="button" className={BUTTON} disabled aria-describedby={target.noteId}>
        <MessageCircle aria-hidden="true" /> {m.whatsapp}
      </Button>
    );
  }
  return (
    <Button asChild className={BUTTON}>
      <a
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => record(quoteId, newIdempotencyKey())}
        // A middle click opens it in a new tab too, without a click event.
        onAuxClick={(event) => event.button === 1 && record(quoteId, newIdempotencyKey())}
      >
        <MessageCircle aria-hidden="true" /> {target.checkIn ? m.whatsappCheckIn : m.whatsapp}
        <span className="sr-only"> {m.newTab}</span>
      </a>
    </Button>
  );
}

/** The customer's phone, saved to their record; the page then renders the wa.me link instead of this. */
function PhoneDialog({ quoteId }: { quoteId: string }) {
  return (
    <ActionFormDialog
      action={saveCustomerPhoneAction.bind(null, quoteId)}
      unreachable={m.phoneError + reasons.tryAgain}
      trigger={
        <Button type="button" className={BUTTON}>
          <MessageCircle aria-hidden="true" /> {m.whatsapp}
        </Button>
      }
      title={m.phoneTitle}
      description={m.phoneDescription}
      cancelLabel={m.cancel}
      submitLabel={m.phoneSubmit}
      pendingLabel={m.saving}
    >
      {({ fieldErrors }) => (
        <>
          <PhoneField
            id="send-whatsapp-phone"
            name="phone"
            label={m.phoneLabel}
            autoComplete="off"
            required
            errors={fieldErrors?.phone}
            className="h-11 sm:h-10"
          />
        </>
      )}
    </ActionFormDialog>
  );
}

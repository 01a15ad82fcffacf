"use client";

import { saveShopNameAction } from "@/lib/actions/quote-sending";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Mail, MessageCircle } from "@/components/ui/icons";
import { quoteSending as m } from "@/lib/messages/quote-sending";
import { reasons } from "@/lib/messages/validation";

/**
 * The first send of a shop whose profile has no name: 'Enviar por WhatsApp' or 'Enviar por e-mail'
 * opens this instead, one field saved to the profile, since every message to the customer carries
 * the name. The refreshed page then offers the send itself.
 */
export function ShopNameDialog({ channel }: { channel: "whatsapp" | "email" }) {
  const id = `send-shop-name-${channel}`;
  return (
    <ActionFormDialog
      action={saveShopNameAction}
      unreachable={m.shopNameError + reasons.tryAgain}
      trigger={
        channel === "whatsapp" ? (
          <Button type="button" className="h-11 w-full sm:h-10 sm:w-auto">
            <MessageCircle aria-hidden="true" /> {m.whatsapp}
          </Button>
        ) : (
          <Button type="button" variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
            <Mail aria-hidden="true" /> {m.email}
          </Button>
        )
      }
      title={m.shopNameTitle}
      description={m.shopNameDescription}
      cancelLabel={m.cancel}
      submitLabel={m.shopNameSubmit}
      pendingLabel={m.saving}
    >
      {({ fieldErrors }) => (
        <>
          <TextField
            id={id}
            name="shopName"
            label={m.shopNameLabel}
            autoComplete="organization"
            required
            maxLength={120}
            errors={fieldErrors?.shopName}
            className="h-11 sm:h-10"
          />
        </>
      )}
    </ActionFormDialog>
  );
}

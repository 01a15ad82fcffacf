"use client";

import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { whatsappLink } from "@/lib/profile/whatsapp";

type Props = { value: string; onChange: (value: string) => void; errors?: string[] };

/** 'Integrações': the WhatsApp link, shown as the link the public page's button will open. */
export function IntegrationsTab({ value, onChange, errors }: Props) {
  const link = whatsappLink(value);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Integrações</h2>
        </CardTitle>
        <CardDescription>Seus clientes falam com você pelo botão do WhatsApp na sua página pública.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <TextField
          id="profile-whatsapp"
          name="whatsappIntegration"
          label="Link do WhatsApp"
          inputMode="url"
          placeholder="https://wa.me/5511912345678 ou (11) 91234-5678"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          errors={errors}
        />
        <p className="text-sm break-all text-muted-foreground" aria-live="polite">
          {link ? `O botão abrirá ${link}` : "Informe o número com DDD (ou um link wa.me) para mostrar o botão do WhatsApp."}
        </p>
      </CardContent>
    </Card>
  );
}

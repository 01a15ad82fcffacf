import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Clock, Mail, Phone } from "@/components/ui/icons";
import type { SupportContact } from "@/lib/support-contact";

type Props = { contact: SupportContact };

/** Support hours: business days 8h–18h, with the e-mail and, when the operator set one, the phone. */
export function ContactCard({ contact }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Fale com a gente</CardTitle>
        <CardDescription>Nossa equipe responde o mais rápido possível.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          <li className="flex items-center gap-3">
            <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
            Dias úteis, das 8h às 18h
          </li>
          <li className="flex items-center gap-3">
            <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <a className="font-medium break-all underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
          {contact.phone && (
            <li className="flex items-center gap-3">
              <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <a className="font-medium underline-offset-4 hover:underline" href={contact.phone.href}>
                {contact.phone.text}
              </a>
            </li>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}

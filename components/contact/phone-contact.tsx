import { MessageCircle, Phone } from "@/components/ui/icons";
import { formatPhone, telUrl, whatsAppUrl } from "@/lib/phone";
import { cn } from "@/lib/utils";

// 44 px on a phone (a thumb), 32 px from the sm breakpoint up (a pointer): both above the 24 px minimum.
const target = "btn size-11 border border-input bg-background hover:bg-accent hover:text-accent-foreground sm:size-8";

/**
 * A phone as it is written, "(11) 91234-5678", with a call link and a WhatsApp link named after
 * whose phone it is. A phone that cannot be dialled (no DDD: rows saved before phones were
 * checked) is shown as typed, with no links.
 */
export function PhoneContact({ phone, name, className }: { phone: string; name: string; className?: string }) {
  const call = telUrl(phone);
  const whatsApp = whatsAppUrl(phone);
  return (
    <span className={cn("flex flex-wrap items-center gap-2", className)}>
      <span className="whitespace-nowrap">{formatPhone(phone)}</span>
      {call && (
        <a href={call} className={target} aria-label={`Ligar para ${name}`} title="Ligar">
          <Phone aria-hidden="true" />
        </a>
      )}
      {whatsApp && (
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={target} aria-label={`WhatsApp de ${name}`} title="WhatsApp">
          <MessageCircle aria-hidden="true" />
        </a>
      )}
    </span>
  );
}

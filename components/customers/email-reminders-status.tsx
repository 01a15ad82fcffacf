import { formatDate } from "@/lib/format";
import { reminderEmails } from "@/lib/messages/reminder-emails";

const m = reminderEmails.consent;

/** 'Lembretes por e-mail: autorizado em dd/MM/yyyy', 'não autorizado' or 'cancelado pelo cliente em …', on the customer's page. */
export function EmailRemindersStatus({ consentedAt, revokedAt }: { consentedAt: Date | null; revokedAt: Date | null }) {
  const status = consentedAt ? m.given(formatDate(consentedAt)) : revokedAt ? m.revoked(formatDate(revokedAt)) : m.none;
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm text-muted-foreground">{m.heading}</dt>
      <dd className="break-words">{status}</dd>
    </div>
  );
}

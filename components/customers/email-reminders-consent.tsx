import { reminderEmails } from "@/lib/messages/reminder-emails";

const m = reminderEmails.consent;

/**
 * 'Aceita receber lembretes por e-mail' on the customer's form: the consent the queue's reminder
 * e-mails need (LGPD: recorded with its date, lib/data/customers.ts). Posts "sim" when checked.
 */
export function EmailRemindersConsent({ consented }: { consented: boolean }) {
  return (
    <div className="grid gap-1">
      <label
        htmlFor="customer-email-reminders"
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent"
      >
        <input
          id="customer-email-reminders"
          name="emailReminders"
          type="checkbox"
          value="sim"
          defaultChecked={consented}
          aria-describedby="customer-email-reminders-hint"
          className="size-5 shrink-0 cursor-pointer accent-primary"
        />
        {m.label}
      </label>
      <p id="customer-email-reminders-hint" className="text-sm text-muted-foreground">
        {m.hint}
      </p>
    </div>
  );
}

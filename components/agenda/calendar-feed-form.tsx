"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Copy } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { regenerateCalendarFeedAction } from "@/lib/actions/calendar-feed";
import { appointmentReminders } from "@/lib/messages/appointment-reminders";

const m = appointmentReminders.feed;

async function copy(url: string) {
  const { toast } = await import("sonner");
  try {
    await navigator.clipboard.writeText(url);
    toast.success(m.copied);
  } catch {
    // No clipboard (an http page, a denied permission): the address is selectable in its field.
  }
}

/**
 * 'Criar endereço' / 'Gerar novo endereço': the action answers the new address this once, and it
 * lives only in this component's state, so leaving the page forgets it.
 */
export function CalendarFeedForm({ active }: { active: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const { formProps } = useActionForm(regenerateCalendarFeedAction, {
    unreachable: m.unreachable,
    onSuccess: (result) => setUrl(result.links?.[0]?.href ?? null),
  });
  return (
    <div className="grid gap-4">
      <form {...formProps}>
        <SubmitButton pendingLabel={m.pending} variant={active || url ? "outline" : "default"} className="min-h-11 w-full sm:w-auto">
          {active || url ? m.regenerate : m.create}
        </SubmitButton>
      </form>
      {url && (
        <div className="grid gap-2" data-testid="calendar-feed-url">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium">
            {m.urlLabel}
          </label>
          <Input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby="calendar-feed-once"
          />
          <p id="calendar-feed-once" className="text-sm text-muted-foreground">
            {m.onlyOnce}
          </p>
          <div>
            <Button type="button" variant="outline" className="min-h-11 w-full sm:w-auto" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" /> {m.copy}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

"use client";

import { TextareaField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SettingCheckbox as Checkbox } from "@/components/profile/setting-checkbox";
import { reminderEmails as reminderEmailsMessages } from "@/lib/messages/reminder-emails";
import { DEFAULT_DUE_NOTICE_TEMPLATE, DUE_NOTICE_TEMPLATE_MAX_LENGTH } from "@/lib/service-dues/notice";

export type ReminderSettingsFields = { dueNoticeTemplate: string; reminderEmails: boolean; dailySummary: boolean };

type Props = {
  values: ReminderSettingsFields;
  onChange: (changes: Partial<ReminderSettingsFields>) => void;
  fieldErrors?: Record<string, string[] | undefined>;
};

const m = reminderEmailsMessages.settings;

/**
 * 'Lembretes': the next-service message (WhatsApp and the automatic e-mail) and the two e-mails
 * the queue sends every morning (lib/reminders/tasks.ts). Part of the profile's one form and its
 * one save, like 'Orçamentos'.
 */
export function RemindersTab({ values, onChange, fieldErrors }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <TextareaField
            id="profile-reminder-template"
            name="dueNoticeTemplate"
            label={m.templateLabel}
            hint={m.templateHint}
            rows={4}
            maxLength={DUE_NOTICE_TEMPLATE_MAX_LENGTH}
            value={values.dueNoticeTemplate}
            onChange={(event) => onChange({ dueNoticeTemplate: event.target.value })}
            errors={fieldErrors?.dueNoticeTemplate}
          />
          {values.dueNoticeTemplate.trim() !== DEFAULT_DUE_NOTICE_TEMPLATE && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-11 w-full sm:h-9 sm:w-fit"
              onClick={() => onChange({ dueNoticeTemplate: DEFAULT_DUE_NOTICE_TEMPLATE })}
            >
              {m.useDefault}
            </Button>
          )}
        </div>
        <Checkbox
          id="profile-reminder-emails"
          name="reminderEmails"
          label={m.reminderEmails}
          hint={m.reminderEmailsHint}
          checked={values.reminderEmails}
          onChange={(reminderEmails) => onChange({ reminderEmails })}
        />
        <Checkbox
          id="profile-daily-summary"
          name="dailySummary"
          label={m.dailySummary}
          hint={m.dailySummaryHint}
          checked={values.dailySummary}
          onChange={(dailySummary) => onChange({ dailySummary })}
        />
      </CardContent>
    </Card>
  );
}

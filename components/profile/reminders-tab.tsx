"use client";

import { TemplateField } from "@/components/forms/template-field";
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
        <TemplateField
          id="profile-reminder-template"
          name="dueNoticeTemplate"
          label={m.templateLabel}
          hint={m.templateHint}
          rows={4}
          maxLength={DUE_NOTICE_TEMPLATE_MAX_LENGTH}
          value={values.dueNoticeTemplate}
          defaultTemplate={DEFAULT_DUE_NOTICE_TEMPLATE}
          useDefaultLabel={m.useDefault}
          onChange={(dueNoticeTemplate) => onChange({ dueNoticeTemplate })}
          errors={fieldErrors?.dueNoticeTemplate}
        />
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

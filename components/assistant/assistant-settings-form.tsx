"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { toast } from "sonner";
import { saveAssistantSettingsAction } from "@/app/dashboard/ai-assistant/actions";
import { AssistantImageField } from "@/components/assistant/assistant-image-field";
import { AssistantPreview } from "@/components/assistant/assistant-preview";
import { PromptTips } from "@/components/assistant/prompt-tips";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RotateCcw } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import type { AssistantSettings } from "@/lib/data/assistant-settings";
import { messages } from "@/lib/messages";
import { ASSISTANT_LIMITS } from "@/lib/validation/assistant-settings";

type Props = { saved: AssistantSettings; defaults: AssistantSettings };

/** The settings form beside its live preview; what was typed stays after a failed save. */
export function AssistantSettingsForm({ saved, defaults }: Props) {
  const router = useRouter();
  const [values, setValues] = useState({ name: saved.name, basePrompt: saved.basePrompt });
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const outcome = await callAction(() => saveAssistantSettingsAction(previous, formData), messages.assistant.saveError);
    if (!outcome.ok) {
      toast.error(outcome.message);
      if (outcome.redirectTo) router.replace(outcome.redirectTo);
      return outcome;
    }
    toast.success(outcome.message);
    return outcome;
  }, null);

  const fieldErrors = result?.ok === false ? result.fieldErrors : undefined;
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Configurações</CardTitle>
        </CardHeader>
        <CardContent>
          <form action={action} onReset={(event) => event.preventDefault()} className="grid gap-5" noValidate aria-label="Configurações do assistente">
            <TextField
              id="assistant-name"
              name="name"
              label="Nome do assistente"
              required
              maxLength={ASSISTANT_LIMITS.name}
              value={values.name}
              onChange={set("name")}
              errors={fieldErrors?.name}
            />

            {/* Stored the moment a file is chosen, apart from 'Salvar configurações'; the file input has
                no name, so this form never sends it. */}
            <AssistantImageField imageUrl={saved.imageUrl} />

            <div className="grid gap-2">
              <TextareaField
                id="assistant-prompt"
                name="basePrompt"
                label="Prompt base"
                required
                rows={8}
                maxLength={ASSISTANT_LIMITS.basePrompt}
                value={values.basePrompt}
                onChange={set("basePrompt")}
                errors={fieldErrors?.basePrompt}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-fit"
                onClick={() => setValues((current) => ({ ...current, basePrompt: defaults.basePrompt }))}
              >
                <RotateCcw aria-hidden="true" /> Restaurar texto padrão
              </Button>
            </div>

            <Button type="submit" disabled={pending} className="w-full sm:w-fit">
              {pending ? (
                <>
                  <Spinner label="" aria-hidden="true" />
                  Salvando...
                </>
              ) : (
                "Salvar configurações"
              )}
            </Button>
          </form>
        </CardContent>
      </Card>

      <div className="grid gap-6">
        <AssistantPreview name={values.name.trim() || defaults.name} imageUrl={saved.imageUrl} />
        <PromptTips />
      </div>
    </div>
  );
}

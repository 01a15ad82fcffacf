"use client";

import { useState } from "react";
import { saveAssistantSettingsAction } from "@/lib/actions/ai-assistant";
import { AssistantImageField } from "@/components/ai-assistant/assistant-image-field";
import { AssistantPreview } from "@/components/ai-assistant/assistant-preview";
import { PromptTips } from "@/components/ai-assistant/prompt-tips";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RotateCcw } from "@/components/ui/icons";
import type { AssistantSettings } from "@/lib/data/ai-assistant";
import { aiAssistant } from "@/lib/messages/ai-assistant";
import { ASSISTANT_LIMITS } from "@/lib/validation/ai-assistant";

type Props = { saved: AssistantSettings; defaults: AssistantSettings; shopName: string };

/** The settings form beside its live preview; what was typed stays after a failed save. */
export function AssistantSettingsForm({ saved, defaults, shopName }: Props) {
  // Controlled: the preview follows the name as it is typed, and the prompt can be restored to the default.
  const [values, setValues] = useState({ name: saved.name, basePrompt: saved.basePrompt });
  const { formProps, fieldErrors } = useActionForm(saveAssistantSettingsAction, { unreachable: aiAssistant.saveError });
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Configurações</CardTitle>
        </CardHeader>
        <CardContent>
          <form {...formProps} className="grid gap-5" aria-label="Configurações do assistente">
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

            <SubmitButton pendingLabel="Salvando..." className="w-full sm:w-fit">
              Salvar configurações
            </SubmitButton>
          </form>
        </CardContent>
      </Card>

      <div className="grid gap-6">
        <AssistantPreview name={values.name.trim() || defaults.name} shopName={shopName} imageUrl={saved.imageUrl} />
        <PromptTips />
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import { AssistantSettingsForm } from "@/components/assistant/assistant-settings-form";
import { DEFAULT_ASSISTANT_SETTINGS, getAssistantSettings } from "@/lib/data/assistant-settings";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Assistente de IA" };

// A failed read lands in ./error.tsx with the spec's load message, never a form with defaults
// that a save would write over the real settings.
export default async function AssistantPage() {
  const user = await requireSubscribedUser();
  const saved = await getAssistantSettings(user.id);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">Assistente de IA</h1>
        <p className="text-muted-foreground">Dê um nome e uma personalidade ao assistente que atende os seus clientes.</p>
      </div>
      <AssistantSettingsForm saved={saved} defaults={DEFAULT_ASSISTANT_SETTINGS} />
    </div>
  );
}

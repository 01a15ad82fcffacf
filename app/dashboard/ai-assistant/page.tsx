import type { Metadata } from "next";
import { AssistantSettingsForm } from "@/components/ai-assistant/assistant-settings-form";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProFeatureNotice } from "@/components/plans/plan-usage";
import { LoadError } from "@/components/lists/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { DEFAULT_ASSISTANT_SETTINGS, getAssistantSettings } from "@/lib/data/ai-assistant";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { planAllows } from "@/lib/plans";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Assistente de IA" };

export default async function AssistantPage() {
  const user = await requireSubscribedUser("manageShop");
  // Básico: what the assistant is, why it is locked and the way to Profissional (no dead end).
  if (!planAllows(user.plan, "aiAssistant")) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Assistente de IA" description={messages.aiAssistant.pageDescription} />
        <AssistantToday />
        <ProFeatureNotice text={messages.planLimits.proOnly.aiAssistant} testId="pro-assistant-notice" />
      </div>
    );
  }
  const saved = await load("leitura das configurações do assistente", user.shopId, () => getAssistantSettings(user.shopId));
  const header = (
    <>
      <PageHeader title="Assistente de IA" description={messages.aiAssistant.pageDescription} />
      <AssistantToday />
    </>
  );

  // Never the form with defaults: a save from it would write over the settings that could not be
  // read. This screen says its load failure on the page and in a toast, with a button to try again.
  if (saved.failed) {
    return (
      <div className="grid gap-6">
        {header}
        <LoadError message={messages.aiAssistant.loadError} toastId="assistant-load-error" retry />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      {header}
      <AssistantSettingsForm saved={saved.value} defaults={DEFAULT_ASSISTANT_SETTINGS} />
    </div>
  );
}

/** What the assistant does today, said first: no screen talks to a model yet. */
function AssistantToday() {
  return (
    <Alert data-testid="assistant-today">
      <AlertTitle>{messages.aiAssistant.todayTitle}</AlertTitle>
      <AlertDescription>{messages.aiAssistant.today}</AlertDescription>
    </Alert>
  );
}

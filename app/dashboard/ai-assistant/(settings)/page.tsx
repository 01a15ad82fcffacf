import type { Metadata } from "next";
import { AssistantSettingsForm } from "@/components/ai-assistant/assistant-settings-form";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProFeatureNotice } from "@/components/plans/plan-usage";
import { LoadError } from "@/components/lists/load-error";
import { ConversationList } from "@/components/ai-assistant/conversation-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { assistantMode } from "@/lib/assistant/model";
import { DEFAULT_ASSISTANT_SETTINGS, getAssistantSettings } from "@/lib/data/ai-assistant";
import { listConversations } from "@/lib/data/conversations";
import { load } from "@/lib/load";
import { pageFromParam } from "@/lib/search-params";
import { messages } from "@/lib/messages";
import { planAllows } from "@/lib/plans";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Assistente de IA" };

type Props = { searchParams: Promise<{ pagina?: string | string[] }> };

export default async function AssistantPage({ searchParams }: Props) {
  const user = await requireSubscribedUser("manageShop");
  // Básico: what the assistant is, why it is locked and the way to Profissional (no dead end).
  if (!planAllows(user.plan, "aiAssistant")) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Assistente de IA" description={messages.aiAssistant.pageDescription} />
        <ProFeatureNotice text={messages.planLimits.proOnly.aiAssistant} testId="pro-assistant-notice" />
      </div>
    );
  }
  const page = pageFromParam((await searchParams).pagina);
  const [saved, recent] = await Promise.all([
    load("leitura das configurações do assistente", user.shopId, () => getAssistantSettings(user.shopId)),
    load("leitura das conversas do assistente", user.shopId, () => listConversations(user.shopId, page)),
  ]);
  const header = (
    <>
      <PageHeader title="Assistente de IA" description={messages.aiAssistant.pageDescription} />
      <AssistantMode />
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
      <AssistantSettingsForm
        saved={saved.value}
        defaults={DEFAULT_ASSISTANT_SETTINGS}
        shopName={user.shopName?.trim() || messages.assistantChat.shopFallback}
      />
      {recent.failed ? (
        <LoadError message={messages.conversations.list.loadError} toastId="conversations-load-error" retry />
      ) : (
        <ConversationList rows={recent.value.rows} page={page} hasMore={recent.value.hasMore} />
      )}
    </div>
  );
}

/** How the assistant answers now, said first, with the way to try it as a customer would. */
function AssistantMode() {
  const t = messages.conversations.mode;
  const mode = assistantMode();
  return (
    <Alert data-testid="assistant-mode">
      <AlertTitle>{t.title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{mode.kind === "model" ? t.model(t.providers[mode.provider], mode.model) : t.guided}</p>
        <p>{t.tryItHint}</p>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          {/* A document route (lib/assistant/chat-document.tsx): Link would ask it for an RSC payload. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page */}
          <a href="/dashboard/ai-assistant/test">{t.tryIt}</a>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

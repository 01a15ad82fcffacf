import { MessageCircle } from "@/components/ui/icons";
import { assistantAnswersFor } from "@/lib/data/ai-assistant";
import { conversations as t } from "@/lib/messages/conversations";

/**
 * 'Dúvidas sobre este orçamento?': the shop's assistant, on the plans that have one. A plain link
 * to the chat's own document, so nothing of it loads with the quote. A failed read leaves it out.
 */
export async function AssistantLink({ shopId, path }: { shopId: string; path: string }) {
  const answers = await assistantAnswersFor(shopId).catch((error: unknown) => {
    console.error("leitura do plano para o assistente no link falhou", { shopId }, error);
    return false;
  });
  if (!answers) return null;
  return (
    <a
      href={`${path}/assistente`}
      className="flex min-h-11 w-fit items-center gap-2 rounded-md font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="quote-assistant-link"
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      {t.openFromQuote}
    </a>
  );
}

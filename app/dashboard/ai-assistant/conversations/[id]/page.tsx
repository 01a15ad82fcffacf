import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { getConversation } from "@/lib/data/conversations";
import { formatDateTime } from "@/lib/format";
import { load } from "@/lib/load";
import { conversations as t } from "@/lib/messages/conversations";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Conversa com o assistente" };

type Props = { params: Promise<{ id: string }> };

/** One conversation of 'Conversas', line by line, as the visitor had it. */
export default async function ConversationPage({ params }: Props) {
  const user = await requireSubscribedUser("manageShop");
  const { id } = await params;
  // The layout answered 404 for a conversation this shop does not have; gone since, it is not found either.
  const found = await load("leitura da conversa", user.shopId, () => getConversation(user.shopId, id));
  if (!found.failed && !found.value) notFound();
  const back = (
    <Button asChild variant="outline" className="w-full sm:w-fit">
      <Link href="/dashboard/ai-assistant">{t.list.back}</Link>
    </Button>
  );
  if (found.failed) {
    return (
      <div className="grid gap-6">
        <PageHeader title={t.list.title} />
        <LoadError message={t.list.loadError} toastId="conversation-load-error" retry />
        {back}
      </div>
    );
  }
  const conversation = found.value!;
  return (
    <div className="grid gap-6">
      <PageHeader title={t.detailTitle} description={t.channel[conversation.channel]} />
      <Card>
        <CardContent className="pt-6">
          <ol className="grid gap-3" aria-label={t.detailTitle}>
            {conversation.lines.map((line, index) => (
              <li
                key={index}
                className={
                  line.role === "assistant"
                    ? "mr-8 rounded-xl rounded-tl-sm border bg-card p-3 text-sm break-words whitespace-pre-line"
                    : "ml-8 rounded-xl rounded-tr-sm bg-muted p-3 text-sm break-words whitespace-pre-line"
                }
              >
                <p className="mb-1 text-xs text-muted-foreground">
                  {line.role === "assistant" ? t.list.assistant : t.list.visitor} · {formatDateTime(line.at)}
                </p>
                {line.text}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {back}
    </div>
  );
}

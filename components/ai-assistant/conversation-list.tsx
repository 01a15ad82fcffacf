import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import type { ConversationSummary } from "@/lib/data/conversations";
import { formatDateTime } from "@/lib/format";
import { conversations as t } from "@/lib/messages/conversations";

type Props = { rows: ConversationSummary[]; page: number; hasMore: boolean };

/** 'Conversas': what visitors asked the assistant, newest first, each opening its lines. */
export function ConversationList({ rows, page, hasMore }: Props) {
  return (
    <Card role="region" aria-labelledby="conversations-title">
      <CardHeader>
        <CardTitle id="conversations-title">{t.list.title}</CardTitle>
        <CardDescription>{t.list.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.list.empty}</p>
        ) : (
          <ul className="divide-y" data-testid="conversation-list">
            {rows.map((row) => (
              <li key={row.id} className="grid gap-1 py-3">
                <Link
                  href={`/dashboard/ai-assistant/conversations/${row.id}`}
                  className="font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {row.firstQuestion}
                </Link>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span>{formatDateTime(row.lastMessageAt)}</span>
                  <span>· {t.channel[row.channel]}</span>
                  <span>· {t.list.turns(row.turns)}</span>
                  {row.outcome && <Badge variant={row.outcome === "booked" ? "success" : "secondary"}>{t.outcome[row.outcome]}</Badge>}
                </p>
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <Link href={`/dashboard/ai-assistant?pagina=${page + 1}`}>{t.list.more}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

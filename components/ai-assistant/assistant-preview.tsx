import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SendHorizontal } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { aiAssistant } from "@/lib/messages/ai-assistant";
import { assistantChat } from "@/lib/messages/assistant-chat";

/** Up to two initials of the name, for the avatar when there is no image. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase("pt-BR"))
    .join("");
}

type Props = { name: string; shopName: string; imageUrl: string | null };

/**
 * What a customer sees when the chat opens: the assistant's image, its name and its real greeting
 * (the chat's own words); it follows the form as the mechanic types. Not 'online': a preview.
 */
export function AssistantPreview({ name, shopName, imageUrl }: Props) {
  return (
    <Card aria-labelledby="assistant-preview-title" role="region">
      <CardHeader>
        <CardTitle id="assistant-preview-title">Prévia</CardTitle>
        <CardDescription>{aiAssistant.previewDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3 border-b pb-4">
          {imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the image comes from the shop's own storage
            <img src={imageUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" data-testid="assistant-avatar" />
          ) : (
            <span
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
              aria-hidden="true"
              data-testid="assistant-avatar"
            >
              {initialsOf(name)}
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="assistant-preview-name">
              {name}
            </p>
            <p className="text-xs text-muted-foreground">{aiAssistant.previewStatus}</p>
          </div>
        </div>
        <p className="w-fit max-w-[90%] rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm break-words" data-testid="assistant-greeting">
          {assistantChat.greeting(name, shopName)}
        </p>
        <div className="flex items-center gap-2">
          <Input disabled aria-label="Mensagem para o assistente (prévia)" placeholder="Digite sua mensagem..." />
          <Button type="button" size="icon" disabled aria-label="Enviar mensagem (prévia)">
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

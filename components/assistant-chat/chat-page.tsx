import { DocumentFrame, Alert } from "@/components/booking/parts";
import { Button } from "@/components/ui/button";
import { Wrench } from "@/components/ui/icons";
import type { QuickReply } from "@/lib/assistant/guided";
import { conversations as t } from "@/lib/messages/conversations";
import { CHAT_FIELDS, MESSAGE_MAX } from "@/lib/validation/conversation";

export type ChatLine = { role: "visitor" | "assistant"; text: string };

export type ChatPageProps = {
  assistantName: string;
  shopName: string;
  imageUrl: string | null;
  /** Where the chat posts (its own address). */
  action: string;
  back: { href: string; label: string };
  /** The conversation's token once it has one. */
  token: string | null;
  lines: ChatLine[];
  quickReplies: QuickReply[];
  /** A refused message: why, and what was typed, kept in the field. */
  error?: string;
  typed?: string;
};

/** An address the assistant gave (the map, the shop's WhatsApp) as a link; the rest as text. */
function WithLinks({ text }: { text: string }) {
  return text.split(/(https:\/\/[^\s]+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-4">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The chat with the shop's assistant, a document like the booking pages: each message is a plain
 * form post answered with the conversation again, so it works on any phone without our script,
 * and the page a customer opens from his quote link stays within its weight.
 */
export function ChatPage(props: ChatPageProps) {
  const { assistantName, shopName, imageUrl, action, back, token, lines, quickReplies, error, typed } = props;
  return (
    <DocumentFrame>
      <header className="grid gap-3">
        <a href={back.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {back.label}
        </a>
        <div className="flex items-center gap-3">
          {imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a document: no Next image loader
            <img src={imageUrl} alt="" className="size-12 shrink-0 rounded-full border bg-white object-cover" />
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Wrench className="size-6" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-xl font-bold break-words">{t.title(assistantName, shopName)}</h1>
            <p className="text-sm text-muted-foreground">{t.subtitle}</p>
          </div>
        </div>
      </header>

      <ol className="grid gap-3" aria-label="Conversa" data-testid="chat-lines">
        {lines.map((line, index) => (
          <li
            key={index}
            data-role={line.role}
            className={
              line.role === "assistant"
                ? "mr-8 rounded-xl rounded-tl-sm border bg-card p-3 text-sm break-words whitespace-pre-line shadow-sm"
                : "ml-8 rounded-xl rounded-tr-sm bg-primary p-3 text-sm break-words whitespace-pre-line text-primary-foreground"
            }
          >
            <span className="sr-only">{line.role === "assistant" ? `${assistantName}: ` : "Você: "}</span>
            {line.role === "assistant" ? <WithLinks text={line.text} /> : line.text}
          </li>
        ))}
      </ol>

      {/* Its own form: a quick reply is never what Enter in the message field sends. */}
      {quickReplies.length > 0 && (
        <form method="post" action={action} className="flex flex-wrap gap-2" aria-label="Respostas rápidas">
          {token && <input type="hidden" name={CHAT_FIELDS.token} value={token} />}
          {quickReplies.map((reply) =>
            reply.href ? (
              <Button key={reply.label} asChild variant="outline" className="min-h-11">
                <a href={reply.href} {...(reply.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  {reply.label}
                </a>
              </Button>
            ) : (
              <Button key={reply.label} type="submit" name={CHAT_FIELDS.message} value={reply.value} variant="outline" className="min-h-11">
                {reply.label}
              </Button>
            ),
          )}
        </form>
      )}

      <form method="post" action={action} className="grid gap-2" id="fim">
        {token && <input type="hidden" name={CHAT_FIELDS.token} value={token} />}
        {error && <Alert tone="error">{error}</Alert>}
        <label htmlFor="chat-message" className="text-sm font-medium">
          {t.inputLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="chat-message"
            name={CHAT_FIELDS.message}
            defaultValue={typed}
            maxLength={MESSAGE_MAX}
            required
            autoComplete="off"
            placeholder={t.inputPlaceholder}
            aria-invalid={error ? true : undefined}
            className="h-11 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
          <Button type="submit" className="h-11">
            {t.send}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t.privacy}</p>
      </form>
    </DocumentFrame>
  );
}

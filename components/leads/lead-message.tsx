"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/**
 * What a visitor wrote, its first lines in the list and the whole text on request. The whole text
 * is always in the page (the clamp is only visual), so screen readers and the browser's find read
 * it all; the button shows only when the text is longer than the clamp.
 */
export function LeadMessage({ id, text }: { id: string; text: string }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    // A narrower screen (a phone turned) can clamp a text that fitted.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  const messageId = `lead-message-${id}`;
  return (
    <div className="grid justify-items-start gap-1 rounded-md bg-muted/50 px-3 py-2">
      <p className="text-xs font-medium text-muted-foreground">Mensagem</p>
      <p id={messageId} ref={paragraph} className={cn("text-sm break-words whitespace-pre-line", !expanded && "line-clamp-3")}>
        {text}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={messageId}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-11 text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-8"
        >
          {expanded ? "Mostrar menos" : "Ver mensagem completa"}
        </button>
      )}
    </div>
  );
}

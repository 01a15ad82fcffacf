"use client";

import { useId, useRef, useState } from "react";
import { ChevronDown } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

export type AccordionItem = { id: string; title: string; content: string };

/**
 * Single-open accordion on the WAI-ARIA pattern (no Radix accordion in our dependencies):
 * each header is a button with aria-expanded inside a heading; Enter and Space toggle it,
 * the arrow keys, Home and End move between headers.
 */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: React.KeyboardEvent, index: number) {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  }

  return (
    <div data-slot="accordion" className={cn("divide-y rounded-xl border bg-card", className)}>
      {items.map((item, index) => {
        const open = openId === item.id;
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <h3>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    "size-4 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none",
                    open && "rotate-180",
                  )}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open} className="px-4 pb-4 text-sm text-muted-foreground">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

"use client";

import { Link } from "@/components/ui/link";
import { useId } from "react";
import { formatAmount } from "@/lib/format";
import { quoteEditor as m } from "@/lib/messages/quote-editor";

export type CatalogueService = { id: string; name: string; price: number; description?: string };

/**
 * The shop's Serviços Oferecidos, opened under 'Serviço do catálogo': one tap adds the service
 * with its name and price (both still editable in the row). An empty catalogue says where to fill it.
 */
export function CataloguePicker({ services, onPick }: { services: CatalogueService[]; onPick: (service: CatalogueService) => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <h3 id={titleId} className="text-sm font-semibold">
        {m.catalogueTitle}
      </h3>
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {m.catalogueEmpty}{" "}
          <Link href="/dashboard/profile" className="font-medium text-primary underline underline-offset-4">
            {m.catalogueLink}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-2">
          {services.map((service) => (
            <li key={service.id}>
              <button
                type="button"
                onClick={() => onPick(service)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border bg-background px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 break-words">{service.name}</span>
                <span className="shrink-0 font-medium tabular-nums">{formatAmount(service.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

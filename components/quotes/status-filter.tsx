import { Link } from "@/components/ui/link";
import { QUOTE_STAGES, type QuoteStage } from "@/lib/quote-status";
import { quoteListHref } from "@/lib/routes";
import { cn } from "@/lib/utils";

/**
 * One chip per stage (one word each, 'Vencido' included), and 'Todos': links, so they work without JavaScript and the filter is in the
 * URL (shared, reloaded, kept by Back). One row that scrolls sideways on a phone.
 */
export function StatusFilter({ current, search }: { current: QuoteStage | undefined; search: string }) {
  const chips = [{ id: undefined, label: "Todos" }, ...QUOTE_STAGES.map(({ id, label }) => ({ id, label }))];
  return (
    <nav aria-label="Filtrar por etapa" data-scroll-row className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex w-max gap-2">
        {chips.map(({ id, label }) => {
          const active = id === current;
          return (
            <li key={label}>
              <Link
                href={quoteListHref(search, id)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  active ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

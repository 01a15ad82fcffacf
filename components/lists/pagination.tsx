import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  search: string;
  keep?: Record<string, string>;
  /** The id the links land on (a list below a form: the history, not the page's top). */
  anchor?: string;
  /** The navigation's name, when the page has more than one list. */
  label?: string;
};

export function lastPage(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The link to one page of a list, keeping its search and its other parameters (`keep`). */
export function pageHref(search: string, page: number, keep: Record<string, string> = {}): Route {
  const params = new URLSearchParams(keep);
  if (search) params.set("busca", search);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  // A query on the page the list is on.
  return (query ? `?${query}` : "?") as Route;
}

/** Previous/next links that keep the search; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, search, keep, anchor, label = "Paginação" }: Props) {
  const pages = lastPage(total, pageSize);
  if (pages <= 1) return null;
  const href = (target: number) => (anchor ? `${pageHref(search, target, keep)}#${anchor}` : pageHref(search, target, keep)) as Route;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={label}>
      <Button asChild variant="outline" size="sm" aria-disabled={page <= 1}>
        <Link href={href(page - 1)} tabIndex={page <= 1 ? -1 : undefined}>
          <ChevronLeft aria-hidden="true" /> Anterior
        </Link>
      </Button>
      <p className="text-sm text-muted-foreground">
        Página {page} de {pages}
      </p>
      <Button asChild variant="outline" size="sm" aria-disabled={page >= pages}>
        <Link href={href(page + 1)} tabIndex={page >= pages ? -1 : undefined}>
          Próxima <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </nav>
  );
}

import { Link } from "@/components/ui/link";
import { EmptyState } from "@/components/lists/empty-state";
import { LoadError } from "@/components/lists/load-error";
import { lastPage, Pagination, pageHref } from "@/components/lists/pagination";
import { SearchForm } from "@/components/lists/search-form";
import { Button } from "@/components/ui/button";
import type { IconComponent } from "@/components/ui/icons";
import type { Loaded } from "@/lib/load";
import { reasons } from "@/lib/messages/validation";

export type ListPageData<Item> = { items: Item[]; total: number; page: number; pageSize: number };

type Props<Item> = {
  /** The page's title, description and main actions. */
  header: React.ReactNode;
  search: { value: string; label: string; placeholder: string };
  /** Filters under the search (a status's chips), and the parameters they set, kept by the search and the pages. */
  filters?: { node: React.ReactNode; keep: Record<string, string> };
  list: Loaded<ListPageData<Item>>;
  /** This list's 'Erro ao carregar …: '. */
  loadError: string;
  /** How a count reads, and the search's "Nenhum … encontrado". All three lists are masculine nouns. */
  noun: { one: string; other: string };
  /** The empty list (a search with no match says so instead), and its next step. */
  empty: { icon: IconComponent; message: string; action?: React.ReactNode };
  /** 'Exportar' (components/lists/list-export.tsx), beside the count when the list has rows. */
  exports?: React.ReactNode;
  /** The rows of the current page. */
  children: (items: Item[]) => React.ReactNode;
};

/**
 * The frame every dashboard list shares: header, server-side search, then the load error, the
 * empty state, or the count, the rows and the pages.
 */
export function ListPage<Item>({ header, search, filters, list, loadError, noun, empty, exports, children }: Props<Item>) {
  const keep = filters?.keep ?? {};
  const narrowed = Boolean(search.value) || Object.keys(keep).length > 0;
  return (
    <div className="grid gap-6">
      {header}
      <SearchForm label={search.label} placeholder={search.placeholder} defaultValue={search.value} keep={keep} />
      {filters?.node}
      {list.failed ? (
        <LoadError message={loadError + reasons.loadAgain} />
      ) : list.value.total === 0 ? (
        <EmptyState icon={empty.icon} message={narrowed ? noneFound(noun.one, search.value) : empty.message}>
          {!narrowed && empty.action}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {list.value.total === 1 ? `1 ${noun.one}` : `${list.value.total.toLocaleString("pt-BR")} ${noun.other}`}
            </p>
            {exports}
          </div>
          {list.value.items.length > 0 ? (
            <>
              {children(list.value.items)}
              <Pagination
                page={list.value.page}
                pageSize={list.value.pageSize}
                total={list.value.total}
                search={search.value}
                keep={keep}
              />
            </>
          ) : (
            // A page past the end: an old link, or the last row of the last page just deleted.
            <EmptyState icon={empty.icon} message={`Não há ${noun.other} na página ${list.value.page}.`}>
              <Button asChild variant="outline">
                <Link href={pageHref(search.value, lastPage(list.value.total, list.value.pageSize), keep)}>Ir para a última página</Link>
              </Button>
            </EmptyState>
          )}
        </>
      )}
    </div>
  );
}

/** A search or a filter that matches nothing says so, rather than that the shop has none. */
function noneFound(noun: string, search: string) {
  return search ? `Nenhum ${noun} encontrado para “${search}”.` : `Nenhum ${noun} encontrado com este filtro.`;
}

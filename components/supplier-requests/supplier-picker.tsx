"use client";

import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { RequestSupplier } from "@/lib/data/supplier-requests";
import { supplierRequests as m } from "@/lib/messages/supplier-requests";

export type SupplierList = { vehicle: string | null; suppliers: RequestSupplier[]; more: boolean };

/**
 * The shop's suppliers for the request, from the server (app/dashboard/quotes/[id]/suppliers):
 * searched as typed, those matching the chosen parts first and marked 'Sugerido'; one without
 * WhatsApp is shown disabled with the reason. What is chosen stays chosen across searches.
 */
export function useSupplierList(quoteId: string, search: string, descriptions: string[]) {
  const [list, setList] = useState<SupplierList | null>(null);
  const [failed, setFailed] = useState(false);
  const parts = descriptions.join("\n");
  useEffect(() => {
    const abort = new AbortController();
    const query = new URLSearchParams();
    if (search.trim()) query.set("busca", search.trim());
    for (const description of parts.split("\n").filter(Boolean)) query.append("peca", description);
    // Typing waits a moment before asking; the first load does not.
    const timer = setTimeout(
      async () => {
        try {
          const response = await fetch(`/dashboard/quotes/${quoteId}/suppliers?${query}`, { signal: abort.signal });
          if (!response.ok) throw new Error(`status ${response.status}`);
          setList((await response.json()) as SupplierList);
          setFailed(false);
        } catch (error) {
          if (!abort.signal.aborted) {
            console.error(error);
            setFailed(true);
          }
        }
      },
      search ? 300 : 0,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [quoteId, search, parts]);
  return { list, failed };
}

type Props = {
  list: SupplierList | null;
  failed: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  errors?: string[];
};

export function SupplierPicker({ list, failed, search, onSearchChange, chosen, onToggle, errors }: Props) {
  return (
    <fieldset className="grid gap-3" aria-describedby={errors?.length ? "supplier-request-suppliers-error" : undefined}>
      <legend className="mb-2 text-sm font-medium">{m.suppliersLegend}</legend>
      <div className="grid gap-2">
        <Label htmlFor="supplier-request-search">{m.search}</Label>
        <Input
          id="supplier-request-search"
          type="search"
          value={search}
          placeholder={m.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => onSearchChange(event.target.value)}
          className="h-11 sm:h-10"
        />
      </div>
      {failed ? (
        <p className="text-sm text-destructive">{m.loadError}</p>
      ) : !list ? (
        <p className="text-sm text-muted-foreground" role="status">
          {m.loading}
        </p>
      ) : list.suppliers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noSuppliers}</p>
      ) : (
        <ul className="grid gap-1">
          {list.suppliers.map((supplier) => {
            const id = `supplier-request-supplier-${supplier.id}`;
            return (
              <li key={supplier.id}>
                <label
                  htmlFor={id}
                  className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1 has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    id={id}
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={chosen.has(supplier.id)}
                    disabled={!supplier.hasWhatsApp}
                    aria-describedby={supplier.hasWhatsApp ? undefined : `${id}-reason`}
                    onChange={(event) => onToggle(supplier.id, event.target.checked)}
                  />
                  <span className="grid min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{supplier.name}</span>
                      {supplier.suggested && <Badge variant="success">{m.suggested}</Badge>}
                    </span>
                    {supplier.hasWhatsApp ? (
                      supplier.tags.length > 0 && <span className="truncate text-xs text-muted-foreground">{supplier.tags.join(", ")}</span>
                    ) : (
                      <span id={`${id}-reason`} className="text-xs text-muted-foreground">
                        {m.noWhatsApp}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {list?.more && <p className="text-xs text-muted-foreground">{m.moreSuppliers(list.suppliers.length)}</p>}
      {errors?.length ? (
        <p id="supplier-request-suppliers-error" className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

"use client";

import type { Route } from "next";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useEffectEvent, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Search } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

/** How long typing must pause before the list is searched: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search box. It searches as the user types: after a pause the URL's `?busca=` is
 * replaced (the other parameters kept, the page back to the first), the server answers the new
 * list, and a spinner shows meanwhile. Back and Forward bring the box in step with the URL.
 *
 * It is still a plain GET form: without JavaScript, Enter or 'Buscar' loads `?busca=…` from the
 * server, and the URL can be shared or reloaded.
 */
type Props = {
  label: string;
  placeholder: string;
  defaultValue: string;
  /** The list's other parameters (a status filter), sent along by the form without JavaScript too. */
  keep?: Record<string, string>;
};

export function SearchForm({ label, placeholder, defaultValue, keep = {} }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const urlValue = searchParams.get("busca") ?? defaultValue;
  const [value, setValue] = useState(urlValue);
  // The search this box last asked for. A URL whose search is another one came from Back, Forward
  // or a link, and the box takes its value; the answer to the box's own search never overwrites
  // what was typed since.
  const [requested, setRequested] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== requested) {
      setRequested(urlValue);
      setValue(urlValue);
    }
  }

  function search(term: string, mode: "push" | "replace") {
    if (term.trim() === requested.trim()) return;
    setRequested(term);
    const params = new URLSearchParams(searchParams.toString());
    if (term.trim()) params.set("busca", term);
    else params.delete("busca");
    params.delete("pagina");
    const query = params.toString();
    // The page the form is on, with its new query.
    const href = (query ? `${pathname}?${query}` : pathname) as Route;
    startTransition(() => (mode === "push" ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
  }

  // Typing replaces the URL (no history entry per pause); the effect's cleanup is the debounce.
  const searchTyped = useEffectEvent(() => search(value, "replace"));
  useEffect(() => {
    const timer = setTimeout(searchTyped, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  return (
    <form
      role="search"
      className="flex w-full max-w-xl items-end gap-2"
      onSubmit={(event) => {
        // A submit is a search the user asked for at once: a history entry, as without JavaScript.
        event.preventDefault();
        search(value, "push");
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="relative grid flex-1 gap-2">
        <Label htmlFor="busca" className="sr-only">
          {label}
        </Label>
        <Input
          id="busca"
          name="busca"
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={100}
          aria-busy={pending || undefined}
          className="pr-10"
        />
        {pending && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
            <Spinner label="Buscando..." />
          </span>
        )}
      </div>
      {/* On a phone the magnifier alone ('Buscar' still names it): the box keeps the room its hint needs. */}
      <Button type="submit" variant="secondary" className="max-sm:w-10 max-sm:px-0">
        <Search aria-hidden="true" /> <span className="max-sm:sr-only">Buscar</span>
      </Button>
    </form>
  );
}

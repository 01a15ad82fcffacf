"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { searchCitiesAction } from "@/lib/actions/cities";
import { cities as m } from "@/lib/messages/cities";
import { CITY_LABEL_MAX } from "@/lib/validation/city";

/**
 * A city by name, as "Campinas - SP": a text field whose suggestions (a native datalist) come from
 * the server's list of IBGE cities as the user types. The server reads the label back to its IBGE
 * code (lib/nfse/cities cityByLabel), so without JavaScript a typed "Campinas - SP" works too.
 */
export function CityField({
  name,
  label,
  defaultValue = "",
  error,
  required = false,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const [options, setOptions] = useState<string[]>([]);
  const latest = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function suggest(query: string) {
    clearTimeout(timer.current);
    latest.current = query;
    if (query.trim().length < 2 || options.includes(query)) return;
    // A pause in the typing, then one request; an answer to an older text is dropped.
    timer.current = setTimeout(async () => {
      const result = await searchCitiesAction(query).catch(() => null);
      if (result?.ok && latest.current === query) setOptions(result.data ?? []);
    }, 200);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        list={`${id}-cities`}
        defaultValue={defaultValue}
        onChange={(event) => suggest(event.currentTarget.value)}
        maxLength={CITY_LABEL_MAX}
        autoComplete="off"
        spellCheck={false}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="h-11 sm:h-10"
      />
      <datalist id={`${id}-cities`}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

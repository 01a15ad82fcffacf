import Form from "next/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ArrowRight } from "@/components/ui/icons";
import { quoteStart as m } from "@/lib/messages/quote-start";

/**
 * 'Novo orçamento': a plate or a name, sent to /dashboard/quotes/new (?busca=), which opens the
 * customer's new quote or offers to register the walk-in. A GET form: next/form navigates without
 * reloading the page, and without JavaScript it is a plain form.
 */
export function QuoteStartForm({
  id = "quote-start",
  defaultValue = "",
  entrada = false,
}: {
  id?: string;
  defaultValue?: string;
  entrada?: boolean;
}) {
  return (
    <Form action="/dashboard/quotes/new" role="search" aria-label={m.title} className="grid gap-2">
      {/* 'Entrada do veículo' from the Painel: the search keeps ending on a check-in. */}
      {entrada && <input type="hidden" name="entrada" value="1" />}
      <Label htmlFor={id}>{m.searchLabel}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          name="busca"
          type="search"
          defaultValue={defaultValue}
          placeholder={m.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          required
          className="h-11 min-w-0 flex-1 basis-48 sm:h-10"
        />
        <Button type="submit" className="h-11 sm:h-10">
          {m.searchSubmit} <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </Form>
  );
}

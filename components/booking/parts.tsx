import { parseISO, format } from "date-fns";
import { ptBR } from "date-fns/locale";
import type { ReactNode } from "react";
import { ProductLink } from "@/components/documents/product-link";
import { formatDay } from "@/lib/calendar";

/** The pieces both booking documents share: the page's frame, a choice as a radio, an alert. */

/** "segunda-feira, 04/03/2030": a calendar day read as written (never shifted by a zone). */
export function dayLabel(day: string) {
  return `${format(parseISO(day), "EEEE", { locale: ptBR })}, ${formatDay(day)}`;
}

export function DocumentFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <main className="mx-auto grid max-w-lg gap-5 px-4 py-6">
        {children}
        <footer className="py-2 text-center text-sm text-muted-foreground">
          Página criada com <ProductLink />
        </footer>
      </main>
    </div>
  );
}

export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A radio as a whole tappable row (44 px), its text beside it. */
export function RadioRow({
  name,
  value,
  checked,
  children,
  describedBy,
}: {
  name: string;
  value: string;
  checked?: boolean;
  children: ReactNode;
  describedBy?: string;
}) {
  const id = `${name}-${value.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent"
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        required
        aria-describedby={describedBy}
        className="size-5 shrink-0 cursor-pointer accent-primary"
      />
      <span className="grid min-w-0 gap-0.5">{children}</span>
    </label>
  );
}

export function Alert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm font-medium text-success">
      {children}
    </p>
  );
}

/** Hidden fields carrying the choices so far (a plain form's way to keep them). */
export function HiddenFields({ params }: { params: URLSearchParams }) {
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

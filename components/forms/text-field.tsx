import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

type FieldProps = {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  /**
   * Refused by a rule of its group, whose one message (the element `groupMessageId`) says why: a
   * phone or an e-mail, at least one. The field is marked invalid and announced with that message,
   * which is not repeated under each field.
   */
  groupMessageId?: string;
};

/** Label, control and the messages announced with it (aria-describedby), for every field kind. */
export function FieldShell({
  id,
  label,
  errors,
  hint,
  groupMessageId,
  children,
}: FieldProps & { children: (aria: AriaProps) => React.ReactNode }) {
  const hasError = Boolean(errors?.length);
  const describedBy = [hint && `${id}-hint`, hasError && `${id}-error`, groupMessageId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": hasError || Boolean(groupMessageId) || undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

export type AriaProps = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/** A labelled input whose errors are announced with it. */
export function TextField({ id, label, errors, hint, groupMessageId, ...input }: FieldProps & React.ComponentProps<typeof Input>) {
  return <FieldShell {...{ id, label, errors, hint, groupMessageId }}>{(aria) => <Input {...input} {...aria} />}</FieldShell>;
}

/** A labelled textarea whose errors are announced with it. */
export function TextareaField({
  id,
  label,
  errors,
  hint,
  groupMessageId,
  ...textarea
}: FieldProps & React.ComponentProps<typeof Textarea>) {
  return <FieldShell {...{ id, label, errors, hint, groupMessageId }}>{(aria) => <Textarea {...textarea} {...aria} />}</FieldShell>;
}

/** A labelled native select: the phone's own picker, keyboard and screen readers for free. */
export function SelectField({
  id,
  label,
  errors,
  hint,
  groupMessageId,
  options,
  className,
  ...select
}: FieldProps & React.ComponentProps<"select"> & { options: { value: string; label: string }[] }) {
  return (
    <FieldShell {...{ id, label, errors, hint, groupMessageId }}>
      {(aria) => (
        <select
          {...select}
          {...aria}
          className={cn(
            "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none md:text-sm",
            "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
            className,
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The money field's markup: text with the decimal keypad and "R$" before it, never type="number"
 * (see ./money-field.tsx, which adds showing the amount back as read when the field is left). On
 * its own in the documents, where no client component runs: the server reads it the same way.
 */
export function StaticMoneyField({ id, label, errors, hint, className, ...input }: FieldProps & React.ComponentProps<typeof Input>) {
  return (
    <FieldShell {...{ id, label, errors, hint }}>
      {(aria) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
          >
            R$
          </span>
          <Input
            placeholder="0,00"
            autoComplete="off"
            {...input}
            {...aria}
            type="text"
            inputMode="decimal"
            className={cn("pl-10", className)}
          />
        </div>
      )}
    </FieldShell>
  );
}

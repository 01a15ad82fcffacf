import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Props = React.ComponentProps<typeof Textarea> & {
  id: string;
  label: string;
  errors?: string[];
};

/** TextField's multi-line sibling: a labelled textarea whose errors are announced with it. */
export function TextareaField({ id, label, errors, ...textarea }: Props) {
  const errorId = `${id}-error`;
  const hasError = Boolean(errors?.length);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-invalid={hasError || undefined} aria-describedby={hasError ? errorId : undefined} {...textarea} />
      {hasError && (
        <p id={errorId} className="text-sm text-destructive">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = React.ComponentProps<typeof Input> & {
  id: string;
  label: string;
  errors?: string[];
};

/** A labelled input whose errors are announced with it (aria-describedby). */
export function TextField({ id, label, errors, ...input }: Props) {
  const errorId = `${id}-error`;
  const hasError = Boolean(errors?.length);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={hasError || undefined} aria-describedby={hasError ? errorId : undefined} {...input} />
      {hasError && (
        <p id={errorId} className="text-sm text-destructive">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

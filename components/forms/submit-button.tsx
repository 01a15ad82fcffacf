import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The form's main button: disabled with its pending text ('Salvando...') while the action runs. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: React.ReactNode }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending ? (
        <>
          <Spinner label="" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

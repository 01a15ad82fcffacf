import { Button } from "@/components/ui/button";

/**
 * The answer form's submit button. The form is a plain post (it works without JavaScript); the
 * documents' script (lib/documents/scripts.ts) makes it say `pendingLabel` once tapped and keeps a
 * second tap from posting the answer twice. Without it, it is an ordinary button.
 */
export function PendingSubmit({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" className="h-11 w-full sm:w-auto" data-pending={pendingLabel}>
      {label}
    </Button>
  );
}

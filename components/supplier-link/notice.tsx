import { supplierLink } from "@/lib/messages/supplier-link";
import type { SupplierNotice } from "@/lib/supplier-link/notices";
import { cn } from "@/lib/utils";

const t = supplierLink.notices;

const TEXT: Record<SupplierNotice, (when: string) => string> = {
  enviada: t.sent,
  revisar: () => t.invalid,
  invalida: () => t.invalid,
  encerrada: () => t.closed,
  peca: () => t.unknownPart,
  limite: () => t.tooMany,
  erro: () => t.failed,
  conferir: () => t.check,
};

/** What became of the last post, said at the form: a success as a status, anything else as an alert. */
export function SupplierNoticeAlert({ notice, when }: { notice: SupplierNotice; when: string }) {
  const ok = notice === "enviada";
  return (
    <p
      role={ok ? "status" : "alert"}
      data-testid="supplier-link-notice"
      className={cn(
        "rounded-md border p-3 text-sm font-medium",
        ok ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10 text-destructive",
      )}
    >
      {TEXT[notice](when)}
    </p>
  );
}

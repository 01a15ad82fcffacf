import type { ServiceStatus } from "@/lib/enums";
import { serviceStatusOf } from "@/lib/service-status";
import { cn } from "@/lib/utils";

/** A service record's status in Portuguese, in its own colour (never the raw value). */
export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { label, className } = serviceStatusOf(status);
  return <span className={cn("inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap", className)}>{label}</span>;
}

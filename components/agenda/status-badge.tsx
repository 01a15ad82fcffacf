import { Badge } from "@/components/ui/badge";
import type { AppointmentStatus } from "@/lib/enums";
import { agenda } from "@/lib/messages/agenda";
import { cn } from "@/lib/utils";

const STYLE: Record<AppointmentStatus, string> = {
  requested: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  confirmed: "border-transparent bg-primary text-primary-foreground",
  arrived: "border-transparent bg-success text-success-foreground",
  no_show: "border-destructive/50 text-destructive",
  cancelled: "border-border text-muted-foreground line-through",
};

/** An appointment's state, as agenda.status names it. */
export function AppointmentStatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  return <Badge className={cn(STYLE[status], className)}>{agenda.status[status]}</Badge>;
}

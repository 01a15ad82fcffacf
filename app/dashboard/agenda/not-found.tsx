import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/**
 * An appointment this shop does not have: the notFound() of agenda/[id]/layout.tsx lands here,
 * inside the dashboard, with a 404.
 */
export default function AppointmentNotFound() {
  return (
    <MissingRecord title={messages.agenda.refused.notFound} backHref="/dashboard/agenda" backLabel={messages.agenda.screens.backToAgenda} />
  );
}

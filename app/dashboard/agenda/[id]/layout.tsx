import { appointmentExists } from "@/lib/data/agenda";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** An appointment's page answers 404 for one this shop does not have, before the page streams. */
export default async function AppointmentRecordLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await notFoundUnlessOwned("seeAgenda", "agendamento", (await params).id, appointmentExists);
  return children;
}

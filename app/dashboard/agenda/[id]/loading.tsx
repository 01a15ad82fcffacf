import { RecordSkeleton } from "@/components/skeletons/record-skeleton";

export default function AppointmentLoading() {
  return <RecordSkeleton />;
}

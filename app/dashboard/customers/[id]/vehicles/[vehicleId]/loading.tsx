import { RecordSkeleton } from "@/components/skeletons/record-skeleton";

/** Below the layout that checks the vehicle, so a missing one still answers 404 before this shows. */
export default function VehicleLoading() {
  return <RecordSkeleton />;
}

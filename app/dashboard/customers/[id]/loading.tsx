import { RecordSkeleton } from "@/components/skeletons/record-skeleton";

/** Below the layout that checks the customer (layout.tsx), so a missing one still answers 404. */
export default function CustomerLoading() {
  return <RecordSkeleton />;
}

import { RecordSkeleton } from "@/components/skeletons/record-skeleton";

/**
 * Below the layout that checks the customer (../layout.tsx), so a missing one still answers 404; in
 * a group of its own so it wraps the customer's page only, and the vehicle routes keep their own check.
 */
export default function CustomerLoading() {
  return <RecordSkeleton />;
}

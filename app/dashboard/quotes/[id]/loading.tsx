import { RecordSkeleton } from "@/components/skeletons/record-skeleton";

/** The quote's page while it loads; its editor (edit/) and Duplicar (duplicar/) have their own. */
export default function QuoteLoading() {
  return <RecordSkeleton />;
}

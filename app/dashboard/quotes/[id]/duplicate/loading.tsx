import { ListSkeleton } from "@/components/skeletons/list-skeleton";

/** The customers to pick from are a list: its skeleton, not the quote's. */
export default function DuplicateQuoteLoading() {
  return <ListSkeleton />;
}

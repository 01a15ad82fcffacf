import { ListSkeleton } from "@/components/skeletons/list-skeleton";

export default function QuotesLoading() {
  return <ListSkeleton />;
}

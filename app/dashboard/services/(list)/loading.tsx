import { ListSkeleton } from "@/components/lists/list-skeleton";

export default function QuotesLoading() {
  return <ListSkeleton />;
}

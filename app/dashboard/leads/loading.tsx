import { ListSkeleton } from "@/components/skeletons/list-skeleton";

export default function LeadsLoading() {
  return <ListSkeleton />;
}

import { ListSkeleton } from "@/components/skeletons/list-skeleton";

export default function RemindersLoading() {
  return <ListSkeleton />;
}

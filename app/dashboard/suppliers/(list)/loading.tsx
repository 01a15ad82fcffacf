import { ListSkeleton } from "@/components/skeletons/list-skeleton";

export default function SuppliersLoading() {
  return <ListSkeleton />;
}

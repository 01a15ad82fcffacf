import { ListSkeleton } from "@/components/lists/list-skeleton";

export default function SuppliersLoading() {
  return <ListSkeleton />;
}

import { ListSkeleton } from "@/components/skeletons/list-skeleton";

export default function CustomersLoading() {
  return <ListSkeleton />;
}

import { ListSkeleton } from "@/components/lists/list-skeleton";

export default function CustomersLoading() {
  return <ListSkeleton />;
}

import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function NewCustomerLoading() {
  return <FormSkeleton />;
}

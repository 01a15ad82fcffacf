import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function EditCustomerLoading() {
  return <FormSkeleton />;
}

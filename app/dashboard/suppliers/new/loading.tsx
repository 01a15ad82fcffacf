import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function NewSupplierLoading() {
  return <FormSkeleton />;
}

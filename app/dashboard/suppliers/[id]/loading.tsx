import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function EditSupplierLoading() {
  return <FormSkeleton />;
}

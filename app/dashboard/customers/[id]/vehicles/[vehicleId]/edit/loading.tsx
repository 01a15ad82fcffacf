import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function VehicleFormLoading() {
  return <FormSkeleton />;
}

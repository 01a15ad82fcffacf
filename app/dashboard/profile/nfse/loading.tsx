import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function FiscalSettingsLoading() {
  return <FormSkeleton />;
}

import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function NewAppointmentLoading() {
  return <FormSkeleton />;
}

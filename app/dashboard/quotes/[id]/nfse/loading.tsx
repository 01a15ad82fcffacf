import { FormSkeleton } from "@/components/skeletons/form-skeleton";

export default function IssueNoteLoading() {
  return <FormSkeleton />;
}

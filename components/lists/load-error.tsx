import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { TriangleAlert } from "@/components/ui/icons";

/** A list that could not be read: the spec's 'Erro ao carregar …: ' and what to do. */
export function LoadError({ message }: { message: string }) {
  return (
    <Alert variant="destructive" role="alert">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>Recarregue a página em alguns instantes.</AlertDescription>
    </Alert>
  );
}

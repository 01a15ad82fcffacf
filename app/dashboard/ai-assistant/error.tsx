"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";

/** §8 "AI assistant": the load failure as a toast and on the page, with a way to try again. */
export default function AssistantLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    toast.error(messages.assistant.loadError, { id: "assistant-load-error" });
  }, [error]);
  return (
    <div className="grid max-w-xl gap-4">
      <h1 className="text-2xl font-bold">Assistente de IA</h1>
      <Alert variant="destructive">
        <AlertTitle>{messages.assistant.loadError}</AlertTitle>
        <AlertDescription>Verifique sua conexão e tente novamente.</AlertDescription>
      </Alert>
      {/* retry() fetches the page again from the server (reset() would only re-render it). */}
      <Button onClick={retry} className="w-fit">
        Tentar novamente
      </Button>
    </div>
  );
}

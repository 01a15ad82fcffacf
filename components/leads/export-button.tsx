"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Download } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { listExport } from "@/lib/messages/overview";

/** Downloads the CSV of every lead matching the current search. */
export function ExportLeadsButton({ search }: { search: string }) {
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  function exportCsv() {
    startTransition(async () => {
      const response = await fetch(`/dashboard/leads/export?${new URLSearchParams({ busca: search })}`).catch(() => null);
      if (!response) {
        toast.error(listExport.unreachable);
        return;
      }
      if (!response.ok) {
        // The route answers { message, redirectTo? }; anything else (a proxy's error page) is a failure.
        const body = (await response.json().catch(() => null)) as { message?: string; redirectTo?: string } | null;
        toast.error(body?.message ?? listExport.failed);
        if (body?.redirectTo) router.push(body.redirectTo as Route);
        return;
      }
      const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "interessados.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
      link.click();
      URL.revokeObjectURL(url);
      toast.success(listExport.done);
    });
  }

  return (
    <Button variant="outline" onClick={exportCsv} disabled={pending}>
      {pending ? <Spinner label="Exportando..." /> : <Download aria-hidden="true" />}
      Exportar CSV
    </Button>
  );
}

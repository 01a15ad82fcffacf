import { Suspense } from "react";
import { ExportDataNotice } from "@/components/account/export-data-notice";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Download } from "@/components/ui/icons";
import { messages } from "@/lib/messages";

const m = messages.accountExport;

/** Where the archive is streamed from (app/dashboard/conta/dados/route.ts). */
export const ACCOUNT_EXPORT_PATH = "/dashboard/conta/dados";

/**
 * 'Baixar meus dados' (LGPD art. 18 V). A plain link, not a fetch: the browser downloads the
 * stream itself (with its own progress and no copy of the file in the page's memory), and works
 * without JavaScript. No `download` attribute, so a refusal (login, limit) opens its page
 * instead of being saved as a file.
 */
export function ExportDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Suspense fallback={null}>
          <ExportDataNotice />
        </Suspense>
        <div className="grid gap-2">
          <a href={ACCOUNT_EXPORT_PATH} className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto sm:justify-self-start" })}>
            <Download aria-hidden="true" />
            {m.download}
          </a>
          <p className="text-sm text-muted-foreground">{m.hint}</p>
        </div>
      </CardContent>
    </Card>
  );
}

import { Suspense } from "react";
import { ExportDataNotice } from "@/components/account/export-data-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Download } from "@/components/ui/icons";
import { accountExport as m } from "@/lib/messages/account";

/** Where the archive is streamed from (app/dashboard/account/data/route.ts). */
export const ACCOUNT_EXPORT_PATH = "/dashboard/account/data";

/**
 * 'Baixar meus dados' (LGPD art. 18 V). A plain form posted by the browser, not a fetch: the
 * browser downloads the stream itself (with its own progress and no copy of the file in the
 * page's memory), and it works without JavaScript. A refusal (login, limit) comes back as a
 * redirect to its page instead of being saved as a file. A POST, not a link: each export spends
 * one of the account's hourly allowance, which another site could spend with a GET.
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
          <form method="post" action={ACCOUNT_EXPORT_PATH} className="grid sm:justify-self-start">
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              <Download aria-hidden="true" />
              {m.download}
            </Button>
          </form>
          <p className="text-sm text-muted-foreground">{m.hint}</p>
        </div>
      </CardContent>
    </Card>
  );
}

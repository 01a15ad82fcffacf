import { buttonVariants } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { documentResponse } from "@/lib/documents/render";
import { errorPages } from "@/lib/messages/error-pages";
import { leads } from "@/lib/messages/leads";

export const dynamic = "force-static";

/** Where the landing's lead form lands once the lead is stored (a 303 from /contato). */
export function GET() {
  return documentResponse(
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <CircleCheck className="size-12 text-success" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{leads.sentTitle}</h1>
      <p className="max-w-md text-muted-foreground" role="status">
        {leads.sent}
      </p>
      <a href="/" className={buttonVariants()}>
        {errorPages.backHome}
      </a>
    </main>,
    { title: leads.sentTitle },
  );
}

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Download, FileText } from "@/components/ui/icons";
import { getCustomerNote, type NfseNote } from "@/lib/data/nfse-documents";
import { formatDate } from "@/lib/format";
import { nfseDocuments as t } from "@/lib/messages/nfse-documents";
import { groupAccessKey } from "@/lib/nfse/access-key";
import { offersDownloads } from "@/lib/nfse/note-status";
import { linkNfseFilePath } from "@/lib/routes";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** What the note's first line says: issued on a day, cancelled, or issued by the shop on the portal. */
function headline(note: NfseNote & { nfseNumber: string }) {
  if (note.status === "cancelled") return t.linkCancelled(note.nfseNumber);
  if (note.channel === "portal") return t.linkRecorded(note.nfseNumber);
  return note.issuedAt ? t.linkIssued(note.nfseNumber, formatDate(note.issuedAt)) : t.linkIssuedUndated(note.nfseNumber);
}

/**
 * 'Nota fiscal' on the customer's link, once the job's NFS-e was issued (or cancelled: said so, the
 * note no longer holds): its number and day, its access key, and the DANFSe and XML to download
 * (plain links: the page keeps no script). A note the shop issued on the portal shows its number
 * only. A rejected note, one still on its way, or a failed read shows nothing.
 */
export async function PublicNfse({ shopId, quoteId, path }: { shopId: string; quoteId: string; /** /orcamento/<token> */ path: string }) {
  const note = await getCustomerNote(shopId, quoteId).catch((error: unknown) => {
    console.error("leitura da NFS-e no link falhou", { shopId, quoteId }, error);
    return undefined;
  });
  if (!note?.nfseNumber) return null;
  const downloads = offersDownloads(note);
  return (
    <Card aria-labelledby="public-nfse-heading" data-testid="public-nfse">
      <CardHeader>
        <CardTitle>
          <h2 id="public-nfse-heading">{t.linkHeading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="font-semibold">{headline({ ...note, nfseNumber: note.nfseNumber })}</p>
        {note.environment === "restricted" && <p className="text-muted-foreground">{t.linkRestricted}</p>}
        {note.accessKey && (
          <p className="break-words">
            <span className="text-muted-foreground">{t.linkAccessKey}</span>{" "}
            <span className="font-mono">{groupAccessKey(note.accessKey)}</span>
          </p>
        )}
        {downloads && (
          <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
            <a href={linkNfseFilePath(path, "pdf")} className={linkClass}>
              <FileText aria-hidden="true" className="size-4" />
              {t.downloadPdf}
            </a>
            <a href={linkNfseFilePath(path, "xml")} className={linkClass} download>
              <Download aria-hidden="true" className="size-4" />
              {t.downloadXml}
            </a>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

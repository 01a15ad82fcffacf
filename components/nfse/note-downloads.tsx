import { Button } from "@/components/ui/button";
import { Download, FileText } from "@/components/ui/icons";
import type { NfseStatus } from "@/lib/enums";
import { nfseDocuments as t } from "@/lib/messages/nfse-documents";
import { offersDownloads } from "@/lib/nfse/note-status";
import { quoteNfseFilePath } from "@/lib/routes";

/**
 * The shop's two downloads of its job's NFS-e, our DANFSe and the XML, as the 'Recibo' is offered
 * (plain links: the browser opens the PDF and saves the XML; no script). Nothing for a note without
 * an XML: one still on its way, rejected, or recorded from the portal (the portal gives its PDF).
 * For the job's page, next to the note's status (JobNoteSection's `downloads`); the routes allow
 * issueInvoices, so render it for those roles only.
 */
export function NoteDownloads({
  quoteId,
  note,
}: {
  quoteId: string;
  note: { status: NfseStatus; nfseNumber: string | null; channel: string };
}) {
  if (!note.nfseNumber || !offersDownloads(note)) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-testid="nfse-downloads">
      <Button asChild variant="outline" className="min-h-11">
        <a href={quoteNfseFilePath(quoteId, "pdf")}>
          <FileText aria-hidden="true" /> {t.downloadPdf}
        </a>
      </Button>
      <Button asChild variant="outline" className="min-h-11">
        <a href={quoteNfseFilePath(quoteId, "xml")} download>
          <Download aria-hidden="true" /> {t.downloadXml}
        </a>
      </Button>
    </div>
  );
}

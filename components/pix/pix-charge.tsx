import { buttonVariants } from "@/components/ui/button";
import { formatAmount } from "@/lib/format";
import { pix } from "@/lib/messages/pix";
import { pixCharge, pixReference, type PixReceiver } from "@/lib/pix/charge";
import { pixQrSvg } from "@/lib/pix/qr-svg";

const m = pix;

/**
 * A static PIX charge for an exact amount: the QR code (an SVG drawn on the server) and 'PIX copia
 * e cola' with its copy button. Nothing when there is nothing to charge. Part of the customer's
 * link, a document: no client component in it.
 */
export async function PixCharge({
  receiver,
  amount,
  quoteNumber,
  heading = m.heading,
}: {
  receiver: PixReceiver;
  /** In reais, a decimal string ("1234.56"). */
  amount: string;
  quoteNumber: number;
  heading?: string;
}) {
  const payload = pixCharge(receiver, amount, quoteNumber);
  if (!payload) return null;
  const shown = formatAmount(amount);
  const svg = await pixQrSvg(payload);
  const fieldId = `pix-${quoteNumber}-${amount}`;
  return (
    <section aria-label={heading} className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <p className="text-2xl font-bold tabular-nums">{shown}</p>
      <div
        role="img"
        aria-label={m.qrLabel(shown)}
        data-pix-qr
        className="mx-auto w-56 max-w-full bg-white [&>svg]:h-auto [&>svg]:w-full"
        // The SVG is the qrcode library's drawing of our own payload: no text from a user in it.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="text-sm text-muted-foreground">{m.reference(pixReference(quoteNumber))}</p>
      <div className="space-y-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {m.copyPasteLabel}
        </label>
        <textarea
          id={fieldId}
          readOnly
          rows={3}
          value={payload}
          data-pix-payload
          className="w-full resize-none break-all rounded-md border bg-muted/40 p-2 font-mono text-xs"
        />
        {/* Shown and run by the documents' script (lib/documents/scripts.ts) where a clipboard is. */}
        <button
          type="button"
          hidden
          data-copy={payload}
          data-copied={m.copied}
          className={buttonVariants({ variant: "outline", className: "h-11 w-full sm:w-auto" })}
        >
          <span aria-live="polite">{m.copy}</span>
        </button>
      </div>
      <p className="text-sm text-muted-foreground">{m.manualConfirmation}</p>
    </section>
  );
}

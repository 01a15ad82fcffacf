import "server-only";
import { Image, Text, View } from "@react-pdf/renderer";
import QRCode from "qrcode";
import type { QuoteBilling } from "@/lib/data/shop-billing";
import { formatAmount } from "@/lib/format";
import { messages } from "@/lib/messages";
import { styles } from "@/lib/quote-pdf/styles";

const t = messages.pix;

/** The charge's QR code as a PNG (error correction M, a quiet zone of 4, as the link's SVG). */
export async function pixQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 360 });
}

/**
 * 'Pague com PIX' on the job's PDF: the amount still owed, its QR code and the 'PIX copia e cola'
 * text, for a customer who reads the PDF on another screen or prints it. Kept on one page.
 */
export function QuotePdfPix({ pix, qr }: { pix: NonNullable<QuoteBilling["pix"]>; qr: Buffer }) {
  return (
    <View style={[styles.section, { flexDirection: "row", gap: 12 }]} wrap={false}>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an <img>: it has no alt. */}
      <Image style={{ width: 110, height: 110 }} src={qr} />
      <View style={{ flex: 1 }}>
        <Text style={styles.sectionTitle}>{t.heading}</Text>
        <Text style={styles.strong}>{t.amount(formatAmount(pix.amount))}</Text>
        <Text style={styles.paragraph}>{t.reference(pix.reference)}</Text>
        <Text style={styles.label}>{`${t.copyPasteLabel}:`}</Text>
        <Text style={{ fontSize: 7, lineHeight: 1.3 }}>{pix.payload}</Text>
        <Text style={[styles.label, { marginTop: 4 }]}>{t.manualConfirmation}</Text>
      </View>
    </View>
  );
}

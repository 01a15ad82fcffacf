import "server-only";
import QRCode from "qrcode";

/**
 * The QR code of a PIX payload as an SVG document, drawn on the server so the customer's link
 * ships no script for it. Error correction M, the level banks' apps print; a quiet zone of 4
 * modules, as the QR standard asks, so a phone camera finds it on any background.
 */
export async function pixQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 4, color: { dark: "#000000", light: "#ffffff" } });
}

import Big from "big.js";
import { generatePixPayload } from "@brazilian-utils/brazilian-utils";
import type { PixKeyType } from "@/lib/enums";
import { quoteNumberDigits } from "@/lib/format";

/** The shop's PIX settings from its profile (all four set together, or no PIX). */
export type PixReceiver = { keyType: PixKeyType; key: string; name: string; city: string };

/**
 * A static PIX charge: the BR Code payload ('PIX copia e cola', and what the QR code holds) for an
 * exact amount, with the job's reference as the txid ("OS0042"). Built by
 * @brazilian-utils/brazilian-utils's generatePixPayload (EMV TLV fields, the name and city folded
 * to ASCII at the standard's 25 and 15 characters, the CRC16). A static code tells the shop
 * nothing when it is paid: the shop checks its bank and marks the payment received.
 *
 * Null when there is nothing to charge (no amount left, or an amount the BR Code cannot carry).
 * Safe in the browser and on the server.
 */
export function pixCharge(receiver: PixReceiver, amount: string | number, quoteNumber: number): string | null {
  const value = new Big(amount);
  if (value.lte(0) || value.gt("9999999999.99")) return null;
  return generatePixPayload({
    key: receiver.key,
    merchantName: receiver.name,
    merchantCity: receiver.city,
    amount: Number(value.toFixed(2)),
    txid: pixReference(quoteNumber),
  });
}

/** The reference a charge carries: "OS" and the job's number, as the shop's list shows it. */
export function pixReference(quoteNumber: number): string {
  return `OS${quoteNumberDigits(quoteNumber)}`;
}

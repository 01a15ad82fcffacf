import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";
import Big from "big.js";

/** The shops are in Brazil: dates are shown as the calendar reads there, whatever the server's zone. */
export const SHOP_TIME_ZONE = "America/Sao_Paulo";

const currency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/**
 * R$ 1.234,56, from Postgres' `numeric` text ("1234.5") or a number. Rounded to the cent in decimal
 * (big.js, half up) before Intl sees it, so "0.005" is R$ 0,01 and no float error shows.
 */
export function formatAmount(amount: string | number) {
  return currency.format(Number(new Big(amount).toFixed(2)));
}

const wholeNumber = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** 45.000 km */
export function formatKm(km: number) {
  return `${wholeNumber.format(km)} km`;
}

const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/**
 * A stored size the Brazilian way, in the binary units the upload limit uses (10 MB is
 * 10 × 1024² bytes): "850 KB", "312,4 MB", "1 GB", "1,5 GB".
 */
export function formatBytes(bytes: number) {
  const units: [number, string][] = [
    [1024 ** 3, "GB"],
    [1024 ** 2, "MB"],
    [1024, "KB"],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${oneDecimal.format(Math.floor((bytes / size) * 10) / 10)} ${unit}`;
  }
  return `${wholeNumber.format(bytes)} bytes`;
}

/** dd/MM/yyyy in the shop's time zone */
export function formatDate(date: Date | string) {
  return format(typeof date === "string" ? new Date(date) : date, "dd/MM/yyyy", { locale: ptBR, in: tz(SHOP_TIME_ZONE) });
}

/** dd/MM/yyyy HH:mm in the shop's time zone */
export function formatDateTime(date: Date) {
  return format(date, "dd/MM/yyyy HH:mm", { locale: ptBR, in: tz(SHOP_TIME_ZONE) });
}

/** dd/MM/yyyy às HH:mm in the shop's time zone: the moment of a customer's answer, read as a sentence */
export function formatDateAtTime(date: Date) {
  return format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR, in: tz(SHOP_TIME_ZONE) });
}

/** 0042: a shop's quote number, four digits at least, as a file name or a message after "nº" writes it */
export function quoteNumberDigits(number: number) {
  return String(number).padStart(4, "0");
}

/** Nº 0042: a shop's quote number as the screens show it */
export function formatQuoteNumber(number: number) {
  return `Nº ${quoteNumberDigits(number)}`;
}

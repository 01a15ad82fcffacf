import { format } from "date-fns";
import { ptBR } from "date-fns/locale";

const currency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** R$ 1.234,56 */
export function formatCurrency(value: number) {
  return currency.format(value);
}

/** dd/MM/yyyy */
export function formatDate(date: Date | string) {
  return format(typeof date === "string" ? new Date(date) : date, "dd/MM/yyyy", { locale: ptBR });
}

import type { Route } from "next";
import type { QuoteStage } from "@/lib/quote-status";
import { stageParam } from "@/lib/search-params";

/**
 * Every path built from a record's id, defined once. Static paths stay literal where they are used
 * (typedRoutes checks them against app/); the customer-facing URLs keep their Portuguese names.
 */
export const customerPath = (customerId: string) => `/dashboard/customers/${customerId}` as Route;
/** The customer's page opened on its quotes tab. */
export const customerQuotesPath = (customerId: string) => `/dashboard/customers/${customerId}?aba=historico` as Route;
export const customerEditPath = (customerId: string) => `/dashboard/customers/${customerId}/edit` as Route;
/** The new-customer form filled from one of the shop's leads ('Transformar em cliente'). */
export const newCustomerFromLeadPath = (leadId: string) => `/dashboard/customers/new?interessado=${leadId}` as Route;

export const vehiclePath = (customerId: string, vehicleId: string) => `/dashboard/customers/${customerId}/vehicles/${vehicleId}` as Route;
export const vehicleEditPath = (customerId: string, vehicleId: string) => `${vehiclePath(customerId, vehicleId)}/edit` as Route;
export const newVehiclePath = (customerId: string) => `/dashboard/customers/${customerId}/vehicles/new` as Route;

/** A new quote for the customer, for one of its vehicles or as a copy of another quote. */
export function newQuotePath(customerId: string, from: { vehicleId?: string; duplicateOf?: string } = {}) {
  const base = `/dashboard/customers/${customerId}/quotes/new`;
  if (from.vehicleId) return `${base}?veiculo=${from.vehicleId}` as Route;
  if (from.duplicateOf) return `${base}?duplicar=${from.duplicateOf}` as Route;
  return base as Route;
}
/** The quotes list with a search and one stage (or every stage): ?busca=freio&situacao=em-andamento. */
export function quoteListHref(search: string, stage: QuoteStage | undefined) {
  const params = new URLSearchParams({ ...(search ? { busca: search } : {}), ...stageParam(stage) });
  const query = params.toString();
  return `/dashboard/quotes${query ? `?${query}` : ""}` as Route;
}
export const quotePath = (quoteId: string) => `/dashboard/quotes/${quoteId}` as Route;
/** 'Emitir NFS-e' of a job. */
export const quoteNfsePath = (quoteId: string) => `/dashboard/quotes/${quoteId}/nfse` as Route;
export const quoteEditPath = (quoteId: string) => `/dashboard/quotes/${quoteId}/edit` as Route;
export const quoteDuplicatePath = (quoteId: string) => `/dashboard/quotes/${quoteId}/duplicate` as Route;
export const quotePdfPath = (quoteId: string) => `/dashboard/quotes/${quoteId}/pdf` as Route;
/** The suppliers' answers for the quote's parts, as JSON (the editor polls it). */
export const quoteSupplierAnswersPath = (quoteId: string) => `/dashboard/quotes/${quoteId}/supplier-answers`;

export const supplierPath = (supplierId: string) => `/dashboard/suppliers/${supplierId}` as Route;

/** 'Entrada do veículo' of a quote (the check-in form), and its photos (upload, one photo). */
export const checkInPath = (quoteId: string) => `/dashboard/quotes/${quoteId}/check-in` as Route;
export const jobPhotosPath = (quoteId: string) => `/dashboard/quotes/${quoteId}/photos`;
export const jobPhotoPath = (quoteId: string, photoId: string) => `/dashboard/quotes/${quoteId}/photos/${photoId}`;
/** 'Entrada do veículo' from the Painel: 'Novo orçamento' that ends on the check-in form. */
export const newCheckInPath = (search?: string) =>
  (search ? `/dashboard/quotes/new?entrada=1&busca=${encodeURIComponent(search)}` : "/dashboard/quotes/new?entrada=1") as Route;

/** 'Recibo': of one payment, or of the whole job (every payment not cancelled); the shop's copy and the customer's (by the link's token). */
export const quoteReceiptPath = (quoteId: string, paymentId?: string) =>
  `/dashboard/quotes/${quoteId}/receipt${paymentId ? `/${paymentId}` : ""}`;
export const linkReceiptPath = (linkPath: string, paymentId?: string) => `${linkPath}/recibo${paymentId ? `/${paymentId}` : ""}`;
/** The job's NFS-e: our DANFSe (PDF) or the XML; the shop's copy and the customer's (by the link's token). */
export const quoteNfseFilePath = (quoteId: string, kind: "pdf" | "xml") => `/dashboard/quotes/${quoteId}/nfse/${kind}`;
export const linkNfseFilePath = (linkPath: string, kind: "pdf" | "xml") => `${linkPath}/nota-fiscal${kind === "xml" ? "/xml" : ""}`;
/** The profile opened on 'Dados e PIX' (CNPJ or CPF, address, PIX key). */
export const PROFILE_DATA_TAB = "dados";
export const profileDataPath = `/dashboard/profile?aba=${PROFILE_DATA_TAB}` as Route;
/** The profile opened on 'Horário de Funcionamento' (the agenda's hours). */
export const PROFILE_HOURS_TAB = "horario";
export const profileHoursPath = `/dashboard/profile?aba=${PROFILE_HOURS_TAB}` as Route;
/** 'Nota fiscal': the shop's fiscal data and A1 certificate (owner only). */
export const FISCAL_SETTINGS_PATH = "/dashboard/profile/nfse";

/** The one-click link in every automatic reminder e-mail (public, no login). */
export const unsubscribePath = (token: string) => `/lembretes/sair/${token}`;
/** 'Lembretes', showing its first `pages` pages ('Ver mais' adds one). */
export const remindersPath = (pages?: number) =>
  (pages && pages > 1 ? `/dashboard/reminders?paginas=${pages}` : "/dashboard/reminders") as Route;

/** The customer's appointment link (public, no login): what he booked, 'Confirmar presença'. */
export const appointmentLinkPath = (token: string) => `/agendamento/${token}`;
/** 'Agenda no celular': where the owner makes the calendar feed's secret address. */
export const CALENDAR_FEED_PAGE = "/dashboard/agenda/calendar" as Route;
/** The shop's private calendar feed, by its secret (public: the secret is the credential). */
export const calendarFeedPath = (secret: string) => `/agenda/${secret}.ics`;
/** The agenda on a day (?dia=yyyy-MM-dd; today without it) or a week (?semana= its Monday). */
export const agendaDayPath = (day?: string) => (day ? `/dashboard/agenda?dia=${day}` : "/dashboard/agenda") as Route;
export const agendaWeekPath = (monday: string) => `/dashboard/agenda?semana=${monday}` as Route;
export const appointmentPath = (appointmentId: string) => `/dashboard/agenda/${appointmentId}` as Route;
/** 'Agendar': the form, with a free slot's time, a customer and his vehicle already chosen when known. */
export function newAppointmentPath(from: { startsAt?: Date; customerId?: string; vehicleId?: string } = {}) {
  const query = new URLSearchParams();
  if (from.startsAt) query.set("inicio", from.startsAt.toISOString());
  if (from.customerId) query.set("cliente", from.customerId);
  if (from.vehicleId) query.set("veiculo", from.vehicleId);
  const search = query.toString();
  return `/dashboard/agenda/new${search ? `?${search}` : ""}` as Route;
}

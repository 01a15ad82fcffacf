/**
 * Every user-facing message, verbatim, in one place, so the product speaks with one voice. Each
 * area keeps its groups in its own file (./auth.ts, ./quotes.ts...); this file only composes them,
 * for pages, actions and tests: `import { messages } from "@/lib/messages"`. Components (and lib
 * code the browser loads) import their area's file instead: whatever imports this object puts
 * every message of the product into the browser's JavaScript (eslint.config.mjs enforces it for
 * components/).
 * Entries ending in ": " are prefixes: a short reason follows them.
 */
// Relative, not "@/": the e2e suite and scripts import this folder outside the app's path aliases.
import { errorPages } from "./error-pages";
import { auth, guard } from "./auth";
import { validation, money, reasons } from "./validation";
import { overview, listExport, unsavedChanges } from "./overview";
import { leads } from "./leads";
import { customers, vehiclePage, vehicles } from "./customers";
import { suppliers } from "./suppliers";
import { supplierRequests } from "./supplier-requests";
import { supplierAnswers } from "./supplier-answers";
import { quotes, duplicateQuote } from "./quotes";
import { quotePage, quoteApproval } from "./quote-page";
import { jobPeople } from "./job-people";
import { quoteDraft, quoteEditor } from "./quote-editor";
import { logo, openingHours, profile, profileQuoteDefaults } from "./profile";
import { publicPage } from "./public-page";
import { publicQuote } from "./public-quote";
import { account, accountExport, accountDeletion } from "./account";
import { accountAccess } from "./account-access";
import { plans, planLimits } from "./plans";
import { support } from "./support";
import { aiAssistant } from "./ai-assistant";
import { assistantChat } from "./assistant-chat";
import { mail } from "./mail";
import { quoteSending } from "./quote-sending";
import { quotePdf } from "./quote-pdf";
import { jobDocument } from "./job-document";
import { quoteStart } from "./quote-start";
import { delivery, warrantyReturn, warrantySetting } from "./delivery";
import { jobStages, inPersonApproval, stageHistory, inShop, publicStage, readyTemplate } from "./job-stages";
import { checkIn, checkInLink } from "./check-in";
import { pix } from "./pix";
import { deposit } from "./deposit";
import { finance } from "./finance";
import { commissions } from "./commissions";
import { margins } from "./margins";
import { payments, receiptPdf } from "./payments";
import { shopData } from "./shop-data";
import { reminders } from "./reminders";
import { nextService } from "./next-service";
import { reminderEmails } from "./reminder-emails";
import { supplierLink } from "./supplier-link";
import { team } from "./team";
import { agenda } from "./agenda";
import { agendaSettings } from "./agenda-settings";
import { appointmentReminders } from "./appointment-reminders";
import { booking } from "./booking";
import { assistantBooking, assistantContact, conversations } from "./conversations";
import { cities } from "./cities";
import { nfse } from "./nfse";
import { fiscalSettings } from "./fiscal-settings";
import { nfseDocuments } from "./nfse-documents";

export { PRODUCT_NAME } from "./product";

export const messages = {
  auth,
  agenda,
  agendaSettings,
  appointmentReminders,
  booking,
  assistantBooking,
  assistantContact,
  conversations,
  cities,
  nfse,
  fiscalSettings,
  nfseDocuments,
  reminders,
  reminderEmails,
  validation,
  money,
  overview,
  leads,
  customers,
  quotes,
  quotePage,
  jobPeople,
  duplicateQuote,
  vehiclePage,
  vehicles,
  quoteEditor,
  quoteDraft,
  quoteStart,
  suppliers,
  supplierRequests,
  supplierAnswers,
  reasons,
  export: listExport,
  logo,
  profile,
  openingHours,
  profileQuoteDefaults,
  unsavedChanges,
  publicPage,
  publicQuote,
  supplierLink,
  account,
  accountExport,
  accountDeletion,
  quoteApproval,
  accountAccess,
  plans,
  guard,
  planLimits,
  support,
  aiAssistant,
  assistantChat,
  mail,
  quoteSending,
  quotePdf,
  delivery,
  warrantyReturn,
  warrantySetting,
  jobStages,
  inPersonApproval,
  stageHistory,
  inShop,
  publicStage,
  readyTemplate,
  checkIn,
  checkInLink,
  jobDocument,
  pix,
  deposit,
  finance,
  commissions,
  margins,
  payments,
  receiptPdf,
  shopData,
  nextService,
  errorPages,
  team,
} as const;

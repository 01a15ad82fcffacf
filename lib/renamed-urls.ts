/**
 * Dashboard addresses that changed name: a bookmark, a link in an old e-mail or the phone's history
 * still opens the page. The dashboard's URLs are English; the pages a customer or supplier opens
 * from a message keep their Portuguese names. Most specific first: the first match wins, and the
 * query string goes along.
 */
export const RENAMED_DASHBOARD_URLS: { source: string; destination: string }[] = [
  ["/dashboard/conta/:path*", "/dashboard/account/:path*"],
  ["/dashboard/account/dados", "/dashboard/account/data"],
  ["/dashboard/services/exportar/:path*", "/dashboard/quotes/export/:path*"],
  ["/dashboard/services/:id/duplicar", "/dashboard/quotes/:id/duplicate"],
  ["/dashboard/services/:id/entrada", "/dashboard/quotes/:id/check-in"],
  ["/dashboard/services/:id/fornecedores", "/dashboard/quotes/:id/suppliers"],
  ["/dashboard/services/:id/fotos/:path*", "/dashboard/quotes/:id/photos/:path*"],
  ["/dashboard/services/:id/recibo/:path*", "/dashboard/quotes/:id/receipt/:path*"],
  ["/dashboard/services/:id/respostas-fornecedores", "/dashboard/quotes/:id/supplier-answers"],
  ["/dashboard/services/:path*", "/dashboard/quotes/:path*"],
  ["/dashboard/customers/:id/services/new", "/dashboard/customers/:id/quotes/new"],
  ["/dashboard/customers/exportar/veiculos/:path*", "/dashboard/customers/export/vehicles/:path*"],
  ["/dashboard/customers/exportar/:path*", "/dashboard/customers/export/:path*"],
  ["/dashboard/financeiro/exportar/:path*", "/dashboard/finance/export/:path*"],
  ["/dashboard/financeiro/:path*", "/dashboard/finance/:path*"],
  ["/dashboard/lembretes/:path*", "/dashboard/reminders/:path*"],
].map(([source, destination]) => ({ source: source!, destination: destination! }));

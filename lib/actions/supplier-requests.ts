"use server";

import { refresh } from "next/cache";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { getProfile } from "@/lib/data/profile";
import { createSupplierRequest } from "@/lib/data/supplier-requests";
import { messageShopName } from "@/lib/profile/shop-name";
import { messages } from "@/lib/messages";
import { siteOrigin } from "@/lib/site-url";
import { requestSends } from "@/lib/suppliers/request-message";
import { SUPPLIER_REQUEST_FIELDS, supplierRequestForQuoteSchema } from "@/lib/validation/supplier-request";

const m = messages.supplierRequests;

/**
 * 'Criar cotação' in the quote editor: the request, then one 'Enviar para {fornecedor}' wa.me link
 * per supplier (the dialog shows them; the message is the shop's template). A repeated submit
 * answers the same request. Another shop's quote or supplier is 'não encontrado', nothing written.
 */
export const createSupplierRequestAction = defineAction({
  access: "plan",
  permission: "handleSuppliers",
  name: "cotação com fornecedores",
  texts: { prefix: m.createError },
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({
    quoteId,
    ...formInput(formData, SUPPLIER_REQUEST_FIELDS),
  }),
  schema: supplierRequestForQuoteSchema(recordIdField(m.notFoundReason)),
  create: true,
  async run({ caller, input: { quoteId, ...request }, idempotencyKey, refuse }) {
    // Each supplier's message is signed with the shop's name: no request goes out without it.
    if (!messageShopName((await getProfile(caller.shopId)).shopName)) return refuse(messages.quoteSending.shopNameMissingReason);
    const outcome = await createSupplierRequest(caller.shopId, quoteId, request, idempotencyKey);
    if (!outcome.ok) {
      const reason = { notFound: m.notFoundReason, noVehicle: m.noVehicleReason, noWhatsApp: m.noWhatsAppReason }[outcome.reason];
      return refuse(reason);
    }
    refresh();
    const links = requestSends(outcome.request, outcome.shop, siteOrigin()).flatMap((send) =>
      send.whatsAppHref ? [{ label: m.sendTo(send.supplierName), href: send.whatsAppHref }] : [],
    );
    return { ok: true, message: m.created, id: outcome.request.id, links };
  },
});

import type { Metadata } from "next";
import { CustomerForm } from "@/components/customers/customer-form";
import { FormPage } from "@/components/dashboard/form-page";
import { LimitNotice } from "@/components/plans/limit-notice";
import { getShopLead } from "@/lib/data/leads";
import { formatDate } from "@/lib/format";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";
import { requireSubscribedUser } from "@/lib/session";
import { CUSTOMER_LIMITS } from "@/lib/validation/customer";

export const metadata: Metadata = { title: "Novo cliente" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The lead ?interessado= names, when it is one of the shop's own: the form starts from it. */
async function leadToConvert(shopId: string, searchParams: Props["searchParams"]) {
  const { interessado } = await searchParams;
  if (typeof interessado !== "string" || !isRecordId(interessado)) return null;
  const lead = await getShopLead(shopId, interessado);
  if (!lead) return null;
  return {
    leadId: lead.id,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    // What the visitor wrote is kept with the customer, dated, as the shop's own note.
    notes: lead.message ? messages.leads.convertedNote(formatDate(lead.createdAt), lead.message).slice(0, CUSTOMER_LIMITS.notes) : null,
  };
}

export default async function NewCustomerPage({ searchParams }: Props) {
  const account = await requireSubscribedUser("serveCustomers");
  const fromLead = await leadToConvert(account.shopId, searchParams);
  return (
    <FormPage
      title="Novo cliente"
      description={fromLead ? messages.leads.convertingFrom(fromLead.name) : "Os campos com * são obrigatórios."}
      backHref={fromLead ? "/dashboard/leads" : "/dashboard/customers"}
      backLabel={fromLead ? "Voltar para interessados" : "Voltar para clientes"}
    >
      <div className="grid gap-4">
        <LimitNotice shopId={account.shopId} kind="customers" />
        <CustomerForm fromLead={fromLead ?? undefined} />
      </div>
    </FormPage>
  );
}

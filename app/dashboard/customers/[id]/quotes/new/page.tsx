import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { LimitNotice } from "@/components/plans/limit-notice";
import { QuoteEditor } from "@/components/quotes/quote-editor";
import { getCustomer } from "@/lib/data/customers";
import { runningWarrantiesOf } from "@/lib/data/deliveries";
import { getQuoteDefaults } from "@/lib/data/profile";
import { getPartsSettings } from "@/lib/data/parts-settings";
import { getQuote } from "@/lib/data/quote-document";
import { listCustomerVehicles } from "@/lib/data/vehicles";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { chosenVehicle, duplicateQuoteInitial, newQuoteInitial, withVehicle } from "@/lib/quotes/editor-initial";
import { isRecordId } from "@/lib/record-id";
import { requireSubscribedUser } from "@/lib/session";
import { customerPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Novo orçamento" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ duplicar?: string | string[]; veiculo?: string | string[] }> };

/** The quote a 'Duplicar' link starts from: only this shop's, and anything else starts empty, saying nothing. */
async function duplicateSource(shopId: string, param: string | string[] | undefined) {
  const id = typeof param === "string" ? param : undefined;
  return id && isRecordId(id) ? getQuote(shopId, id) : undefined;
}

export default async function NewQuotePage({ params, searchParams }: Props) {
  const account = await requireSubscribedUser("handleQuotes");
  const [{ id }, { duplicar, veiculo }] = await Promise.all([params, searchParams]);
  const loaded = await load("leitura de cliente para orçamento", account.shopId, () =>
    Promise.all([
      getCustomer(account.shopId, id),
      getQuoteDefaults(account.shopId),
      listCustomerVehicles(account.shopId, id),
      duplicateSource(account.shopId, duplicar),
      getPartsSettings(account.shopId).then((settings) => settings.markup),
    ]),
  );

  if (loaded.failed)
    return (
      <LoadError
        message={messages.quotes.loadCustomerError + messages.reasons.loadAgain}
        backHref="/dashboard/customers"
        backLabel="Voltar para clientes"
      />
    );
  // A duplicate starts without the source's part costs and suppliers: those were one day's answers.
  const [customer, defaults, vehicles, source, partsMarkup] = loaded.value;
  // Deleted since layout.tsx checked it (in another tab): the same not-found view, after the skeleton.
  if (!customer) notFound();
  const sameCustomer = source?.customerId === customer.id;
  const opened = source ? duplicateQuoteInitial(defaults, source, { sameCustomer }) : newQuoteInitial(defaults);
  // `?veiculo=` is honoured only for one of this customer's vehicles (the list is the shop's and
  // the customer's); a duplicate for the same customer keeps its car, if the car is still theirs.
  const initial = withVehicle(opened, chosenVehicle(vehicles, typeof veiculo === "string" ? veiculo : undefined, opened.vehicleId));
  // 'Retorno em garantia': asked for a car whose last job's warranty still runs. A failed read only skips the question.
  const warranties = await runningWarrantiesOf(
    account.shopId,
    vehicles.map((vehicle) => vehicle.id),
  ).catch((error: unknown) => {
    console.error("leitura das garantias do cliente falhou", { shopId: account.shopId }, error);
    return [];
  });
  return (
    <FormPage
      title="Novo orçamento"
      description={`Para ${customer.name}. Os campos com * são obrigatórios.`}
      backHref={customerPath(customer.id)}
      backLabel="Voltar para o cliente"
    >
      <div className="grid gap-4">
        <LimitNotice shopId={account.shopId} kind="quotes" />
        <QuoteEditor
          customerId={customer.id}
          catalogue={defaults.services}
          hourlyRate={defaults.hourlyRate}
          vehicles={vehicles}
          initial={initial}
          warranties={warranties}
          partsMarkup={partsMarkup}
        />
      </div>
    </FormPage>
  );
}

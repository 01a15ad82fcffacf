/**
 * 'Entrada do veículo' from the Painel reuses 'Novo orçamento' with `?entrada=1`. A plate
 * the shop has offers 'Registrar entrada de …' (instead of opening the quote editor); a name lists
 * each of the customer's cars as a way to its check-in; the Painel links there.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const { default: QuoteStartPage } = await import("@/app/dashboard/quotes/new/page");
const { PanelCheckInButton } = await import("@/components/jobs/panel-check-in-button");
const { createCustomer } = await import("@/lib/data/customers");
const { createVehicle } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { signInAs } = await import("../support/request");

type Page = (props: { searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;
const render = async (page: Page, searchParams: Record<string, string>) =>
  renderToStaticMarkup(await page({ searchParams: Promise.resolve(searchParams) }));

async function shopWithCar() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  const customer = await createCustomer(shop.id, { name: "Carlos Pereira", phone: "", email: "", notes: "" });
  await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: null,
    color: "",
    currentKm: null,
    notes: "",
  });
  return shop;
}

describe("'Entrada do veículo' from the Painel", () => {
  it("a known plate offers its check-in instead of opening the quote editor", async () => {
    await shopWithCar();
    const html = await render(QuoteStartPage as Page, { entrada: "1", busca: "abc1d23" });
    expect(html).toContain(messages.checkIn.startForCar("ABC1D23"));
    expect(html).toContain('name="entrada" value="1"');
  });

  it("a name lists the customer's cars, each leading to its check-in", async () => {
    await shopWithCar();
    const html = await render(QuoteStartPage as Page, { entrada: "1", busca: "Carlos" });
    expect(html).toContain('href="/dashboard/quotes/new?entrada=1&amp;busca=ABC1D23"');
    expect(html).not.toContain("/services/new?veiculo=");
  });

  it("an unknown plate's walk-in form says it opens the check-in, not a quote", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const checkIn = await render(QuoteStartPage as Page, { entrada: "1", busca: "xyz9a87" });
    expect(checkIn).toContain(messages.quoteStart.submitCheckIn);
    expect(checkIn).toContain(messages.quoteStart.registerDescriptionCheckIn);
    expect(checkIn).not.toContain("abrir orçamento");
    expect(checkIn).not.toContain(messages.quoteStart.registerDescription);
    // From 'Novo orçamento' it still opens the quote.
    const quote = await render(QuoteStartPage as Page, { busca: "xyz9a87" });
    expect(quote).toContain(messages.quoteStart.submit);
    expect(quote).not.toContain(messages.quoteStart.submitCheckIn);
  });

  it("the Painel's button links to it", () => {
    expect(renderToStaticMarkup(<PanelCheckInButton />)).toContain('href="/dashboard/quotes/new?entrada=1"');
  });
});

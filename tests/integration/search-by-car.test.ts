/**
 * A mechanic knows his customers by their car ("o Gol prata") and his quotes
 * by the work ("freio"). The customer list names each customer's vehicles and finds a customer by
 * the make or model of a car; the quote list finds a quote by its description and by its car.
 */
import { describe, expect, it } from "vitest";
import { createCustomer, listCustomers } from "@/lib/data/customers";
import { listQuotes } from "@/lib/data/quote-lists";
import { createQuote } from "@/lib/data/quotes";
import { createVehicle } from "@/lib/data/vehicles";
import { createMechanic } from "../support/factories";

const car = (plate: string, make: string, model: string) => ({ plate, make, model, year: null, color: "", currentKm: null, notes: "" });

async function shopWithCars() {
  const shop = await createMechanic({ plan: "pro" });
  const carlos = await createCustomer(shop.id, { name: "Carlos Pereira", phone: "", email: "", notes: "" });
  const ana = await createCustomer(shop.id, { name: "Ana Souza", phone: "", email: "", notes: "" });
  const gol = await createVehicle(shop.id, carlos.id, car("ABC1D23", "Volkswagen", "Gol 1.0"));
  await createVehicle(shop.id, carlos.id, car("DEF4567", "Fiat", "Uno"));
  const onix = await createVehicle(shop.id, ana.id, car("GHI7J89", "Chevrolet", "Onix"));
  if (!gol.ok || !onix.ok) throw new Error("vehicles not created");
  await createQuote(shop.id, carlos.id, { description: "Troca das pastilhas de FREIO", cost: 300, vehicleId: gol.id });
  await createQuote(shop.id, ana.id, { description: "Troca de óleo", cost: 150, vehicleId: onix.id });
  return { shop, carlos, ana };
}

describe("the customer list", () => {
  it("names each customer's vehicles, oldest first", async () => {
    const { shop } = await shopWithCars();
    const { items } = await listCustomers(shop.id);
    expect(items.map((item) => [item.name, item.vehicles])).toEqual([
      ["Ana Souza", [{ plate: "GHI7J89", make: "Chevrolet", model: "Onix" }]],
      [
        "Carlos Pereira",
        [
          { plate: "ABC1D23", make: "Volkswagen", model: "Gol 1.0" },
          { plate: "DEF4567", make: "Fiat", model: "Uno" },
        ],
      ],
    ]);
  });

  it("finds a customer by the make or the model of a car, ignoring case and accents", async () => {
    const { shop } = await shopWithCars();
    const names = async (search: string) => (await listCustomers(shop.id, { search })).items.map((item) => item.name);
    expect(await names("gol")).toEqual(["Carlos Pereira"]);
    expect(await names("VOLKS")).toEqual(["Carlos Pereira"]);
    expect(await names("onix")).toEqual(["Ana Souza"]);
    expect(await names("chevrolét")).toEqual(["Ana Souza"]);
    expect(await listCustomers(shop.id, { search: "uno" })).toMatchObject({ total: 1 });
  });
});

describe("the quote list", () => {
  it("finds a quote by its description and by its car's make or model", async () => {
    const { shop } = await shopWithCars();
    const found = async (search: string) => (await listQuotes(shop.id, { search })).items.map((item) => item.description);
    expect(await found("freio")).toEqual(["Troca das pastilhas de FREIO"]);
    expect(await found("oleo")).toEqual(["Troca de óleo"]);
    expect(await found("gol")).toEqual(["Troca das pastilhas de FREIO"]);
    expect(await found("onix")).toEqual(["Troca de óleo"]);
    expect(await listQuotes(shop.id, { search: "freio" })).toMatchObject({ total: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { formatPlate, normalizePlate, plateKey, plateSearchPrefix } from "@/lib/plates";
import { maxVehicleYear, vehicleSchema } from "@/lib/validation/vehicle";

const m = messages.vehicles;

describe("a plate as typed", () => {
  it.each([
    ["abc-1234", "ABC1234"],
    ["ABC 1234", "ABC1234"],
    [" abc1234 ", "ABC1234"],
    ["ABC - 1234", "ABC1234"],
    ["abc1d23", "ABC1D23"],
    ["ABC-1D23", "ABC1D23"],
  ])("%j is stored as %j", (typed, stored) => {
    expect(normalizePlate(typed)).toBe(stored);
  });

  it.each([
    "",
    "ABC",
    "ABC123",
    "ABC12345",
    "ABC12D3",
    "1234ABC",
    "ABCD123",
    "ABC.1234",
    "ABC_1234",
    "ÁBC1234",
    "abc\t1234",
    "ABC1234EXTRA",
  ])("%j is not a plate", (typed) => {
    expect(normalizePlate(typed)).toBeNull();
  });

  it("is shown in its own format", () => {
    expect(formatPlate("ABC1234")).toBe("ABC-1234");
    expect(formatPlate("ABC1D23")).toBe("ABC1D23");
    // A stored value that is not a plate is shown as it is rather than emptied.
    expect(formatPlate("XYZ")).toBe("XYZ");
  });
});

describe("the same car in either format", () => {
  it.each([
    ["ABC1234", "ABC1C34"],
    ["ABC1034", "ABC1A34"],
    ["ABC1934", "ABC1J34"],
    ["abc-1234", "ABC1C34"],
    ["ABC1C34", "ABC1C34"],
    ["ABC1D23", "ABC1D23"],
  ])("%j has the key %j", (plate, key) => {
    expect(plateKey(plate)).toBe(key);
  });

  it.each([
    ["ABC", "ABC"],
    ["abc-1", "ABC1"],
    ["abc-12", "ABC1C"],
    ["ABC 1234", "ABC1C34"],
    ["ABC1C34", "ABC1C34"],
    ["abc1c", "ABC1C"],
    ["ABC1D2", "ABC1D2"],
  ])("a search for %j looks for keys starting %j", (term, prefix) => {
    expect(plateSearchPrefix(term)).toBe(prefix);
  });

  it.each(["AB", "João", "silva", "11 91234-5678", "ABC12D", "ABCD", "ab%", "ABC1234X"])(
    "a search for %j does not look at plates",
    (term) => {
      expect(plateSearchPrefix(term)).toBeNull();
    },
  );
});

describe("the vehicle form's rules", () => {
  const valid = { plate: "abc-1234", make: "Volkswagen", model: "Gol", year: "2018", color: "Prata", currentKm: "45.000", notes: "" };
  const errorsOf = (fields: Record<string, string>) => {
    const result = vehicleSchema.safeParse({ ...valid, ...fields });
    return result.success ? {} : result.error.flatten().fieldErrors;
  };

  it("stores the plate normalised and reads km the Brazilian way", () => {
    expect(vehicleSchema.parse(valid)).toEqual({ ...valid, plate: "ABC1234", year: 2018, currentKm: 45000 });
    expect(vehicleSchema.parse({ ...valid, currentKm: "120000 km", year: "" })).toMatchObject({ currentKm: 120000, year: null });
    expect(vehicleSchema.parse({ plate: "ABC1D23" })).toEqual({
      plate: "ABC1D23",
      make: "",
      model: "",
      year: null,
      color: "",
      currentKm: null,
      notes: "",
    });
  });

  it("refuses each bad field with its own message", () => {
    expect(errorsOf({ plate: "" })).toEqual({ plate: [m.plateRequired] });
    expect(errorsOf({ plate: "ABC12D3" })).toEqual({ plate: [m.plateInvalid] });
    expect(errorsOf({ plate: "A".repeat(40) })).toEqual({ plate: [m.plateInvalid] });
    expect(errorsOf({ year: "1899" })).toEqual({ year: [m.yearInvalid(maxVehicleYear())] });
    expect(errorsOf({ year: String(maxVehicleYear() + 1) })).toEqual({ year: [m.yearInvalid(maxVehicleYear())] });
    expect(errorsOf({ year: "20l8" })).toEqual({ year: [m.yearInvalid(maxVehicleYear())] });
    expect(errorsOf({ currentKm: "-5" })).toEqual({ currentKm: [m.kmInvalid] });
    expect(errorsOf({ currentKm: "10.000.000" })).toEqual({ currentKm: [m.kmInvalid] });
    expect(errorsOf({ currentKm: "12,5" })).toEqual({ currentKm: [m.kmInvalid] });
    expect(errorsOf({ make: "x".repeat(61) })).toEqual({ make: [m.makeTooLong] });
    expect(errorsOf({ model: "x".repeat(81) })).toEqual({ model: [m.modelTooLong] });
    expect(errorsOf({ color: "x".repeat(41) })).toEqual({ color: [m.colorTooLong] });
    expect(errorsOf({ notes: "x".repeat(2001) })).toEqual({ notes: [m.notesTooLong] });
    expect(errorsOf({ model: "Gol\u0000" })).toEqual({ model: [messages.validation.controlCharacters] });
    expect(errorsOf({ plate: "ABC\u001b1234" })).toEqual({ plate: [messages.validation.controlCharacters] });
  });

  it("accepts next year's models and the limits themselves", () => {
    expect(vehicleSchema.parse({ ...valid, year: String(maxVehicleYear()), currentKm: "9.999.999" })).toMatchObject({
      year: maxVehicleYear(),
      currentKm: 9_999_999,
    });
    expect(vehicleSchema.parse({ ...valid, year: "1900", currentKm: "0" })).toMatchObject({ year: 1900, currentKm: 0 });
  });
});

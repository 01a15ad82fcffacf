/**
 * What the profile may publish: the WhatsApp is a Brazilian phone with its DDD
 * ('123' used to save and silently hide the public page's button), and an open day's hours are
 * periods a clock shows, each ending after it starts ('25:00-26:00' and '18:00-08:00' used to be
 * published).
 */
import { describe, expect, it } from "vitest";
import { z } from "@/lib/validation/zod";
import { messages } from "@/lib/messages";
import { defaultOpeningHours, joinRanges, splitRanges } from "@/lib/profile/opening-hours";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { profileSchema } from "@/lib/validation/profile";

const m = messages.profile;

const valid = {
  shopName: "Oficina do Zé",
  ownerName: "José",
  description: "",
  slug: "",
  whatsappIntegration: "",
  services: "[]",
  openingHours: JSON.stringify(defaultOpeningHours()),
  hourlyRate: "",
  paymentTerms: "",
  warrantyText: "",
  whatsappTemplate: "",
};

function fieldErrors(input: Partial<typeof valid>) {
  const parsed = profileSchema.safeParse({ ...valid, ...input });
  return parsed.success ? null : z.flattenError(parsed.error).fieldErrors;
}

const withMonday = (hours: string, open = true) => JSON.stringify({ ...defaultOpeningHours(), monday: { open, hours } });

describe("the shop's WhatsApp", () => {
  it.each(["123", "(11) 1234", "abc", "https://wa.me/123", "(00) 91234-5678"])("refuses %j with the phone's example", (typed) => {
    expect(fieldErrors({ whatsappIntegration: typed })).toEqual({ whatsappIntegration: [m.whatsappInvalid] });
  });

  it.each([
    ["11912345678", "(11) 91234-5678"],
    ["(11) 91234-5678", "(11) 91234-5678"],
    ["+55 11 91234-5678", "(11) 91234-5678"],
    ["(11) 3456-7890", "(11) 3456-7890"],
    // What the field asked for before: a link is read as the number it opens.
    ["https://wa.me/5511912345678", "(11) 91234-5678"],
    ["https://api.whatsapp.com/send?phone=5511912345678", "(11) 91234-5678"],
  ])("stores %j as %j, which the public page's button opens", (typed, stored) => {
    const parsed = profileSchema.parse({ ...valid, whatsappIntegration: typed });
    expect(parsed.whatsappIntegration).toBe(stored);
    expect(whatsappLink(parsed.whatsappIntegration)).toMatch(/^https:\/\/wa\.me\/55\d{10,11}$/);
  });

  it("takes a blank one (no button)", () => {
    expect(profileSchema.parse({ ...valid, whatsappIntegration: "  " }).whatsappIntegration).toBe("");
  });
});

describe("the opening hours", () => {
  it.each([
    ["25:00-26:00", m.hoursImpossible("Segunda-feira", "25:00")],
    ["08:00-12:75", m.hoursImpossible("Segunda-feira", "12:75")],
    ["18:00-08:00", m.hoursEndBeforeStart("Segunda-feira", "18:00", "08:00")],
    ["08:00-08:00", m.hoursEndBeforeStart("Segunda-feira", "08:00", "08:00")],
    ["08:00-", m.hoursMissing("Segunda-feira")],
    ["", m.hoursMissing("Segunda-feira")],
    ["08:00-12:00;11:00-18:00", m.hoursOverlap("Segunda-feira")],
    ["abre cedo", m.hoursMissing("Segunda-feira")],
  ])("refuses an open day with %j, naming the day", (hours, message) => {
    expect(fieldErrors({ openingHours: withMonday(hours) })).toEqual({ openingHours: [message] });
  });

  it.each(["08:00-18:00", "08:00-12:00;14:00-18:00", "07:30-11:45;13:00-17:30", "00:00-23:59"])("publishes %j", (hours) => {
    expect(fieldErrors({ openingHours: withMonday(hours) })).toBeNull();
  });

  it("keeps a closed day's text as it is, for when it opens again", () => {
    expect(fieldErrors({ openingHours: withMonday("25:00-26:00", false) })).toBeNull();
  });

  it("names every day that is wrong", () => {
    const week = { ...defaultOpeningHours(), monday: { open: true, hours: "18:00-08:00" }, sunday: { open: true, hours: "" } };
    expect(fieldErrors({ openingHours: JSON.stringify(week) })?.openingHours).toEqual([
      m.hoursEndBeforeStart("Segunda-feira", "18:00", "08:00"),
      m.hoursMissing("Domingo"),
    ]);
  });

  it("turns the stored text into the editor's rows and back", () => {
    expect(splitRanges("08:00-12:00;14:00-18:00")).toEqual([
      { start: "08:00", end: "12:00" },
      { start: "14:00", end: "18:00" },
    ]);
    expect(splitRanges("")).toEqual([{ start: "", end: "" }]);
    expect(
      joinRanges([
        { start: "08:00", end: "12:00" },
        { start: "14:00", end: "" },
      ]),
    ).toBe("08:00-12:00;14:00-");
  });
});

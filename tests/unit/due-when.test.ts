/** When a next service is due, said in the order it comes, never as a date beside a later km day. */
import { describe, expect, it } from "vitest";
import { dueWhenText } from "@/lib/service-dues/due-when";

describe("dueWhenText", () => {
  it("says the date comes first when the car's pace reaches the km later", () => {
    // The week on the phone: "em 28/05/2027 ou aos 97.600 km — previsto para 10/09/2027".
    expect(dueWhenText({ dueOn: "2027-05-28", dueKm: 97_600, kmDay: "2027-09-10" })).toBe(
      "em 28/05/2027, antes dos 97.600 km (previstos para 10/09/2027)",
    );
  });

  it("says the km comes first when the pace reaches it before the date", () => {
    expect(dueWhenText({ dueOn: "2027-05-28", dueKm: 97_600, kmDay: "2027-03-02" })).toBe(
      "aos 97.600 km (previstos para 02/03/2027), antes de 28/05/2027",
    );
  });

  it("without a pace, whichever comes first; a date or a km alone is just that", () => {
    expect(dueWhenText({ dueOn: "2027-05-28", dueKm: 97_600, kmDay: null })).toBe("em 28/05/2027 ou aos 97.600 km, o que vier primeiro");
    expect(dueWhenText({ dueOn: "2027-05-28", dueKm: null, kmDay: null })).toBe("em 28/05/2027");
    expect(dueWhenText({ dueOn: null, dueKm: 97_600, kmDay: "2027-09-10" })).toBe("aos 97.600 km (previstos para 10/09/2027)");
    expect(dueWhenText({ dueOn: null, dueKm: 97_600, kmDay: null })).toBe("aos 97.600 km");
  });
});

import { describe, expect, it } from "vitest";
import { listQuery } from "@/lib/search-params";
import { isRecordId } from "@/lib/record-id";

describe("listQuery (?busca= and ?pagina= of the lists)", () => {
  it("reads a search and a page", async () => {
    expect(await listQuery(Promise.resolve({ busca: "  Conceição ", pagina: "3" }))).toEqual({ search: "Conceição", page: 3 });
  });

  it("answers the first page and no search for whatever else a visitor types", async () => {
    for (const pagina of [undefined, "", "0", "-2", "1.5", "abc", "1e3x", "Infinity"]) {
      expect(await listQuery(Promise.resolve({ pagina }))).toEqual({ search: "", page: 1 });
    }
  });

  it("takes the first of repeated parameters and caps a search at 100 characters", async () => {
    const query = await listQuery(Promise.resolve({ busca: ["x".repeat(150), "segunda"], pagina: ["2", "9"] }));
    expect(query).toEqual({ search: "x".repeat(100), page: 2 });
  });

  it("ignores control characters in a search (a %00 in the URL), never failing on them", async () => {
    expect(await listQuery(Promise.resolve({ busca: "\u0000" }))).toEqual({ search: "", page: 1 });
    expect(await listQuery(Promise.resolve({ busca: "Ana\u0000 Lima\u007f" }))).toEqual({ search: "Ana Lima", page: 1 });
  });
});

describe("isRecordId", () => {
  it("accepts a uuid and refuses anything else", () => {
    expect(isRecordId("4f5e3c1a-2b7d-4e8f-9a0b-1c2d3e4f5a6b")).toBe(true);
    for (const id of ["", "1", "' OR 1=1 --", "4f5e3c1a-2b7d-4e8f-9a0b-1c2d3e4f5a6"]) expect(isRecordId(id)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { listQuery, quoteListQuery, stageFromParams } from "@/lib/search-params";
import { quoteListHref } from "@/lib/routes";
import { QUOTE_STAGES } from "@/lib/quote-status";
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

describe("the quote list's stage in its URL", () => {
  it("is Portuguese: ?situacao=em-andamento, as a mechanic shares it", () => {
    expect(quoteListHref("", "in_progress")).toBe("/dashboard/quotes?situacao=em-andamento");
    expect(quoteListHref("freio", "ready")).toBe("/dashboard/quotes?busca=freio&situacao=pronto-para-retirada");
    expect(quoteListHref("", undefined)).toBe("/dashboard/quotes");
    for (const stage of QUOTE_STAGES) {
      expect(stage.param).toMatch(/^[a-z-]+$/);
      expect(stageFromParams({ situacao: stage.param })).toBe(stage.id);
    }
  });

  it("still reads an old ?status= link, and says so for the page to move it", async () => {
    expect(await quoteListQuery(Promise.resolve({ status: "in_progress" }))).toEqual({
      search: "",
      page: 1,
      status: "in_progress",
      legacyStatus: true,
    });
    expect(await quoteListQuery(Promise.resolve({ situacao: "em-andamento" }))).toMatchObject({
      status: "in_progress",
      legacyStatus: false,
    });
    // ?situacao= wins; an unknown value lists every stage.
    expect(stageFromParams({ situacao: "entregue", status: "canceled" })).toBe("delivered");
    expect(stageFromParams({ situacao: "in_progress" })).toBeUndefined();
  });
});

describe("isRecordId", () => {
  it("accepts a uuid and refuses anything else", () => {
    expect(isRecordId("4f5e3c1a-2b7d-4e8f-9a0b-1c2d3e4f5a6b")).toBe(true);
    for (const id of ["", "1", "' OR 1=1 --", "4f5e3c1a-2b7d-4e8f-9a0b-1c2d3e4f5a6"]) expect(isRecordId(id)).toBe(false);
  });
});

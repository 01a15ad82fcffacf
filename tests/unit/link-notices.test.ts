/**
 * The quote link's notices are named in English in code and carried as a Portuguese word in the
 * address the customer reads (`?aviso=`, `?entrada=`): each word names one notice and comes back
 * as it, and any other word, the object's own property names included, names none.
 */
import { describe, expect, test } from "vitest";
import { messages } from "@/lib/messages";
import { checkInNoticeOfParam, checkInNoticeParam, type CheckInNotice } from "@/lib/validation/check-in";
import { answerNoticeOfParam, answerNoticeParam, type AnswerNotice } from "@/lib/validation/quote-answer";

const answerNotices = [...Object.keys(messages.publicQuote.answer.notices), "expired"] as AnswerNotice[];
const checkInNotices = Object.keys(messages.checkInLink.notices) as CheckInNotice[];
const strangers = ["", "toString", "constructor", "__proto__", "hasOwnProperty", "stale", "approved", "ATUALIZADO", "nome "];

describe.each([
  { area: "?aviso=", notices: answerNotices, param: answerNoticeParam, of: answerNoticeOfParam },
  { area: "?entrada=", notices: checkInNotices, param: checkInNoticeParam, of: checkInNoticeOfParam },
] as { area: string; notices: string[]; param: (notice: string) => string; of: (word: unknown) => string | undefined }[])(
  "$area",
  ({ notices, param, of }) => {
    test("each notice has its own lower-case Portuguese word, which names it back", () => {
      const words = notices.map(param);
      expect(new Set(words).size).toBe(notices.length);
      for (const [index, notice] of notices.entries()) {
        expect(words[index]).toMatch(/^[a-z-]+$/);
        expect(of(words[index])).toBe(notice);
      }
    });

    test("a word of no notice, or no word, names none", () => {
      for (const word of [...strangers, undefined, null, 1, ["nome"]]) expect(of(word)).toBeUndefined();
    });
  },
);

test("the page's old codes still read: the words in the address did not change", () => {
  expect(answerNoticeOfParam("atualizado")).toBe("stale");
  expect(answerNoticeOfParam("vencido")).toBe("expired");
  expect(answerNoticeOfParam("aprovado")).toBe("approved");
  expect(checkInNoticeOfParam("conferido")).toBe("acknowledged");
  expect(checkInNoticeOfParam("ja")).toBe("already");
});

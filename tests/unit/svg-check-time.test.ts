import { describe, expect, it } from "vitest";
import { isSelfContainedCss, looksLikeSvg } from "@/lib/uploads/svg";
import { expectLinearTime } from "../support/timing";

/**
 * The SVG checks run on whatever an anonymous upload holds, so their time must grow with the
 * input's length, never faster. Each shape below made the old regexes backtrack
 * (exponentially for the prolog, quadratically for the CSS); each now takes at 1 MB about four
 * times its time at 256 KB.
 */
const MB = 1024 * 1024;
const repeatTo = (unit: string, length = MB) => unit.repeat(Math.ceil(length / unit.length));

describe("looksLikeSvg answers in linear time", () => {
  it.each([
    ["comments with no <svg after them", (size: number) => repeatTo("<!---->", size)],
    ["comments separated by spaces", (size: number) => repeatTo("<!-- a -->  ", size)],
    ["an unterminated comment", (size: number) => `<!--${repeatTo("-", size)}`],
    ["doctypes with no <svg", (size: number) => repeatTo("<!DOCTYPE svg>", size)],
    ["a doctype whose subset never closes", (size: number) => `<!DOCTYPE svg [${repeatTo("<!-- x -->", size)}`],
    ["an XML declaration with no end", (size: number) => `<?xml ${repeatTo("a", size)}`],
    ["spaces and nothing else", (size: number) => repeatTo(" ", size)],
  ])("%s (1 MB): refused, in linear time", async (_shape, make) => {
    expect(looksLikeSvg(make(MB))).toBe(false);
    await expectLinearTime(make, looksLikeSvg, MB);
  });

  it("the issue's 218 bytes (16 s before, twice as long per comment more) are refused, in linear time", async () => {
    const comments = (count: number) => "<!---->".repeat(count) + "x";
    expect(looksLikeSvg(comments(31))).toBe(false);
    await expectLinearTime(comments, looksLikeSvg, 31);
  });

  it("still reads real SVG prologs", () => {
    expect(looksLikeSvg(`<svg xmlns="http://www.w3.org/2000/svg"/>`)).toBe(true);
    expect(looksLikeSvg(`  <?xml version="1.0"?>\n<!-- logo --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<SVG>`)).toBe(true);
    expect(looksLikeSvg(`<!DOCTYPE svg [<!ENTITY a "b>c">]>\n<svg/>`)).toBe(true);
    expect(looksLikeSvg(`<!DOCTYPE svg [<!ENTITY a "b">] >\n<svg>`)).toBe(true);
    expect(looksLikeSvg(`<?xml version="1.0"><svg>`)).toBe(false);
    expect(looksLikeSvg(`<html><svg></svg></html>`)).toBe(false);
    expect(looksLikeSvg(`<svgx>`)).toBe(false);
    // Past the prolog's cap nothing is read further: no logo has 64 KB of comments before <svg.
    expect(looksLikeSvg(`${"<!-- x -->".repeat(10_000)}<svg>`)).toBe(false);
  });
});

describe("isSelfContainedCss answers in linear time", () => {
  it.each([
    ["a run of name characters with no parenthesis", (size: number) => repeatTo("a", size)],
    ["a run of hyphens", (size: number) => repeatTo("-", size)],
    ["name runs each opening a harmless function", (size: number) => repeatTo("rgb(", size)],
    ["parentheses alone", (size: number) => repeatTo("(", size)],
    ["url( with a long reference never closed", (size: number) => `url(#${repeatTo("a", size)}`],
    ["url( followed by spaces", (size: number) => `url(${repeatTo(" ", size)}`],
    ["comments never closed", (size: number) => repeatTo("/*", size)],
  ])("%s (1 MB): answered in linear time", async (_shape, make) => {
    await expectLinearTime(make, isSelfContainedCss, MB);
  });

  it("the same shapes under the length cap (60 KB) are read, in linear time too", async () => {
    for (const make of [
      (size: number) => repeatTo("a", size),
      (size: number) => repeatTo("fill-", size),
      (size: number) => `url(#${repeatTo("a", size)}`,
    ]) {
      await expectLinearTime(make, isSelfContainedCss, 60_000);
    }
    expect(isSelfContainedCss(repeatTo("a", 60_000))).toBe(true);
    expect(isSelfContainedCss(`${repeatTo("a", 60_000)}(`)).toBe(false);
  });

  it("still tells harmless CSS from CSS that fetches", () => {
    expect(isSelfContainedCss(".cls-1{fill:url(#grad)} .b{fill:rgb(1,2,3);transform:translateX(2px) scale(2)}")).toBe(true);
    expect(isSelfContainedCss("fill:#000")).toBe(true);
    expect(isSelfContainedCss("background:image-set('x.png' 1x)")).toBe(false);
    expect(isSelfContainedCss("fill:url(https://x/y)")).toBe(false);
    expect(isSelfContainedCss('fill:"x"(')).toBe(false);
    expect(isSelfContainedCss("fill:u\\72l(x)")).toBe(false);
    expect(isSelfContainedCss("@import 'x'")).toBe(false);
    // A style longer than any logo's is dropped unread.
    expect(isSelfContainedCss(repeatTo("a", 100_000))).toBe(false);
  });
});

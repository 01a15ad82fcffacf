import { describe, expect, it } from "vitest";
import { isSelfContainedCss, looksLikeSvg } from "@/lib/uploads/svg";
import { fastestOf } from "../support/timing";

/**
 * The SVG checks run on whatever an anonymous upload holds, so their time must
 * grow with the input's length, never faster. Each shape below made the old regexes backtrack
 * (exponentially for the prolog, quadratically for the CSS); each is answered in < 100 ms at 1 MB.
 */
const MB = 1024 * 1024;
const repeatTo = (unit: string, length = MB) => unit.repeat(Math.ceil(length / unit.length));

/** The fastest of a few runs (tests/support/timing.ts). */
const timed = fastestOf;

describe("looksLikeSvg answers in linear time", () => {
  it.each([
    ["comments with no <svg after them", repeatTo("<!---->")],
    ["comments separated by spaces", repeatTo("<!-- a -->  ")],
    ["an unterminated comment", `<!--${repeatTo("-")}`],
    ["doctypes with no <svg", repeatTo("<!DOCTYPE svg>")],
    ["a doctype whose subset never closes", `<!DOCTYPE svg [${repeatTo("<!-- x -->")}`],
    ["an XML declaration with no end", `<?xml ${repeatTo("a")}`],
    ["spaces and nothing else", repeatTo(" ")],
  ])("%s (1 MB): refused in < 100 ms", (_shape, text) => {
    const { result, ms } = timed(() => looksLikeSvg(text));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(100);
  });

  it("218 bytes that took 16 s before are answered at once", () => {
    const { result, ms } = timed(() => looksLikeSvg("<!---->".repeat(31) + "x"));
    expect(result).toBe(false);
    expect(ms).toBeLessThan(100);
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
    ["a run of name characters with no parenthesis", repeatTo("a")],
    ["a run of hyphens", repeatTo("-")],
    ["name runs each opening a harmless function", repeatTo("rgb(")],
    ["parentheses alone", repeatTo("(")],
    ["url( with a long reference never closed", `url(#${repeatTo("a")}`],
    ["url( followed by spaces", `url(${repeatTo(" ")}`],
    ["comments never closed", repeatTo("/*")],
  ])("%s (1 MB): answered in < 100 ms", (_shape, css) => {
    const { ms } = timed(() => isSelfContainedCss(css));
    expect(ms).toBeLessThan(100);
  });

  it("the same shapes under the length cap (60 KB) are read, in < 100 ms too", () => {
    for (const css of [repeatTo("a", 60_000), repeatTo("fill-", 60_000), `url(#${repeatTo("a", 60_000)}`]) {
      const { ms } = timed(() => isSelfContainedCss(css));
      expect(ms).toBeLessThan(100);
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

import { describe, expect, it } from "vitest";
import { SVG_LIMITS, svgShapeProblem } from "@/lib/uploads/svg-shape";
import { expectLinearTime } from "../support/timing";

/**
 * The linear pass that refuses, before any parser, an SVG whose shape no logo has
 * (lib/uploads/svg-shape.ts): each limit, and the markup that hides tags from it or shows it tags
 * the HTML parser would not see.
 */
const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
const nested = (depth: number, open = "<g>", close = "</g>") => open.repeat(depth) + close.repeat(depth);
const attributes = (count: number) => Array.from({ length: count }, (_, i) => ` a${i}="1"`).join("");
const MB = 1024 * 1024;

describe("svgShapeProblem", () => {
  it("passes a logo's markup: prolog, comments, CDATA, references, quoted > and <", () => {
    const logo =
      `<?xml version="1.0"?>\n<!-- Generator: Adobe Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n` +
      svg(
        `<style><![CDATA[.a>.b{fill:#000}]]></style><g id="a"><g><path d="M0 0h1" title="a > b < c"/></g></g>` +
          `<text>Funilaria &amp; Mec&#xE2;nica</text>`,
      );
    expect(svgShapeProblem(logo)).toBeNull();
  });

  it("counts nesting up to 64 deep, self-closing elements and closed siblings aside", () => {
    expect(svgShapeProblem(svg(nested(SVG_LIMITS.depth - 1)))).toBeNull();
    expect(svgShapeProblem(svg(nested(SVG_LIMITS.depth)))).toBe("depth");
    expect(svgShapeProblem(svg("<g/>".repeat(500) + "<g></g>".repeat(500)))).toBeNull();
    expect(svgShapeProblem(svg(nested(40) + nested(40)))).toBeNull();
  });

  it("counts as open what the HTML parser keeps open", () => {
    // A close tag that does not close the innermost element: the parser ignores it or worse.
    expect(svgShapeProblem(svg("<g></x>".repeat(SVG_LIMITS.depth)))).toBe("depth");
    // `/` ending an unquoted value is part of the value, not a self-closing tag.
    expect(svgShapeProblem(svg("<g a=x/>".repeat(SVG_LIMITS.depth)))).toBe("depth");
    // `<!-->` and `--!>` end a comment; `<?…>` and `<!…>` end at the first `>`.
    expect(svgShapeProblem(svg(`<!-->${nested(SVG_LIMITS.depth)}-->`))).toBe("depth");
    expect(svgShapeProblem(svg(`<!-- a --!>${nested(SVG_LIMITS.depth)}-->`))).toBe("depth");
    expect(svgShapeProblem(svg(`<?x a > ${nested(SVG_LIMITS.depth)} ?>`))).toBe("depth");
  });

  it("reads no tags inside comments, CDATA or quoted attribute values", () => {
    const tags = nested(SVG_LIMITS.depth + 10);
    expect(svgShapeProblem(svg(`<!-- ${tags} -->`))).toBeNull();
    expect(svgShapeProblem(svg(`<style><![CDATA[ ${tags} ]]></style>`))).toBeNull();
    expect(svgShapeProblem(svg(`<g title="${tags}" alt='${tags}'/>`))).toBeNull();
  });

  it("limits nodes, attributes, references and refuses entity declarations", () => {
    expect(svgShapeProblem(svg("<rect/>".repeat(SVG_LIMITS.nodes - 1)))).toBeNull();
    expect(svgShapeProblem(svg("<rect/>".repeat(SVG_LIMITS.nodes)))).toBe("nodes");
    expect(svgShapeProblem(svg("<!---->".repeat(SVG_LIMITS.nodes)))).toBe("nodes");
    expect(svgShapeProblem(svg(`<rect${attributes(SVG_LIMITS.attributesPerElement)}/>`))).toBeNull();
    expect(svgShapeProblem(svg(`<rect${attributes(SVG_LIMITS.attributesPerElement + 1)}/>`))).toBe("attributesPerElement");
    const spread = SVG_LIMITS.attributes / SVG_LIMITS.attributesPerElement + 1;
    expect(svgShapeProblem(svg(`<rect${attributes(SVG_LIMITS.attributesPerElement)}/>`.repeat(spread)))).toBe("attributes");
    expect(svgShapeProblem(svg(`<text>${"&amp;".repeat(SVG_LIMITS.references)}</text>`))).toBeNull();
    expect(svgShapeProblem(svg(`<text>${"&amp;".repeat(SVG_LIMITS.references + 1)}</text>`))).toBe("references");
    expect(svgShapeProblem(`<!DOCTYPE svg [<!ENTITY a "b">]>${svg("")}`)).toBe("entityDeclaration");
  });

  it.each([
    ["an unterminated quoted value", (size: number) => `<svg><g a="${"x".repeat(size)}`],
    ["an unterminated comment of dashes", (size: number) => `<svg><!--${"-".repeat(size)}`],
    ["a megabyte of <", (size: number) => "<".repeat(size)],
    ["unclosed tag names", (size: number) => "<a".repeat(size / 2)],
    ["bogus end tags", (size: number) => "</".repeat(size / 2)],
    ["attributes with no values", (size: number) => `<svg><g${" a".repeat(size / 2)}>`],
  ])("reads %s (1 MB) in linear time", async (_shape, make) => {
    await expectLinearTime(make, svgShapeProblem, MB);
  });
});

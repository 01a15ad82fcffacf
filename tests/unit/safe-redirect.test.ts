import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_PATH_LENGTH, safeRedirectPath } from "@/lib/safe-redirect";
import { NORMALISED_TO_ANOTHER_HOST, OFF_SITE_CALLBACKS, staysOn } from "../support/open-redirect-variants";
import { expectLinearTime } from "../support/timing";

const APP = "https://oficina.example";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard/customers?busca=jo%C3%A3o&pagina=2", "/dashboard/customers?busca=jo%C3%A3o&pagina=2"],
    ["/dashboard#topo", "/dashboard#topo"],
    ["/dashboard/./plans", "/dashboard/plans"],
    ["/dashboard/customers/../plans?x=1", "/dashboard/plans?x=1"],
    ["/dashboard?volta=//evil.example", "/dashboard?volta=//evil.example"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/dashboard",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "dashboard",
    "/dash\nboard",
    "/\tevil",
    "",
    undefined,
    null,
    42,
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  // Each of these normalises to "//evil.example": the check must hold for the path returned.
  it.each(NORMALISED_TO_ANOTHER_HOST)("refuses %j, which normalises to another host", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each(OFF_SITE_CALLBACKS)("%j gives nothing, or a path that stays on the app", (input) => {
    const path = safeRedirectPath(input);
    if (path === null) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(path).not.toMatch(/[\\\u0000-\u001f\u007f]/);
    expect(staysOn(APP, path), path).toBe(true);
    expect(new URL(path, APP).host).toBe(new URL(APP).host);
    // Decoding the escapes left in it, once or more, must not make it host-relative either.
    expect(decodeURIComponent(decodeURIComponent(new URL(path, APP).pathname))).not.toMatch(/^\/[/\\]/);
  });
});

const MB = 1024 * 1024;
/** `unit` repeated after "/" to about `size` characters. */
const shaped = (unit: string, size: number, tail = "") => `/${unit.repeat(Math.ceil(size / unit.length))}${tail}`;

// Shapes that made the unbounded check do one pass over the whole string per escape level or per
// segment: nested "%25" escapes, long paths, dot segments, and escaped dot segments.
const ADVERSARIAL_SHAPES: [string, (size: number) => string][] = [
  // "%252525…2e" loses one "25" per decoding: the unbounded check made one pass per level.
  ["an escape nested 2^19 levels deep", (size) => `/%${"25".repeat(size / 2)}2e%2e//evil.example`],
  ["a nested escape of a slash after a path", (size) => `/dashboard/%${"25".repeat(size / 2)}2f%2fevil.example`],
  ["a %25%25%25… run", (size) => shaped("%25", size, "2f")],
  ["a long path", (size) => shaped("a/", size)],
  ["many dot segments", (size) => shaped("a/../", size, "/evil.example")],
  ["many ./ segments", (size) => shaped("./", size)],
  ["escaped dot segments", (size) => shaped("%2e%2e/", size)],
  ["a long query", (size) => `/dashboard?${"x".repeat(size)}`],
];

describe("safeRedirectPath on adversarial input", () => {
  it.each(ADVERSARIAL_SHAPES)("answers 1 MB of %s in linear time", async (_, make) => {
    expect(safeRedirectPath(make(MB))).toBeNull(); // longer than any address the app makes
    await expectLinearTime(make, safeRedirectPath, MB);
  });

  it.each(ADVERSARIAL_SHAPES)("answers %s just under the length cap in linear time", async (_, make) => {
    const underCap = (size: number) => make(size - 40).slice(0, size);
    expect(underCap(MAX_REDIRECT_PATH_LENGTH).length).toBeLessThanOrEqual(MAX_REDIRECT_PATH_LENGTH);
    await expectLinearTime(underCap, safeRedirectPath, MAX_REDIRECT_PATH_LENGTH);
  });

  it("keeps a same-site path up to the cap, and drops a longer one", () => {
    const longest = `/dashboard/customers?busca=${"a".repeat(MAX_REDIRECT_PATH_LENGTH - "/dashboard/customers?busca=".length)}`;
    expect(safeRedirectPath(longest)).toBe(longest);
    expect(safeRedirectPath(`${longest}a`)).toBeNull();
  });

  it("looks through a few levels of escapes, and refuses a path that decodes further still", () => {
    expect(safeRedirectPath("/dashboard/x%2541")).toBe("/dashboard/x%2541");
    expect(safeRedirectPath("/dashboard/x%252541")).toBe("/dashboard/x%252541");
    // Four levels: "%25252541" → "%252541" → "%2541" → "%41" → "A".
    expect(safeRedirectPath("/dashboard/x%25252541")).toBeNull();
    expect(safeRedirectPath(`/dashboard/x%${"25".repeat(20)}41`)).toBeNull();
  });
});

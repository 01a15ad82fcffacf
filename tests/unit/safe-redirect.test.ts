import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { NORMALISED_TO_ANOTHER_HOST, OFF_SITE_CALLBACKS, staysOn } from "../support/open-redirect-variants";

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

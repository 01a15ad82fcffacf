import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard/customers?busca=jo%C3%A3o&pagina=2", "/dashboard/customers?busca=jo%C3%A3o&pagina=2"],
    ["/dashboard#topo", "/dashboard#topo"],
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
});

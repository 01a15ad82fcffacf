import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { insertCustomers } from "../support/rows";

// The HTTP side (a 404 or the normal page, never a 500, for %00 and %ff anywhere): malformed-urls.http.spec.ts.
test("a search with control characters ignores them and shows the list, not an error", async ({ page, mechanic, accountsDatabase }) => {
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Ana Lima" }]);
  for (const busca of ["%00", "Ana%00", "%00Lima%1b"]) {
    const response = await page.goto(`/dashboard/customers?busca=${busca}`);
    expect(response?.status(), busca).toBe(200);
    await expect(page.getByRole("link", { name: "Ana Lima", exact: true })).toBeVisible();
    await expect(page.getByText(messages.customers.loadListError, { exact: false })).toHaveCount(0);
  }
  for (const list of ["suppliers", "leads"]) {
    const response = await page.goto(`/dashboard/${list}?busca=%00`);
    expect(response?.status(), list).toBe(200);
    await expect(page.getByText(/Erro ao carregar/)).toHaveCount(0);
  }
});

/**
 * 'Excluir minha conta' in the browser, on an account of this test's own (the `mechanic` fixture:
 * never a shared one). A wrong password deletes nothing; the right one ends on the page that says
 * what was deleted, the login refuses the old credentials, and a copy of the old cookie opens
 * nothing.
 */
import type { Cookie, Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { authPanel, submitLogin } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { insertCustomer } from "../support/rows";
import { toast } from "../support/toast";
import { expect, signedOut, test } from "../fixtures";

const m = messages.accountDeletion;

const sessionCookies = (cookies: Cookie[]) => cookies.filter((cookie) => cookie.name.includes("session-token"));

/** The danger zone's form on /dashboard/account, once React listens to it. */
async function openDeletionForm(page: Page) {
  await page.goto("/dashboard/account");
  const form = page.getByRole("form", { name: m.title });
  await expect(form).toBeVisible();
  await waitForHydration(form.getByRole("button", { name: m.submit }));
  return form;
}

test("a wrong password deletes nothing; the right one deletes the account and its access", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  await insertCustomer(accountsDatabase, mechanic.id, { name: "Cliente Que Vai Embora" });
  const copied = sessionCookies(await page.context().cookies());
  expect(copied).toHaveLength(1);

  // The wrong password: the message sits on the field, the word stays typed, nothing is deleted.
  let form = await openDeletionForm(page);
  await form.getByLabel(m.passwordLabel).fill("senha-errada-123");
  await form.getByLabel(m.confirmationLabel).fill(m.confirmationWord);
  await form.getByRole("button", { name: m.submit }).click();
  await expect(toast(page, m.wrongPassword)).toBeVisible();
  const password = form.getByLabel(m.passwordLabel);
  await expect(password).toHaveAccessibleDescription(m.wrongPassword);
  await expect(password).toBeFocused();
  await expect(password).toHaveValue("");
  await expect(form.getByLabel(m.confirmationLabel)).toHaveValue(m.confirmationWord);
  await page.goto("/dashboard/customers");
  await expect(page.getByText("Cliente Que Vai Embora")).toBeVisible();

  // The right one.
  form = await openDeletionForm(page);
  await form.getByLabel(m.passwordLabel).fill(mechanic.password);
  await form.getByLabel(m.confirmationLabel).fill("excluir");
  await form.getByRole("button", { name: m.submit }).click();
  await page.waitForURL((url) => url.pathname === "/conta-excluida");
  await expect(page.getByRole("heading", { level: 1, name: m.doneTitle })).toBeVisible();
  await expect(
    page.getByText(m.doneSummary({ customers: 1, vehicles: 0, quotes: 0, suppliers: 0, leads: 0, tickets: 0, images: 0 })),
  ).toBeVisible();
  expect(sessionCookies(await page.context().cookies())).toEqual([]);

  // The old credentials no longer log in.
  const visitor = await browser.newContext({ storageState: signedOut });
  try {
    const login = await visitor.newPage();
    await login.goto("/auth");
    await waitForHydration(authPanel(login).getByRole("button", { name: "Entrar" }));
    await submitLogin(login, mechanic.email, mechanic.password);
    await expect(toast(login, messages.auth.invalidCredentials)).toBeVisible();
    expect(new URL(login.url()).pathname).toBe("/auth");
  } finally {
    await visitor.close();
  }

  // A copy of the cookie taken before the deletion opens only the login.
  const thief = await browser.newContext({ storageState: { cookies: copied, origins: [] } });
  try {
    const stolen = await thief.newPage();
    await stolen.goto("/dashboard/customers");
    await expect(stolen).toHaveURL((url) => url.pathname === "/auth");
    await expect(stolen.getByText("Cliente Que Vai Embora")).toHaveCount(0);
  } finally {
    await thief.close();
  }
});

/**
 * A shop's contact form on a 375 px phone: the legend 'Como a oficina pode
 * responder?' does not sit over its hint, and an empty submit says the rule (a phone or an e-mail)
 * once, where the hint was, marking both fields, instead of three times.
 */
import { randomUUID } from "node:crypto";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { layoutProblems, overlappingText } from "../support/phone-layout";
import { setShopProfile } from "../support/rows";
import { toast } from "../support/toast";

test("the contact form's legend has its own line, and an empty submit says 'telefone ou e-mail' once", async ({
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const tag = randomUUID().slice(0, 8);
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Oficina Contato ${tag}` });
  const context = await browser.newContext({
    storageState: signedOut,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 740 },
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` },
  });
  const page = await context.newPage();
  await page.goto(`/oficina/${slug}`);
  const form = page.getByRole("form", { name: "Fale com a oficina" });
  const send = form.getByRole("button", { name: "Enviar mensagem" });
  await waitForHydration(send);

  const reach = form.getByRole("group", { name: "Como a oficina pode responder?" });
  await expect(reach).toHaveAccessibleDescription(messages.publicPage.contactReachHint);
  expect(await overlappingText(reach)).toEqual([]);
  const legend = await reach.locator("legend").boundingBox();
  const hint = await reach.getByText(messages.publicPage.contactReachHint).boundingBox();
  expect(hint!.y).toBeGreaterThanOrEqual(legend!.y + legend!.height);

  // Neither a phone nor an e-mail: the reason once, in the hint's place; both fields marked.
  await form.getByLabel("Nome").fill(`Visitante ${tag}`);
  await send.tap();
  await expect(toast(page, messages.leads.sendError + messages.validation.phoneOrEmailRequired)).toBeVisible();
  await expect(form.getByText(messages.validation.phoneOrEmailRequired)).toHaveCount(1);
  await expect(form.getByText(messages.publicPage.contactReachHint)).toHaveCount(0);
  for (const field of [form.getByLabel("Telefone ou WhatsApp"), form.getByLabel("E-mail")]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(messages.validation.phoneOrEmailRequired);
  }
  expect(await overlappingText(form)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
  await expect(form.getByLabel("Nome")).toHaveValue(`Visitante ${tag}`);
  await context.close();
});

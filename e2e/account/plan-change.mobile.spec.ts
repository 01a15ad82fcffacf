/**
 * On a 375 px phone: changing plan while one is paid for is confirmed first,
 * says what it costs and what is lost; an upgrade starts now and keeps the end date, a downgrade
 * waits for it (and can be cancelled); no switch moves the end date.
 */
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { toast } from "../support/toast";

const m = messages.plans;
const card = (page: Page, id: "basic" | "pro") => page.getByTestId(`plan-${id}`);

/** The end date the plans page states ('Seu plano X está ativo até dd/MM/yyyy.'). */
async function statedEnd(page: Page, planName: string) {
  const line = page.getByText(new RegExp(`^Seu plano ${planName} está ativo até \\d{2}/\\d{2}/\\d{4}\\.$`));
  await expect(line).toBeVisible();
  return /(\d{2}\/\d{2}\/\d{4})/.exec(await line.innerText())![1]!;
}

test.describe("on Profissional", () => {
  test.use({ plan: "pro" });

  test("'Assinar Básico' asks first, then schedules Básico for the end of the paid period; it can be cancelled", async ({ page }) => {
    await page.goto("/dashboard/plans");
    const end = await statedEnd(page, "Profissional");
    const choose = card(page, "basic").getByRole("button", { name: "Assinar Básico" });
    await waitForHydration(choose);

    // One tap only opens the question; keeping the plan changes nothing.
    await choose.tap();
    const dialog = page.getByRole("alertdialog", { name: "Trocar para o Básico?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(m.change.downgradeKeeps("Profissional", end));
    await expect(dialog).toContainText(m.change.downgradeStarts("Básico", end, "R$ 9,90"));
    const lost = dialog.getByRole("list", { name: m.change.lostTitle("Básico") });
    await expect(lost.getByRole("listitem")).toContainText(["Envio com um toque por WhatsApp e e-mail", "Assistente de IA"]);
    await dialog.getByRole("button", { name: "Manter o Profissional" }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("scheduled-plan-change")).toHaveCount(0);

    await choose.tap();
    await dialog.getByRole("button", { name: `Agendar para ${end}` }).tap();
    await expect(toast(page, m.scheduledDone("Básico", end))).toBeVisible();
    // Still Profissional, to the same end date; Básico is announced, not applied.
    await expect(card(page, "pro").getByText("SEU PLANO", { exact: true })).toBeVisible();
    expect(await statedEnd(page, "Profissional")).toBe(end);
    await expect(page.getByTestId("scheduled-plan-change")).toContainText(`Básico a partir de ${end}`);
    await expect(card(page, "basic").getByRole("button", { name: `Agendado para ${end}` })).toBeDisabled();

    // The account says it too, with the way back.
    await page.goto("/dashboard/account");
    const scheduled = page.getByTestId("account-plan").getByTestId("scheduled-plan-change");
    await expect(scheduled).toContainText(`Básico a partir de ${end}`);
    const cancel = scheduled.getByRole("button", { name: m.cancelScheduled });
    await waitForHydration(cancel);
    await cancel.tap();
    await expect(toast(page, m.cancelScheduledDone("Profissional"))).toBeVisible();
    await expect(page.getByTestId("scheduled-plan-change")).toHaveCount(0);
    await page.goto("/dashboard/plans");
    expect(await statedEnd(page, "Profissional")).toBe(end);
    await expect(card(page, "basic").getByRole("button", { name: "Assinar Básico" })).toBeEnabled();
  });
});

test.describe("on Básico", () => {
  test.use({ plan: "basic" });

  test("'Assinar Profissional' states the cost, then starts now and keeps the end date", async ({ page }) => {
    await page.goto("/dashboard/plans");
    const end = await statedEnd(page, "Básico");
    const choose = card(page, "pro").getByRole("button", { name: "Assinar Profissional" });
    await waitForHydration(choose);
    await choose.tap();

    const dialog = page.getByRole("alertdialog", { name: "Trocar para o Profissional?" });
    await expect(dialog).toContainText(m.change.upgradeStarts("Profissional", end));
    // The fixture's Básico was bought moments ago: 30 days left of R$ 40,00 a month of difference.
    await expect(dialog).toContainText(m.change.upgradeCost("R$ 40,00", 30, end));
    await expect(dialog).toContainText(m.change.thenMonthly("Profissional", "R$ 49,90"));
    await expect(dialog).toContainText(m.change.simulated);
    await expect(dialog.getByRole("list")).toHaveCount(0); // nothing is lost

    await dialog.getByRole("button", { name: m.change.confirmUpgrade }).tap();
    await expect(card(page, "pro").getByRole("button", { name: /Processando pagamento\.\.\./ })).toBeDisabled();
    await expect(toast(page, m.upgraded("Profissional", end))).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();

    await page.goto("/dashboard/plans");
    expect(await statedEnd(page, "Profissional")).toBe(end);
    await expect(card(page, "pro").getByText("SEU PLANO", { exact: true })).toBeVisible();
    // No screen claims a charge: the footer says the payment is simulated.
    await expect(page.getByText(m.billingNote(30, 7))).toBeVisible();
    await expect(page.getByText(/Aceitamos cartão/)).toHaveCount(0);
  });
});

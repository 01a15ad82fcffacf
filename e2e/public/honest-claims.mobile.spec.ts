/**
 * On a 375 px phone: nothing claims what the product does not do (the AI assistant writes no
 * quote yet, no testimonials from made-up customers), the support
 * phone is the operator's, and each plan has one name everywhere.
 */
import { messages } from "../../lib/messages";
import { PLANS } from "../../lib/plans";
import { expect, signedOut, test } from "../fixtures";

/** Claims that were on screen and that the product does not do. */
const FALSE_CLAIMS = [
  /responde os clientes/i,
  /\bonline\b/i,
  /atende os seus clientes/i,
  /Oficina Fácil/,
  /Oficina Pro\b/,
  // A count of users the product cannot show.
  /centenas de mecânicos/i,
  // Illustrated testimonials presented as real customers.
  /Quem usa, recomenda/i,
  /Mecânicos de verdade/i,
  /Depoimentos/i,
  // Quotes written by AI: nothing writes one yet.
  /gerados por IA/i,
];

test.describe("the landing page", () => {
  test.use({ storageState: signedOut });

  test("names the plans as the app does, and claims nothing the product does not do", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#precos");
    for (const plan of PLANS) {
      await expect(pricing.getByRole("heading", { level: 3, name: plan.name, exact: true })).toBeVisible();
    }
    await expect(pricing.getByRole("link", { name: "Quero o Profissional" })).toBeVisible();

    const text = await page.locator("body").innerText();
    for (const claim of FALSE_CLAIMS) expect(text, String(claim)).not.toMatch(claim);
    // No link to a WhatsApp number that answers nobody (the footer's was a placeholder).
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    for (const claim of FALSE_CLAIMS) expect(description, String(claim)).not.toMatch(claim);

    // The sample chat says it is a sample of something to come.
    const demo = page.locator("#demonstracao");
    await expect(demo).toContainText("Exemplo · em breve");
    await expect(demo).toContainText("Ainda não está disponível: a conversa abaixo é um exemplo.");
  });
});

test.describe("the Painel", () => {
  test.use({ plan: "pro" });

  test("promises no feature the product does not have", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Próximos passos" })).toBeVisible();
    const text = await page.getByRole("main").innerText();
    for (const claim of FALSE_CLAIMS) expect(text, String(claim)).not.toMatch(claim);
  });
});

test.describe("the support page", () => {
  test.use({ plan: "basic" });

  test("shows the operator's configured phone, never the joke number", async ({ page }) => {
    await page.goto("/dashboard/support");
    await expect(page.getByRole("link", { name: "(11) 3456-7890" })).toHaveAttribute("href", "tel:+551134567890");
    await expect(page.getByRole("main")).not.toContainText("4002-8922");
  });
});

test.describe("the AI assistant page", () => {
  test.describe("on Profissional", () => {
    test.use({ plan: "pro" });

    test("says which mode answers and offers to try it, with no 'online'", async ({ page }) => {
      await page.goto("/dashboard/ai-assistant");
      const mode = page.getByTestId("assistant-mode");
      await expect(mode).toContainText(messages.conversations.mode.guided);
      const tryIt = mode.getByRole("link", { name: messages.conversations.mode.tryIt });
      await expect(tryIt).toHaveAttribute("href", "/dashboard/ai-assistant/test");
      await expect(page.getByText(messages.aiAssistant.pageDescription)).toBeVisible();
      expect(await page.getByRole("main").innerText()).not.toMatch(/online/i);
      await expect(page.getByRole("region", { name: "Prévia" })).toContainText(messages.aiAssistant.previewStatus);
    });
  });

  test.describe("on Básico", () => {
    test.use({ plan: "basic" });

    test("says the assistant is Profissional's, and offers no chat", async ({ page }) => {
      await page.goto("/dashboard/ai-assistant");
      await expect(page.getByTestId("pro-assistant-notice")).toBeVisible();
      await expect(page.getByTestId("assistant-mode")).toHaveCount(0);
    });
  });
});

test.describe("the support FAQ", () => {
  test.use({ plan: "basic" });

  test("claims no charge: the payment is simulated and no plan renews by itself", async ({ page }) => {
    await page.goto("/dashboard/support");
    // The answers are collapsed: their text is in the page all the same. Waited for, since the
    // page streams in behind its skeleton.
    const main = page.getByRole("main");
    await expect(main).toContainText("O pagamento ainda é simulado: nenhum valor é cobrado.");
    await expect(main).toContainText("Nenhum plano se renova sozinho");
    const text = (await main.textContent()) ?? "";
    expect(text).not.toMatch(/Cartão de crédito, boleto e PIX/);
    expect(text).not.toMatch(/A cobrança é mensal/);
  });
});

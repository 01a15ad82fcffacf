import { messages, PRODUCT_NAME } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { currentPath, sendHeldDashboardRequest } from "../support/network";
import { toast } from "../support/toast";

test("the overview of a new mechanic: sidebar, zero counts, quick actions", { tag: "@smoke" }, async ({ page, mechanic }) => {
  const { email } = mechanic;
  await page.goto("/dashboard");

  const sidebar = page.getByRole("complementary", { name: "Menu principal" });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
  const nav = sidebar.getByRole("navigation", { name: "Painel" });
  const links: [string, string][] = [
    ["Painel", "/dashboard"],
    ["Agenda", "/dashboard/agenda"],
    ["Lembretes", "/dashboard/reminders"],
    ["Clientes", "/dashboard/customers"],
    ["Orçamentos", "/dashboard/quotes"],
    ["Financeiro", "/dashboard/finance"],
    ["Fornecedores", "/dashboard/suppliers"],
    ["Interessados", "/dashboard/leads"],
    ["Assistente de IA", "/dashboard/ai-assistant"],
    ["Pagamento e Planos", "/dashboard/plans"],
    ["Suporte", "/dashboard/support"],
    // The owner's alone (a front desk or a mechanic does not see it).
    ["Equipe", "/dashboard/team"],
    ["Perfil da Oficina", "/dashboard/profile"],
  ];
  await expect(nav.getByRole("link")).toHaveText(links.map(([label]) => label));
  for (const [label, href] of links) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Painel", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Clientes", exact: true })).not.toHaveAttribute("aria-current", "page");

  // 'Ferramentas' groups exactly the three tools.
  const tools = nav.locator("div").filter({ has: page.getByText("Ferramentas", { exact: true }) });
  await expect(tools.getByRole("link")).toHaveText(["Assistente de IA", "Pagamento e Planos", "Suporte"]);

  await expect(sidebar.getByRole("link", { name: PRODUCT_NAME, exact: true })).toBeVisible();
  await expect(sidebar.getByText(`Você entrou como ${email}`)).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Sair" })).toBeVisible();

  // Four counts, all zero, each opening its list (Orçamentos: every quote).
  const totals = page.getByRole("region", { name: "Totais" });
  for (const label of ["Clientes", "Fornecedores", "Orçamentos", "Interessados"]) {
    const count = page.getByTestId(`count-${label}`);
    await expect(count).toContainText(label);
    await expect(count.locator("p")).toHaveText("0");
  }
  for (const [label, href] of [
    ["Clientes", "/dashboard/customers"],
    ["Fornecedores", "/dashboard/suppliers"],
    ["Orçamentos", "/dashboard/quotes"],
    ["Interessados", "/dashboard/leads"],
  ]) {
    await expect(totals.getByRole("link", { name: `${label}: 0` })).toHaveAttribute("href", href!);
  }
  await expect(totals.getByRole("link")).toHaveCount(4);

  // The work in hand: nothing open yet.
  await expect(page.getByTestId("open-work-count")).toHaveText("0");
  await expect(page.getByTestId("open-work-value")).toHaveText(/^R\$\s0,00$/);

  // Quick actions and next steps.
  await expect(page.getByText("Ações rápidas")).toBeVisible();
  await expect(page.getByRole("link", { name: "Novo cliente", exact: true })).toHaveAttribute("href", "/dashboard/customers/new");
  await expect(page.getByRole("link", { name: "Novo fornecedor", exact: true })).toHaveAttribute("href", "/dashboard/suppliers/new");
  await expect(page.getByText("Próximos passos")).toBeVisible();
  const steps = page.getByRole("listitem").filter({ has: page.getByLabel("Pendente") });
  await expect(steps).toHaveText([
    "Personalize o perfil da sua oficina",
    "Cadastre seu primeiro cliente",
    "Faça o primeiro orçamento",
    "Cadastre um fornecedor",
  ]);
  await expect(page.getByLabel("Concluído")).toHaveCount(0);
});

test.describe(() => {
  // Logging out is what is tested: signed in without a plan is enough, the sidebar and its 'Sair'
  // are on the plans page too.
  test.use({ plan: null });

  test("logout ends the session", async ({ page }) => {
    await page.goto("/dashboard/plans");
    await waitForHydration(page.getByRole("button", { name: "Sair" }));
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(toast(page, messages.auth.logoutSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect(page.getByRole("tab", { name: "Entrar" })).toBeVisible();

    await page.goto("/dashboard");
    expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent("/dashboard")}`);
    await expect(page.getByText("Você entrou como")).toHaveCount(0);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.includes("session-token"))).toEqual([]);
  });

  test("logout is not undone by a response that was in flight", async ({ page }) => {
    await page.goto("/dashboard/plans");
    await waitForHydration(page.getByRole("button", { name: "Sair" }));

    // A request to a dashboard page leaves before the logout and is answered after it, as a
    // prefetch started just before clicking 'Sair' would be. proxy.ts once re-issued the session
    // cookie on every response, and such a late response brought the session back.
    const inFlight = await sendHeldDashboardRequest(page);

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(toast(page, messages.auth.logoutSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/auth");
    inFlight.release();
    expect(await inFlight.status).toBe(200);

    await page.goto("/dashboard");
    expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent("/dashboard")}`);
  });
});

test("the overview's card titles are headings under its h1", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  const outline = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim()}`));
  expect(outline).toEqual([
    "h1 Painel",
    "h2 Próximos passos", // a new shop's checklist, first while a step is left
    "h2 Lembretes", // whom to call today, first of the shop's work
    "h2 Agenda de hoje", // the cars expected today and the requests waiting
    "h2 Novo orçamento", // the day's most common task
    "h2 Uso do plano", // Básico: the plan's usage (plan-limits.spec.ts)
    "h2 Totais",
    "h3 Clientes",
    "h3 Fornecedores",
    "h3 Orçamentos",
    "h3 Interessados",
    "h2 Financeiro", // the money cards
    "h3 A receber",
    "h3 Recebido no mês",
    "h2 Receba por PIX", // a shop without a PIX key is asked for one
    "h2 Respostas de clientes",
    "h2 Na oficina",
    "h2 Trabalho em aberto",
    "h2 Ações rápidas",
  ]);
  for (const name of ["Clientes", "Fornecedores", "Orçamentos", "Interessados"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Ações rápidas" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Próximos passos" })).toBeVisible();
  // A new shop has no customer's answer yet: the card says so rather than disappearing.
  await expect(page.getByTestId("unseen-answers")).toContainText(messages.quoteApproval.unseenEmpty);
  await expect(page.getByTestId("in-shop")).toContainText(messages.inShop.empty);
});

test("an unknown dashboard path shows the 404 inside the dashboard, with a way back to the Painel", async ({ page }) => {
  for (const path of ["/dashboard/nao-existe", "/dashboard/customers/nao/existe"]) {
    await page.goto(path);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: messages.errorPages.notFound })).toBeVisible();
    await expect(page.getByText(messages.errorPages.notFound, { exact: true })).toBeVisible();
    // The dashboard's own layout: the sidebar stays.
    await expect(
      page.getByRole("complementary", { name: "Menu principal" }).getByRole("link", { name: "Clientes", exact: true }),
    ).toBeVisible();
  }
  const back = page.getByRole("main").getByRole("link", { name: "Voltar para o Painel" });
  await expect(back).toHaveAttribute("href", "/dashboard");
  await back.click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
});

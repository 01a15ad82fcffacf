import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// A read that fails (Postgres gone mid-request) is made to fail at the data layer's seam. Each page
// below must answer with its header and its load-error message, not throw to the error screen.
const failReads = vi.hoisted(() => ({ on: false }));
const failing = <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>) =>
  vi.fn((...args: Args) => (failReads.on ? Promise.reject(new Error("Connection terminated unexpectedly")) : read(...args)));
vi.mock("@/lib/data/overview", async (original) => {
  const real = await original<typeof import("@/lib/data/overview")>();
  return { ...real, getOverview: failing(real.getOverview) };
});
vi.mock("@/lib/data/support-tickets", async (original) => {
  const real = await original<typeof import("@/lib/data/support-tickets")>();
  return { ...real, listSupportTickets: failing(real.listSupportTickets) };
});
vi.mock("@/lib/data/profile", async (original) => {
  const real = await original<typeof import("@/lib/data/profile")>();
  return { ...real, getProfile: failing(real.getProfile) };
});
vi.mock("@/lib/data/ai-assistant", async (original) => {
  const real = await original<typeof import("@/lib/data/ai-assistant")>();
  return { ...real, getAssistantSettings: failing(real.getAssistantSettings) };
});
vi.mock("@/lib/data/reminders", async (original) => {
  const real = await original<typeof import("@/lib/data/reminders")>();
  return { ...real, listReminders: failing(real.listReminders) };
});
// The assistant's "Tentar novamente" asks the router to refresh; outside Next there is no router.
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: vi.fn() }),
}));

const { default: OverviewPage } = await import("@/app/dashboard/(overview)/page");
const { default: SupportPage } = await import("@/app/dashboard/support/page");
const { default: ProfilePage } = await import("@/app/dashboard/profile/page");
const { default: AssistantPage } = await import("@/app/dashboard/ai-assistant/(settings)/page");
const { default: RemindersPage } = await import("@/app/dashboard/reminders/page");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { signInAs } = await import("../support/request");

type Page = (props: { searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;

const pages = [
  { name: "overview", page: OverviewPage as Page, title: "Painel", message: messages.overview.loadError + messages.reasons.loadAgain },
  { name: "support", page: SupportPage as Page, title: "Suporte", message: messages.support.loadError + messages.reasons.loadAgain },
  {
    name: "profile",
    page: ProfilePage as Page,
    title: "Perfil da Oficina",
    message: messages.profile.loadError + messages.reasons.loadAgain,
  },
  { name: "assistant", page: AssistantPage as Page, title: "Assistente de IA", message: messages.aiAssistant.loadError },
  {
    name: "reminders",
    page: RemindersPage as Page,
    title: "Lembretes",
    message: messages.reminders.loadError + messages.reasons.loadAgain,
  },
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

beforeEach(() => {
  failReads.on = false;
});

describe("a dashboard page whose read fails", () => {
  it.each(pages)("$name: shows its header and its load-error message instead of throwing", async ({ page, title, message }) => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    failReads.on = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const html = renderToStaticMarkup(await page({ searchParams: Promise.resolve({}) }));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain('role="alert"');
      expect(text(html)).toContain(message);
      // Nothing read is shown in its place: no form a save could send with stand-in values.
      expect(html).not.toContain("<form");
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("falhou"), { shopId: shop.id }, expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });
});

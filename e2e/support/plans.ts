/** The plans page driven as a person would: choosing a plan, simulated payment included. */
import { expect, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { waitForHydration } from "./hydration";
import { toast } from "./toast";

/** Plan names as the plans page shows them. */
export type PlanName = "Básico" | "Profissional";

const PLAN_IDS = { Básico: "basic", Profissional: "pro" } as const;

/** On /dashboard/plans, subscribes to a plan and waits for the toast and the overview. */
export async function choosePlan(page: Page, planName: PlanName) {
  if (new URL(page.url()).pathname !== "/dashboard/plans") await page.goto("/dashboard/plans");
  const subscribe = page.getByRole("button", { name: `Assinar ${planName}` });
  await waitForHydration(subscribe);
  await subscribe.click();
  await expect(toast(page, messages.plans.activated[PLAN_IDS[planName]])).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  // The client navigation is over only once the overview is on screen: a page.goto() issued
  // before that could be aborted by it.
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
}

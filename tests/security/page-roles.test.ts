/**
 * The dashboard's pages per role: each page (and record layout) asks the server for the
 * permission this table gives it, and the guard lets a role through exactly when
 * lib/team/permissions.ts says so; a refused role goes to the Painel, which says why. Read from the
 * code: a new page without an entry here fails the first test.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signInAs, openSignedInSession } from "../support/request";

const { addTeamMember, createMechanic } = await import("../support/factories");
const { requireSubscribedUser, ROLE_REFUSED_PARAM } = await import("@/lib/session");
const { can, PERMISSIONS } = await import("@/lib/team/permissions");
type Permission = import("@/lib/team/permissions").Permission;

const ROOT = path.resolve(import.meta.dirname, "../..");

const PAGES: Record<string, Permission> = {
  "app/dashboard/(overview)/page.tsx": "workOnCars",
  "app/dashboard/[...missing]/page.tsx": "workOnCars",
  "app/dashboard/layout.tsx": "workOnCars",
  "app/dashboard/agenda/(days)/page.tsx": "seeAgenda",
  "app/dashboard/agenda/[id]/page.tsx": "seeAgenda",
  "app/dashboard/agenda/new/page.tsx": "manageAgenda",
  "app/dashboard/account/page.tsx": "ownAccount",
  "app/dashboard/support/page.tsx": "ownAccount",
  "app/dashboard/plans/page.tsx": "ownAccount",
  "app/dashboard/ai-assistant/(settings)/page.tsx": "manageShop",
  "app/dashboard/ai-assistant/conversations/[id]/page.tsx": "manageShop",
  "app/dashboard/profile/page.tsx": "manageShop",
  "app/dashboard/profile/agenda/page.tsx": "manageShop",
  "app/dashboard/profile/nfse/page.tsx": "manageShop",
  "app/dashboard/agenda/calendar/page.tsx": "manageShop",
  "app/dashboard/finance/(summary)/page.tsx": "seeFinance",
  "app/dashboard/finance/commissions/(summary)/page.tsx": "seeFinance",
  "app/dashboard/team/page.tsx": "manageTeam",
  "app/dashboard/customers/(list)/page.tsx": "serveCustomers",
  "app/dashboard/customers/[id]/(record)/page.tsx": "serveCustomers",
  "app/dashboard/customers/[id]/edit/page.tsx": "serveCustomers",
  "app/dashboard/customers/[id]/layout.tsx": "serveCustomers",
  "app/dashboard/agenda/[id]/layout.tsx": "seeAgenda",
  "app/dashboard/ai-assistant/conversations/[id]/layout.tsx": "manageShop",
  "app/dashboard/customers/[id]/quotes/new/page.tsx": "handleQuotes",
  "app/dashboard/customers/[id]/vehicles/[vehicleId]/edit/page.tsx": "serveCustomers",
  "app/dashboard/customers/[id]/vehicles/[vehicleId]/layout.tsx": "serveCustomers",
  "app/dashboard/customers/[id]/vehicles/[vehicleId]/page.tsx": "serveCustomers",
  "app/dashboard/customers/[id]/vehicles/new/page.tsx": "serveCustomers",
  "app/dashboard/customers/new/page.tsx": "serveCustomers",
  "app/dashboard/leads/page.tsx": "serveCustomers",
  "app/dashboard/reminders/page.tsx": "serveCustomers",
  "app/dashboard/quotes/(list)/page.tsx": "workOnCars",
  "app/dashboard/quotes/[id]/layout.tsx": "workOnCars",
  "app/dashboard/quotes/[id]/page.tsx": "workOnCars",
  "app/dashboard/quotes/[id]/check-in/page.tsx": "workOnCars",
  "app/dashboard/quotes/[id]/nfse/page.tsx": "issueInvoices",
  "app/dashboard/quotes/[id]/duplicate/page.tsx": "handleQuotes",
  "app/dashboard/quotes/[id]/edit/page.tsx": "handleQuotes",
  "app/dashboard/quotes/[id]/receipt/shop-receipt.ts": "handlePayments",
  "app/dashboard/quotes/new/page.tsx": "handleQuotes",
  "app/dashboard/suppliers/(list)/page.tsx": "handleSuppliers",
  "app/dashboard/suppliers/[id]/layout.tsx": "handleSuppliers",
  "app/dashboard/suppliers/[id]/page.tsx": "handleSuppliers",
  "app/dashboard/suppliers/new/page.tsx": "handleSuppliers",
};

/** Every page and layout of the dashboard that reads the session, and what it asks for. */
function guardedFiles(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of fs.readdirSync(path.join(ROOT, "app/dashboard"), { recursive: true, encoding: "utf8" })) {
    const name = `app/dashboard/${file}`;
    if (!/(page|layout)\.tsx$|shop-receipt\.ts$/.test(name)) continue;
    const source = fs.readFileSync(path.join(ROOT, name), "utf8");
    const asked = [...source.matchAll(/(?:require(?:Subscribed)?User|notFoundUnlessOwned)\("(\w+)"/g)].map(([, permission]) => permission!);
    found[name] = asked;
  }
  return found;
}

describe("the dashboard's pages per role", () => {
  it("each asks the server for the permission this table gives it, and none forgets to", () => {
    const files = guardedFiles();
    const asked = Object.fromEntries(Object.entries(files).filter(([, permissions]) => permissions.length > 0));
    expect(Object.fromEntries(Object.entries(asked).map(([file, permissions]) => [file, permissions]))).toEqual(
      Object.fromEntries(Object.entries(PAGES).map(([file, permission]) => [file, [permission]])),
    );
    // A page that reads the session asks for a permission; the pages left read nothing of the shop.
    const unguarded = Object.entries(files)
      .filter(
        ([file, permissions]) =>
          permissions.length === 0 && /getCurrentAccount|@\/lib\/data\//.test(fs.readFileSync(path.join(ROOT, file), "utf8")),
      )
      .map(([file]) => file);
    expect(unguarded).toEqual([]);
  });

  it.each(["owner", "front_desk", "mechanic"] as const)(
    "%s: let through exactly where the table says, else sent to the Painel",
    async (role) => {
      const shop = await createMechanic({ plan: "premium" });
      const userId = role === "owner" ? shop.id : (await addTeamMember(shop.id, role)).userId;
      signInAs(userId);
      await openSignedInSession();
      for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
        const outcome = await requireSubscribedUser(permission).then(
          (account) => `in as ${account.role}`,
          (error: { digest?: string }) => error.digest?.split(";")[2],
        );
        expect(outcome, permission).toBe(can(role, permission) ? `in as ${role}` : `/dashboard?${ROLE_REFUSED_PARAM}=1`);
      }
    },
  );
});

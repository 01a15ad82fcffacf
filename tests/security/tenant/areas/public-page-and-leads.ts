/** Tenant isolation: public-page-and-leads (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const leadActions = await import("@/lib/actions/leads");
const leadsExport = await import("@/app/dashboard/leads/export/route");
const leadsData = await import("@/lib/data/leads");
const { messages } = await import("@/lib/messages");

export const attacks: Record<string, Attack> = {
  "lib/actions/leads.ts#deleteLeadAction": async (a) => {
    expect(await leadActions.deleteLeadAction(a.leadId)).toEqual({
      ok: false,
      message: messages.leads.deleteError + messages.leads.notFound,
    });
  },
  "lib/actions/leads.ts#setLeadAnsweredAction": async (a) => {
    for (const answered of [true, false]) {
      expect(await leadActions.setLeadAnsweredAction(a.leadId, answered)).toEqual({
        ok: false,
        message: messages.leads.answeredError + messages.leads.notFound,
      });
    }
  },
  "lib/data/leads.ts#setLeadAnswered": async (a, b) => {
    expect(await leadsData.setLeadAnswered(b.viewer, a.leadId, true)).toBe(false);
    expect(await leadsData.setLeadAnswered(b.viewer, a.leadId, false)).toBe(false);
  },
  "lib/data/leads.ts#getShopLead": async (a, b) => {
    expect(await leadsData.getShopLead(b.id, a.leadId)).toBeNull();
  },
  "app/dashboard/leads/export/route.ts#GET": async (a, b) => {
    const response = await leadsExport.GET(new Request("http://localhost/dashboard/leads/export"));
    const csv = await response.text();
    expect(response.status).toBe(200);
    expect(csv).toContain(b.leadEmail);
    expect(csv).toContain(b.leadMessage);
    expect(csv).not.toContain(a.leadEmail);
    expect(csv).not.toContain(a.leadMessage);
  },
  "lib/data/leads.ts#listLeads": async (a, b) => {
    const list = await leadsData.listLeads(b.viewer);
    expect({ ids: list.items.map((l) => l.id), total: list.total }).toEqual({ ids: [b.leadId], total: 1 });
    expect(list.items[0]?.customer).toBeNull();
    expect(list.items[0]?.message).toBe(b.leadMessage);
    // A's lead is not found by what its message says, nor by its phone's digits.
    for (const search of [a.leadMessage, a.phone.replace(/\D/g, ""), a.leadEmail]) {
      expect(await leadsData.listLeads(b.viewer, { search }), search).toMatchObject({ items: [], total: 0 });
    }
  },
  "lib/data/leads.ts#listLeadsForExport": async (a, b) => {
    expect((await leadsData.listLeadsForExport(b.viewer)).map((l) => [l.id, l.message])).toEqual([[b.leadId, b.leadMessage]]);
    expect(await leadsData.listLeadsForExport(b.viewer, a.leadMessage)).toEqual([]);
  },
  "lib/data/leads.ts#deleteLead": async (a, b) => {
    expect(await leadsData.deleteLead(b.viewer, a.leadId)).toBe(false);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/landing.ts#submitLandingLead": "public form; stores a lead with no owner",
  "app/(marketing)/contato/route.tsx#POST": "the landing's form posted as a plain form: runs submitLandingLead (above)",
  "app/(marketing)/route.tsx#GET": "the landing page, the same for every visitor: reads nothing",
  "app/(marketing)/contato/enviado/route.tsx#GET": "a fixed page saying the lead was received: reads nothing",
  "lib/actions/public-page.ts#submitShopContact":
    "public form by design: any visitor leaves a lead for a published shop; the owner is found from the slug on the server",
  "lib/data/leads.ts#createLead": "the public forms' insert (owner from the slug, see submitShopContact)",
  "lib/data/leads.ts#visibleLeads": "builds the WHERE clause of the lead queries; attacked through listLeads and deleteLead",
};

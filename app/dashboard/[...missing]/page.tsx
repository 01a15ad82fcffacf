import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: messages.errorPages.notFound };

/**
 * Any /dashboard path no page claims. Without this route the root catch-all (app/[...unknown])
 * would take it and show the 404 outside the dashboard's layout, with no sidebar. It answers like
 * every dashboard page: a visitor goes to /auth, a mechanic without a plan to the plans page.
 */
export default async function UnknownDashboardPath({ params }: { params: Promise<{ missing: string[] }> }) {
  await requireSubscribedUser("workOnCars");
  const { missing } = await params;
  console.warn(`404: caminho inexistente /dashboard/${missing.join("/")}`);
  notFound();
}

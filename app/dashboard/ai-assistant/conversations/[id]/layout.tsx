import { conversationExists } from "@/lib/data/conversations";
import { notFoundUnlessOwned } from "@/lib/record-route";

/** A conversation's page answers 404, before the page streams, for one this shop does not have. */
export default async function ConversationRecordLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  await notFoundUnlessOwned("manageShop", "conversa", (await params).id, conversationExists);
  return children;
}

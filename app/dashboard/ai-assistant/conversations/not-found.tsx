import { MissingRecord } from "@/components/lists/missing-record";
import { messages } from "@/lib/messages";

/** A conversation this shop does not have: the notFound() of conversations/[id]/layout.tsx lands here, with a 404. */
export default function ConversationNotFound() {
  return (
    <MissingRecord
      title={messages.conversations.notFound}
      backHref="/dashboard/ai-assistant"
      backLabel={messages.conversations.list.back}
    />
  );
}

import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { assistantSettings, DEFAULT_ASSISTANT_NAME, DEFAULT_ASSISTANT_PROMPT, shops } from "@/db/schema";
import { currentPlanSql } from "@/lib/data/subscription";
import { planAllows } from "@/lib/plans";
import type { AssistantSettingsInput } from "@/lib/validation/ai-assistant";

export type AssistantSettings = { name: string; imageUrl: string | null; basePrompt: string };

export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  name: DEFAULT_ASSISTANT_NAME,
  imageUrl: null,
  basePrompt: DEFAULT_ASSISTANT_PROMPT,
};

const columns = { name: assistantSettings.name, imageUrl: assistantSettings.imageUrl, basePrompt: assistantSettings.basePrompt };

/** The user's assistant, or the defaults until they save one. */
export async function getAssistantSettings(shopId: string): Promise<AssistantSettings> {
  const [row] = await getDb().select(columns).from(assistantSettings).where(eq(assistantSettings.shopId, shopId));
  return row ?? DEFAULT_ASSISTANT_SETTINGS;
}

/** Creates or replaces the user's name and prompt in one statement; the image is left as it is. */
export async function saveAssistantSettings(shopId: string, input: AssistantSettingsInput): Promise<AssistantSettings> {
  const [row] = await getDb()
    .insert(assistantSettings)
    .values({ shopId, name: input.name, basePrompt: input.basePrompt })
    .onConflictDoUpdate({
      target: assistantSettings.shopId,
      set: { name: input.name, basePrompt: input.basePrompt, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error("configurações do assistente não salvas");
  return row;
}

/**
 * Points the user's assistant at `imageUrl` (null removes it) and answers the URL it had before, so
 * the caller deletes that object once the new one is in place. Name and prompt are kept, or take
 * the defaults when the row is created here. The row is locked while it changes: two uploads at
 * once each get the URL the other replaced, and no object is left behind.
 */
export async function setAssistantImage(shopId: string, imageUrl: string | null): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    await tx.insert(assistantSettings).values({ shopId }).onConflictDoNothing({ target: assistantSettings.shopId });
    const [previous] = await tx
      .select({ imageUrl: assistantSettings.imageUrl })
      .from(assistantSettings)
      .where(eq(assistantSettings.shopId, shopId))
      .for("update");
    await tx
      .update(assistantSettings)
      .set({ imageUrl, updatedAt: sql`now()` })
      .where(eq(assistantSettings.shopId, shopId));
    return previous?.imageUrl ?? null;
  });
}

/** Whether the shop's plan in force has the assistant: the quote link offers its chat then. */
export async function assistantAnswersFor(shopId: string): Promise<boolean> {
  const [row] = await getDb().select({ plan: currentPlanSql }).from(shops).where(eq(shops.id, shopId));
  return planAllows(row?.plan, "aiAssistant");
}

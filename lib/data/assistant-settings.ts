import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { assistantSettings, DEFAULT_ASSISTANT_NAME, DEFAULT_ASSISTANT_PROMPT } from "@/db/schema";
import type { AssistantSettingsInput } from "@/lib/validation/assistant-settings";

export type AssistantSettings = { name: string; imageUrl: string | null; basePrompt: string };

export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  name: DEFAULT_ASSISTANT_NAME,
  imageUrl: null,
  basePrompt: DEFAULT_ASSISTANT_PROMPT,
};

const columns = { name: assistantSettings.name, imageUrl: assistantSettings.imageUrl, basePrompt: assistantSettings.basePrompt };

/** The user's assistant, or the spec's defaults until they save one. */
export async function getAssistantSettings(userId: string): Promise<AssistantSettings> {
  const [row] = await getDb().select(columns).from(assistantSettings).where(eq(assistantSettings.userId, userId));
  return row ?? DEFAULT_ASSISTANT_SETTINGS;
}

/** Creates or replaces the user's name and prompt in one statement; the image is left as it is. */
export async function saveAssistantSettings(userId: string, input: AssistantSettingsInput): Promise<AssistantSettings> {
  const [row] = await getDb()
    .insert(assistantSettings)
    .values({ userId, name: input.name, basePrompt: input.basePrompt })
    .onConflictDoUpdate({
      target: assistantSettings.userId,
      set: { name: input.name, basePrompt: input.basePrompt, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error("configurações do assistente não salvas");
  return row;
}

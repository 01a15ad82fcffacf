import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { env, type AssistantProvider } from "@/lib/env";

/** How the assistant answers: guided, or through the operator's model (lib/env.ts ASSISTANT_*). */
export type AssistantMode = { kind: "guided" } | { kind: "model"; provider: AssistantProvider; model: string };

/**
 * The mode the environment sets. A provider without its model (or an OpenAI-compatible one without
 * its URL) is guided: the start check has refused such a server already, and a test or script that
 * sets half of it must not reach a provider with a half-made request.
 */
export function assistantMode(): AssistantMode {
  const provider = env.ASSISTANT_PROVIDER;
  const model = env.ASSISTANT_MODEL;
  if (!provider || !model) return { kind: "guided" };
  if (provider === "openai-compatible" && !env.ASSISTANT_BASE_URL) return { kind: "guided" };
  return { kind: "model", provider, model };
}

/** The operator's model, or null in guided mode. Made per message: it is a plain object, and tests change the environment. */
export function assistantModel(): LanguageModel | null {
  const mode = assistantMode();
  if (mode.kind === "guided") return null;
  const apiKey = env.ASSISTANT_API_KEY;
  const baseURL = env.ASSISTANT_BASE_URL;
  switch (mode.provider) {
    case "openai":
      return createOpenAI({ apiKey, baseURL })(mode.model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL })(mode.model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(mode.model);
    case "openai-compatible":
      return createOpenAICompatible({ name: "openai-compatible", baseURL: baseURL!, apiKey })(mode.model);
  }
}

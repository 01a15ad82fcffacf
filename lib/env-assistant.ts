/**
 * The assistant's model in the environment (lib/env.ts declares the variables): the providers, and
 * the rules between its variables that the start check applies. Relative imports only and no Node
 * module, as lib/env.ts (the launcher and the Edge build import it).
 */

/** Where the assistant's model may come from; an OpenAI-compatible endpoint covers Ollama and Maritaca's. */
export const ASSISTANT_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible"] as const;
export type AssistantProvider = (typeof ASSISTANT_PROVIDERS)[number];

type AssistantVariable = "ASSISTANT_PROVIDER" | "ASSISTANT_MODEL" | "ASSISTANT_API_KEY" | "ASSISTANT_BASE_URL";

/**
 * A provider needs its model, and its key but on an OpenAI-compatible endpoint (a local Ollama
 * has none), which needs its URL instead; a model or key without a provider would be ignored
 * silently, so that is refused too.
 */
export function assistantModelProblems(isSet: (name: AssistantVariable) => boolean, provider: AssistantProvider | undefined): string[] {
  if (!isSet("ASSISTANT_PROVIDER")) {
    const stray = (["ASSISTANT_MODEL", "ASSISTANT_API_KEY", "ASSISTANT_BASE_URL"] as const).filter(isSet);
    return stray.length > 0
      ? [
          `${stray.join(", ")} sem ASSISTANT_PROVIDER: defina o provedor (openai, anthropic, google, openai-compatible), ou deixe vazio para o modo guiado.`,
        ]
      : [];
  }
  if (provider === undefined) return []; // a bad value: its own problem is listed already
  const problems: string[] = [];
  if (!isSet("ASSISTANT_MODEL")) problems.push(`ASSISTANT_PROVIDER=${provider} sem ASSISTANT_MODEL: defina o nome do modelo.`);
  if (provider === "openai-compatible") {
    if (!isSet("ASSISTANT_BASE_URL")) {
      problems.push(
        "ASSISTANT_PROVIDER=openai-compatible sem ASSISTANT_BASE_URL: defina a URL da API (por exemplo http://localhost:11434/v1).",
      );
    }
  } else if (!isSet("ASSISTANT_API_KEY")) {
    problems.push(`ASSISTANT_PROVIDER=${provider} sem ASSISTANT_API_KEY: defina a chave da API do provedor.`);
  }
  return problems;
}

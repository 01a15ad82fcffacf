import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { assistantSettings, DEFAULT_ASSISTANT_NAME, DEFAULT_ASSISTANT_PROMPT } from "@/db/schema";

// The session is the one thing faked here: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { saveAssistantSettingsAction } = await import("@/lib/actions/ai-assistant");
const { getAssistantSettings, saveAssistantSettings } = await import("@/lib/data/ai-assistant");
const { messages } = await import("@/lib/messages");
const { ASSISTANT_LIMITS } = await import("@/lib/validation/ai-assistant");
const { createMechanic } = await import("../support/factories");

const m = messages.aiAssistant;

function settingsForm(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function rowsOf(shopId: string) {
  return getDb().select().from(assistantSettings).where(eq(assistantSettings.shopId, shopId));
}

async function signedIn(options: { plan?: "basic" | "pro" } = { plan: "pro" }) {
  const mechanic = await createMechanic(options);
  signInAs(mechanic.id);
  return mechanic;
}

describe("the assistant's settings", () => {
  it("start with the product's defaults and no row", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    expect(await getAssistantSettings(mechanic.id)).toEqual({
      name: "Mecânico Virtual",
      imageUrl: null,
      basePrompt: DEFAULT_ASSISTANT_PROMPT,
    });
    expect(DEFAULT_ASSISTANT_NAME).toBe("Mecânico Virtual");
    expect(await rowsOf(mechanic.id)).toHaveLength(0);
  });

  it("are saved for the signed-in mechanic (trimmed), and saving again replaces them in the same row", async () => {
    const mechanic = await signedIn();
    expect(
      await saveAssistantSettingsAction(null, settingsForm({ name: "  Zé da Oficina ", basePrompt: " Responda curto.\nSeja gentil. " })),
    ).toEqual({
      ok: true,
      message: m.saved,
    });
    expect(await getAssistantSettings(mechanic.id)).toEqual({
      name: "Zé da Oficina",
      imageUrl: null,
      basePrompt: "Responda curto.\nSeja gentil.",
    });

    expect((await saveAssistantSettingsAction(null, settingsForm({ name: "Ajudante", basePrompt: "Outro prompt" }))).ok).toBe(true);
    expect(await rowsOf(mechanic.id)).toMatchObject([{ name: "Ajudante", basePrompt: "Outro prompt" }]);
  });

  it("leave the stored image alone when the name and prompt are saved", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    await getDb().insert(assistantSettings).values({ shopId: mechanic.id, imageUrl: "/uploads/robo.png" });
    await saveAssistantSettings(mechanic.id, { name: "Robô", basePrompt: "Prompt" });
    expect(await getAssistantSettings(mechanic.id)).toEqual({ name: "Robô", imageUrl: "/uploads/robo.png", basePrompt: "Prompt" });
  });

  it("of one mechanic are never read or changed by another", async () => {
    const shopA = await createMechanic({ plan: "pro" });
    await saveAssistantSettings(shopA.id, { name: "Assistente A", basePrompt: "Prompt A" });
    const rowA = await rowsOf(shopA.id);

    // B signs in and even names A in the form: only B's own row is written.
    const shopB = await signedIn();
    expect(await getAssistantSettings(shopB.id)).toMatchObject({ name: DEFAULT_ASSISTANT_NAME, basePrompt: DEFAULT_ASSISTANT_PROMPT });
    const form = settingsForm({ name: "Assistente B", basePrompt: "Prompt B", shopId: shopA.id });
    expect((await saveAssistantSettingsAction(null, form)).ok).toBe(true);

    expect(await rowsOf(shopA.id)).toEqual(rowA);
    expect(await getAssistantSettings(shopA.id)).toMatchObject({ name: "Assistente A", basePrompt: "Prompt A" });
    expect(await getAssistantSettings(shopB.id)).toMatchObject({ name: "Assistente B", basePrompt: "Prompt B" });
  });

  it.each([
    ["an empty name", { name: "", basePrompt: "Prompt" }, m.nameRequired, "name"],
    ["a whitespace-only name", { name: "   ", basePrompt: "Prompt" }, m.nameRequired, "name"],
    ["a whitespace-only prompt", { name: "Robô", basePrompt: " \n\t " }, m.promptRequired, "basePrompt"],
    ["a name too long", { name: "x".repeat(ASSISTANT_LIMITS.name + 1), basePrompt: "Prompt" }, m.nameTooLong, "name"],
    ["a prompt too long", { name: "Robô", basePrompt: "x".repeat(ASSISTANT_LIMITS.basePrompt + 1) }, m.promptTooLong, "basePrompt"],
  ])("refuse %s with its message, writing nothing", async (_label, fields, message, field) => {
    const mechanic = await signedIn();
    const result = await saveAssistantSettingsAction(null, settingsForm(fields));
    expect(result).toMatchObject({ ok: false, message, fieldErrors: { [field]: [message] } });
    expect(await rowsOf(mechanic.id)).toHaveLength(0);
  });

  it("accept text at the limits, and the limits are the ones the messages state", async () => {
    const mechanic = await signedIn();
    const fields = { name: "n".repeat(ASSISTANT_LIMITS.name), basePrompt: "p".repeat(ASSISTANT_LIMITS.basePrompt) };
    expect((await saveAssistantSettingsAction(null, settingsForm(fields))).ok).toBe(true);
    expect(await rowsOf(mechanic.id)).toHaveLength(1);
    expect(m.nameTooLong).toContain(` ${ASSISTANT_LIMITS.name} `);
    expect(m.promptTooLong).toContain(` ${ASSISTANT_LIMITS.basePrompt.toLocaleString("pt-BR")} `);
  });

  it("keep hostile text as plain data", async () => {
    const mechanic = await signedIn();
    const hostile = `<script>alert(1)</script>'); DELETE FROM assistant_settings; --`;
    expect((await saveAssistantSettingsAction(null, settingsForm({ name: "=1+1", basePrompt: hostile }))).ok).toBe(true);
    expect(await getAssistantSettings(mechanic.id)).toMatchObject({ name: "=1+1", basePrompt: hostile });
  });

  it("refuse a visitor without a session with the product's message and a way to /auth", async () => {
    expect(await saveAssistantSettingsAction(null, settingsForm({ name: "Robô", basePrompt: "Prompt" }))).toEqual({
      ok: false,
      message: m.loginRequired,
      redirectTo: "/auth",
    });
  });

  it("send a mechanic without a plan to the plans page, writing nothing", async () => {
    const mechanic = await signedIn({});
    expect(await saveAssistantSettingsAction(null, settingsForm({ name: "Robô", basePrompt: "Prompt" }))).toEqual({
      ok: false,
      message: messages.guard.planRequired,
      redirectTo: "/dashboard/plans",
    });
    expect(await rowsOf(mechanic.id)).toHaveLength(0);
  });
});

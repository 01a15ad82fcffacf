import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { assistantSettings, DEFAULT_ASSISTANT_NAME, DEFAULT_ASSISTANT_PROMPT } from "@/db/schema";
import type { ObjectStorage } from "@/lib/storage/types";
import { signInAs } from "../support/request";
import { handAppStorage } from "../support/storage-under-test";
import { removeAssistantImageAction, saveAssistantSettingsAction, uploadAssistantImageAction } from "@/lib/actions/ai-assistant";
import { GET } from "@/app/api/uploads/[key]/route";
import { getAssistantSettings, setAssistantImage } from "@/lib/data/ai-assistant";
import { messages } from "@/lib/messages";
import { createLocalStorage } from "@/lib/storage/local";
import { createMechanic } from "../support/factories";
import { GIF_1X1, HOSTILE_SVG, PNG_1X1, TEXT_FILE, oversizedPng } from "../support/images";

// The session is faked and the storage is the local driver in a temporary folder; the database
// and the upload path (checks, keys, serving) are the app's own. Both drivers are covered by
// logo-storage.test.ts, which goes through the same storeImage()/deleteOwnedImage().
const active = { storage: null as null | ObjectStorage };
handAppStorage(() => active.storage);

const m = messages.aiAssistant;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-assistant-uploads-"));
});

afterAll(async () => {
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

beforeEach(() => {
  active.storage = createLocalStorage(uploadsDir);
});

const pngFile = (name = "robo.png") => new File([new Uint8Array(PNG_1X1)], name, { type: "image/png" });

function imageForm(file: File | null, extra: Record<string, string> = {}) {
  const data = new FormData();
  if (file) data.set("image", file);
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  return data;
}

async function serve(url: string | null) {
  const key = url!.split("/").at(-1)!;
  return GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

async function storedFiles() {
  return (await fs.readdir(uploadsDir, { recursive: true })).length;
}

async function rowsOf(shopId: string) {
  return getDb().select().from(assistantSettings).where(eq(assistantSettings.shopId, shopId));
}

async function signedIn(options: { plan?: "basic" | "pro" } = { plan: "pro" }) {
  const mechanic = await createMechanic(options);
  signInAs(mechanic.id);
  return mechanic;
}

describe("setAssistantImage", () => {
  it("creates the row with the default name and prompt, changes only the image and answers the previous URL", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    expect(await setAssistantImage(mechanic.id, "/api/uploads/primeira.png")).toBeNull();
    expect(await getAssistantSettings(mechanic.id)).toEqual({
      name: DEFAULT_ASSISTANT_NAME,
      imageUrl: "/api/uploads/primeira.png",
      basePrompt: DEFAULT_ASSISTANT_PROMPT,
    });

    await getDb()
      .update(assistantSettings)
      .set({ name: "Robô", basePrompt: "Responda curto." })
      .where(eq(assistantSettings.shopId, mechanic.id));
    expect(await setAssistantImage(mechanic.id, "/api/uploads/segunda.png")).toBe("/api/uploads/primeira.png");
    expect(await setAssistantImage(mechanic.id, null)).toBe("/api/uploads/segunda.png");
    expect(await getAssistantSettings(mechanic.id)).toEqual({ name: "Robô", imageUrl: null, basePrompt: "Responda curto." });
    expect(await rowsOf(mechanic.id)).toHaveLength(1);
  });
});

describe("the assistant's image", () => {
  it("is stored for the signed-in mechanic only, under shopId-random.ext, keeping name and prompt", async () => {
    const other = await createMechanic({ plan: "pro" });
    const mechanic = await signedIn();
    expect(
      await saveAssistantSettingsAction(
        null,
        (() => {
          const data = new FormData();
          data.set("name", "Zé Robô");
          data.set("basePrompt", "Seja gentil.");
          return data;
        })(),
      ),
    ).toMatchObject({ ok: true });

    expect(await uploadAssistantImageAction(imageForm(pngFile()))).toEqual({ ok: true, message: m.imageUploaded });
    const saved = await getAssistantSettings(mechanic.id);
    expect(saved).toMatchObject({ name: "Zé Robô", basePrompt: "Seja gentil." });
    expect(saved.imageUrl).toMatch(new RegExp(`^/api/uploads/${mechanic.id}-[0-9a-f-]{36}\\.png$`));
    const response = await serve(saved.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    expect(await rowsOf(other.id)).toHaveLength(0);
    expect((await getAssistantSettings(other.id)).imageUrl).toBeNull();
  });

  it("is created with the default name and prompt when nothing was saved before", async () => {
    const mechanic = await signedIn();
    expect((await uploadAssistantImageAction(imageForm(pngFile()))).ok).toBe(true);
    expect(await getAssistantSettings(mechanic.id)).toMatchObject({ name: DEFAULT_ASSISTANT_NAME, basePrompt: DEFAULT_ASSISTANT_PROMPT });
  });

  it("stores an SVG sanitised", async () => {
    const mechanic = await signedIn();
    const svg = new File([HOSTILE_SVG], "robo.svg", { type: "image/svg+xml" });
    expect((await uploadAssistantImageAction(imageForm(svg))).ok).toBe(true);
    const { imageUrl } = await getAssistantSettings(mechanic.id);
    expect(imageUrl).toMatch(/\.svg$/);
    const response = await serve(imageUrl);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).not.toMatch(/script|onload|onclick|javascript:/i);
  });

  it("replacing deletes the old object; removing deletes the current one", async () => {
    const mechanic = await signedIn();
    await uploadAssistantImageAction(imageForm(pngFile()));
    const first = (await getAssistantSettings(mechanic.id)).imageUrl;
    const gif = new File([new Uint8Array(GIF_1X1)], "novo.gif", { type: "image/gif" }); // stored as a still PNG
    expect(await uploadAssistantImageAction(imageForm(gif))).toEqual({ ok: true, message: m.imageUploaded });
    const second = (await getAssistantSettings(mechanic.id)).imageUrl;
    expect(second).not.toBe(first);
    expect(second).toMatch(/\.png$/);
    expect((await serve(first)).status).toBe(404);
    expect((await serve(second)).status).toBe(200);

    expect(await removeAssistantImageAction()).toEqual({ ok: true, message: m.imageRemoved });
    expect((await getAssistantSettings(mechanic.id)).imageUrl).toBeNull();
    expect((await serve(second)).status).toBe(404);
    expect(await removeAssistantImageAction()).toEqual({ ok: false, message: m.imageRemoveError + m.imageNothingToRemove });
  });

  it("refuses a spoofed type, a file over 10 MB and no file with the product's messages, changing nothing", async () => {
    const mechanic = await signedIn();
    await uploadAssistantImageAction(imageForm(pngFile()));
    const before = await rowsOf(mechanic.id);
    const files = await storedFiles();

    const renamedText = new File([new Uint8Array(TEXT_FILE)], "robo.png", { type: "image/png" });
    const big = new File([new Uint8Array(oversizedPng())], "grande.png", { type: "image/png" });
    expect(await uploadAssistantImageAction(imageForm(renamedText))).toEqual({ ok: false, message: messages.logo.invalidType });
    expect(await uploadAssistantImageAction(imageForm(big))).toEqual({ ok: false, message: messages.logo.tooLarge });
    expect(await uploadAssistantImageAction(imageForm(null))).toEqual({ ok: false, message: messages.logo.fileRequired });
    // The logo's field name is not this action's.
    expect(
      await uploadAssistantImageAction(
        (() => {
          const data = new FormData();
          data.set("logo", pngFile());
          return data;
        })(),
      ),
    ).toEqual({ ok: false, message: messages.logo.fileRequired });

    expect(await rowsOf(mechanic.id)).toEqual(before);
    expect(await storedFiles()).toBe(files);
    expect((await serve(before[0]!.imageUrl)).status).toBe(200);
  });

  it("of one mechanic is never deleted or overwritten by another, whatever URL is sent", async () => {
    const shopA = await signedIn();
    await uploadAssistantImageAction(imageForm(pngFile()));
    const rowA = await rowsOf(shopA.id);
    const urlA = rowA[0]!.imageUrl!;

    const shopB = await signedIn();
    // B names A and A's image in the form: only B's row is written, A's file stays.
    expect((await uploadAssistantImageAction(imageForm(pngFile(), { shopId: shopA.id, previous: urlA, imageUrl: urlA }))).ok).toBe(true);
    expect(await rowsOf(shopA.id)).toEqual(rowA);
    expect((await serve(urlA)).status).toBe(200);
    const urlB = (await getAssistantSettings(shopB.id)).imageUrl;
    expect(urlB).toMatch(new RegExp(`^/api/uploads/${shopB.id}-`));

    // B's row made to point at A's object (as a forged write would): B's replace and remove
    // clear B's row but leave A's file alone.
    await getDb().update(assistantSettings).set({ imageUrl: urlA }).where(eq(assistantSettings.shopId, shopB.id));
    expect((await uploadAssistantImageAction(imageForm(pngFile()))).ok).toBe(true);
    expect((await serve(urlA)).status).toBe(200);
    await getDb().update(assistantSettings).set({ imageUrl: urlA }).where(eq(assistantSettings.shopId, shopB.id));
    expect(await removeAssistantImageAction()).toEqual({ ok: true, message: m.imageRemoved });
    expect((await serve(urlA)).status).toBe(200);
    expect((await getAssistantSettings(shopB.id)).imageUrl).toBeNull();
    expect(await rowsOf(shopA.id)).toEqual(rowA);
  });

  it("refuses a visitor without a session with the product's message and a way to /auth", async () => {
    const files = await storedFiles();
    const answer = { ok: false, message: m.loginRequired, redirectTo: "/auth" };
    expect(await uploadAssistantImageAction(imageForm(pngFile()))).toEqual(answer);
    expect(await removeAssistantImageAction()).toEqual(answer);
    expect(await storedFiles()).toBe(files);
  });

  it("sends a mechanic without a plan to the plans page, storing nothing", async () => {
    const mechanic = await signedIn({});
    const files = await storedFiles();
    const toPlans = { ok: false, message: messages.guard.planRequired, redirectTo: "/dashboard/plans" };
    expect(await uploadAssistantImageAction(imageForm(pngFile()))).toEqual(toPlans);
    expect(await removeAssistantImageAction()).toEqual(toPlans);
    expect(await rowsOf(mechanic.id)).toHaveLength(0);
    expect(await storedFiles()).toBe(files);
  });
});

/**
 * A post over its cap is refused from its Content-Length alone. Each request below declares more
 * than its cap and carries a body that never ends: code that read it would wait forever (the test
 * would time out), code that refuses from the header answers 413 at once. proxy.ts decides for
 * the server actions, by page; the link forms' route handlers for themselves. Next itself buffers
 * what proxy.ts may read, so against the real server (e2e/security/body-limits.http.spec.ts) the
 * bytes arrive, but nothing parses them.
 */
import { NextRequest } from "next/server.js";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { actionBodyCap, MAX_LINK_FORM_BYTES, MAX_SUPPLIER_ANSWER_BYTES, readFormUpTo } from "@/lib/request-body";
import { proxy } from "@/proxy";

const ORIGIN = "http://localhost:3000";
const answerRoute = await import("@/app/(public-quote)/orcamento/[token]/resposta/route");
const checkInRoute = await import("@/app/(public-quote)/orcamento/[token]/entrada/route");
const supplierRoute = await import("@/app/(public-supplier)/cotacao/[token]/resposta/route");
const appointmentRoute = await import("@/app/(public-booking)/agendamento/[token]/route");

/** A body that sends a few bytes and never ends. */
const endless = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode("a=1")) });

function posting(path: string, declared: number, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: endless(),
    duplex: "half",
    headers: { "content-length": String(declared), "sec-fetch-site": "same-origin", origin: ORIGIN, ...headers },
  } as RequestInit & { duplex: "half" });
  return new NextRequest(request);
}

describe("server actions, in proxy.ts", () => {
  it.each(["/", "/auth", "/dashboard/customers/novo", "/oficina/oficina-do-ze", "/dashboard/profile", "/dashboard/ai-assistant"])(
    "%s: one byte over the page's cap is a 413 with why, unread",
    async (path) => {
      const response = await proxy(posting(path, actionBodyCap(path) + 1, { "next-action": "0".repeat(42) }));
      expect(response.status).toBe(413);
      expect(await response.text()).toBe(messages.guard.bodyTooLarge);
    },
  );

  it("takes an image upload's 10 MB on the pages that upload one, and 1 MB elsewhere", () => {
    expect(actionBodyCap("/dashboard/profile")).toBeGreaterThan(10 * 1024 * 1024);
    expect(actionBodyCap("/dashboard/ai-assistant")).toBeGreaterThan(10 * 1024 * 1024);
    expect(actionBodyCap("/dashboard/quotes/x/edit")).toBe(1024 * 1024);
  });

  it("lets a page's own GET and a post under the cap through to Next", async () => {
    const under = new NextRequest(`${ORIGIN}/auth`, {
      method: "POST",
      body: "a=1",
      headers: { "next-action": "0".repeat(42), "content-length": "3" },
    });
    expect((await proxy(under)).status).not.toBe(413);
    expect((await proxy(new NextRequest(`${ORIGIN}/auth`))).status).toBe(200);
  });
});

describe("the link forms' route handlers", () => {
  const params = { params: Promise.resolve({ token: "x".repeat(43) }) };
  it.each([
    ["the quote's answer", answerRoute.POST, "/orcamento/x/resposta", MAX_LINK_FORM_BYTES, messages.guard.bodyTooLarge],
    ["the check-in's acknowledgement", checkInRoute.POST, "/orcamento/x/entrada", MAX_LINK_FORM_BYTES, messages.guard.bodyTooLarge],
    ["the appointment link's forms", appointmentRoute.POST, "/agendamento/x", MAX_LINK_FORM_BYTES, messages.guard.bodyTooLarge],
    ["a supplier's answer", supplierRoute.POST, "/cotacao/x/resposta", MAX_SUPPLIER_ANSWER_BYTES, messages.supplierLink.tooLarge],
  ])("%s: one byte over its cap is a 413 with why, unread and before any look-up", async (_what, POST, path, cap, message) => {
    const response = await POST(posting(path, cap + 1), params);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(message);
  });

  it("a body without a length, or with a lying one, is cut off at the cap as it streams", async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    let sent = 0;
    const flood = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${ORIGIN}/orcamento/x/resposta`, {
      method: "POST",
      body: flood,
      duplex: "half",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    } as RequestInit & { duplex: "half" });
    expect(await readFormUpTo(request, MAX_LINK_FORM_BYTES)).toBe("tooLarge");
    expect(sent).toBeLessThanOrEqual(MAX_LINK_FORM_BYTES + 2 * chunk.byteLength);
  });
});

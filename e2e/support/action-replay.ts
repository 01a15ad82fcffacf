/**
 * A server action as an attacker's script sends it: captured once from the real page, then
 * POSTed again and again with whatever headers the script likes, from a loopback address of its
 * own (all of 127.0.0.0/8 reaches the server on 127.0.0.1), so the server sees a TCP peer that no
 * other test shares.
 */
import http from "node:http";
import type { Page } from "@playwright/test";
import { isServerAction } from "./network";

export type ActionCall = { url: string; headers: Record<string, string>; body: string };

/** Runs `submit` on `page` and answers the action call it made, stopped before the server saw it. */
export async function captureActionCall(page: Page, submit: () => Promise<void>): Promise<ActionCall> {
  const path = new URL(page.url()).pathname;
  let captured: ActionCall | undefined;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (!isServerAction(route.request())) return route.fallback();
      captured = { url: route.request().url(), headers: route.request().headers(), body: route.request().postData() ?? "" };
      await route.abort();
    },
  );
  const aborted = page.waitForEvent("requestfailed", isServerAction);
  await submit();
  await aborted;
  await page.unrouteAll({ behavior: "wait" });
  if (!captured) throw new Error("nenhuma chamada de ação capturada");
  return captured;
}

/** A loopback address for one test: its own TCP peer, so its limits start from zero. */
export function uniqueLoopbackAddress() {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

type Replay = { origin: string; from: string; forwardedFor: string; body?: string };

/** POSTs `call` to the server at `origin`, from the local address `from`; answers the response's text. */
export function replayActionCall(call: ActionCall, { origin, from, forwardedFor, body = call.body }: Replay): Promise<string> {
  const url = new URL(new URL(call.url).pathname, origin);
  const headers = {
    "next-action": call.headers["next-action"]!,
    "content-type": call.headers["content-type"]!,
    accept: "text/x-component",
    origin,
    "x-forwarded-for": forwardedFor,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers, localAddress: from, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve(text));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** An X-Forwarded-For no request has sent before, as a script would make one up each time. */
export function madeUpForwardedFor() {
  const byte = () => Math.floor(Math.random() * 256);
  return `${byte()}.${byte()}.${byte()}.${byte()}, 10.${crypto.randomUUID()}`;
}

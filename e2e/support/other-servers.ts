/**
 * The production servers besides the main one, started by e2e/serve.ts only when a spec asks
 * for them, so a run without these specs (one spec, the fast subset) never pays for them:
 *
 *   test.beforeAll(() => startOtherServer("without-proxy"));
 *
 * "without-proxy": proxy.ts switched off (OFICINA_DISABLE_PROXY=1), on E2E_PORT_WITHOUT_PROXY, to
 * prove that the server-side checks hold on their own; no SMTP_URL.
 * "reached-directly": no TRUSTED_PROXY_HOPS, on E2E_PORT_REACHED_DIRECTLY, reached as with no proxy
 * in front (the client-address attacks); no SMTP_URL.
 * "with-model": the assistant's 'IA' mode, on E2E_PORT_WITH_MODEL, its model an OpenAI-compatible
 * server in e2e/serve.ts answering as e2e/support/model-script.ts says; no SMTP_URL.
 */
import { test } from "@playwright/test";
import { E2E_CONTROL_PORT } from "../env";

export type OtherServer = "without-proxy" | "reached-directly" | "with-model";

/** Starts that server unless it runs already (both workers share one); resolves once it answers. */
export async function startOtherServer(name: OtherServer) {
  // A cold `next start` on a busy 2-core machine can take longer than a test's 30 s.
  test.setTimeout(120_000);
  const response = await fetch(`http://127.0.0.1:${E2E_CONTROL_PORT}/${name}`, { method: "POST" });
  if (!response.ok) throw new Error(`e2e/serve.ts did not start the ${name} server: ${response.status} ${await response.text()}`);
}

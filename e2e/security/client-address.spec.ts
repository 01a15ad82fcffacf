/**
 * A client cannot choose its own address. Against the production server reached directly (no
 * TRUSTED_PROXY_HOPS), a script that sends a new X-Forwarded-For with every request still meets
 * the sign-up, lead and login limits, because they count its TCP peer; and forging a victim's
 * address does not spend the victim's login attempts. Each test calls from a loopback address of
 * its own (e2e/support/action-replay.ts). The server behind the trusted proxy (Playwright, on
 * E2E_PORT) keys by the last entry instead: rate-limit.spec.ts, and the victim below.
 */
import http from "node:http";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { shops } from "../../db/schema";
import { messages } from "../../lib/messages";
import { E2E_BASE_URL, E2E_PORT_REACHED_DIRECTLY } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { captureActionCall, madeUpForwardedFor, replayActionCall, uniqueLoopbackAddress, type ActionCall } from "../support/action-replay";
import { authPanel } from "../support/auth";
import { DEFAULT_PASSWORD } from "../support/credentials";
import { startOtherServer } from "../support/other-servers";

const DIRECT = `http://127.0.0.1:${E2E_PORT_REACHED_DIRECTLY}`;
const SIGN_UPS_PER_HOUR = 10;
const LEADS_PER_15_MINUTES = 5;
const LOGIN_ATTEMPTS = 10;

test.use({ storageState: signedOut, baseURL: DIRECT });
test.beforeAll(() => startOtherServer("reached-directly"));

/** Replays `call` `times` times from one peer, each with a made-up X-Forwarded-For; answers the texts. */
async function replayEachWithNewForwardedFor(call: ActionCall, times: number, from: string, body: (attempt: number) => string) {
  const answers: string[] = [];
  for (let attempt = 0; attempt < times; attempt++) {
    answers.push(await replayActionCall(call, { origin: DIRECT, from, forwardedFor: madeUpForwardedFor(), body: body(attempt) }));
  }
  return answers;
}

/** The call with a new idempotency key (the form's UUID), so the server takes it as a new entry. */
function withNewIdempotencyKey(call: ActionCall) {
  return call.body.replace(/(name="[^"]*idempotencyKey"\r\n\r\n)[^\r]+/, `$1${crypto.randomUUID()}`);
}

test("sign-ups: a new X-Forwarded-For per request does not reset the limit of the address", async ({ page }) => {
  const email = `limite-cadastro-${crypto.randomUUID()}@e2e.test`;
  await page.goto("/auth?aba=cadastro");
  const form = authPanel(page);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(DEFAULT_PASSWORD);
  const call = await captureActionCall(page, () => form.getByRole("button", { name: "Criar conta" }).click());
  expect(call.body).toContain(email);

  const answers = await replayEachWithNewForwardedFor(call, SIGN_UPS_PER_HOUR + 2, uniqueLoopbackAddress(), (attempt) =>
    call.body.replace(email, `limite-cadastro-${attempt}-${crypto.randomUUID()}@e2e.test`),
  );
  const created = answers.map((answer) => answer.includes(messages.auth.signUpSuccess));
  expect(created).toEqual(answers.map((_, attempt) => attempt < SIGN_UPS_PER_HOUR));
  for (const answer of answers.slice(SIGN_UPS_PER_HOUR)) expect(answer).toContain(messages.auth.signUpRateLimited);
});

/** The landing's lead form posted as a browser posts it (a plain form), from `from`; its status and text. */
function postLandingLead(from: string, forwardedFor: string) {
  const body = new URLSearchParams({
    name: "Prospect Forjado",
    email: `prospect-${crypto.randomUUID()}@exemplo.com`,
    phone: "(11) 91234-5678",
  });
  const headers = { "content-type": "application/x-www-form-urlencoded", origin: DIRECT, "x-forwarded-for": forwardedFor };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${DIRECT}/contato`, { method: "POST", headers, localAddress: from, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    request.end(body.toString());
  });
}

test("landing leads: a new X-Forwarded-For per request does not reset the limit of the address", async () => {
  const from = uniqueLoopbackAddress();
  const answers = [];
  for (let attempt = 0; attempt < LEADS_PER_15_MINUTES + 2; attempt++) answers.push(await postLandingLead(from, madeUpForwardedFor()));
  // Stored: 303 to 'Contato recebido'; past the limit, the landing again with the reason.
  expect(answers.map((answer) => answer.status)).toEqual(answers.map((_, attempt) => (attempt < LEADS_PER_15_MINUTES ? 303 : 422)));
  for (const answer of answers.slice(LEADS_PER_15_MINUTES)) expect(answer.text).toContain(messages.leads.tooMany);
});

test("a shop's public page: a new X-Forwarded-For per request does not reset the lead limit", async ({
  page,
  createMechanic,
  accountsDatabase,
}) => {
  const shop = await createMechanic({ prefix: "limite-pagina" });
  const slug = `limite-pagina-${crypto.randomUUID().slice(0, 8)}`;
  await accountsDatabase.db.update(shops).set({ slug, shopName: "Oficina do Limite" }).where(eq(shops.id, shop.id));

  await page.goto(`/oficina/${slug}`);
  const form = page.getByRole("form", { name: "Fale com a oficina" });
  await form.getByLabel("Nome").fill("Cliente Forjado");
  await form.getByLabel("E-mail").fill(`cliente-${crypto.randomUUID()}@exemplo.com`);
  await form.getByLabel("Telefone").fill("(11) 98888-7777");
  const call = await captureActionCall(page, () => form.getByRole("button", { name: "Enviar mensagem" }).click());

  const answers = await replayEachWithNewForwardedFor(call, LEADS_PER_15_MINUTES + 2, uniqueLoopbackAddress(), () =>
    withNewIdempotencyKey(call),
  );
  expect(answers.map((answer) => answer.includes(messages.leads.sent))).toEqual(
    answers.map((_, attempt) => attempt < LEADS_PER_15_MINUTES),
  );
  for (const answer of answers.slice(LEADS_PER_15_MINUTES)) expect(answer).toContain(messages.leads.tooMany);
});

/** The login call for `email` with a wrong password, and how to make it carry another password. */
async function captureLogin(page: Page, email: string) {
  const wrong = `senha-errada-${crypto.randomUUID()}`;
  await page.goto("/auth");
  const form = authPanel(page);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(wrong);
  const call = await captureActionCall(page, () => form.getByRole("button", { name: "Entrar" }).click());
  expect(call.body).toContain(wrong);
  return { call, withPassword: (password: string) => call.body.replace(wrong, password) };
}

test("login: a new X-Forwarded-For per guess does not reset the limit of the address", async ({ page, createMechanic }) => {
  const { email } = await createMechanic({ plan: null, prefix: "limite-login" });
  const { call, withPassword } = await captureLogin(page, email);
  const attacker = uniqueLoopbackAddress();

  const guesses = await replayEachWithNewForwardedFor(call, LOGIN_ATTEMPTS, attacker, () => call.body);
  for (const answer of guesses) expect(answer).toContain(messages.auth.invalidCredentials);
  // Even the right password is refused now, whatever the header says.
  const [right] = await replayEachWithNewForwardedFor(call, 1, attacker, () => withPassword(DEFAULT_PASSWORD));
  expect(right).toContain(messages.auth.rateLimited);
  expect(right).not.toContain(messages.auth.loginSuccess);
});

test("login: forging the victim's address does not spend the victim's attempts", async ({ page, createMechanic }) => {
  const { email } = await createMechanic({ plan: null, prefix: "limite-vitima" });
  const { call, withPassword } = await captureLogin(page, email);
  const victim = `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;

  // The attacker, reaching the app directly, claims to be the victim on every guess.
  const attacker = uniqueLoopbackAddress();
  for (let attempt = 0; attempt < LOGIN_ATTEMPTS + 2; attempt++) {
    await replayActionCall(call, { origin: DIRECT, from: attacker, forwardedFor: victim });
  }
  // The victim comes through the trusted proxy (the server on E2E_PORT, where the last entry is
  // the address that proxy saw) and signs in at once.
  const victimLogin = await replayActionCall(call, {
    origin: E2E_BASE_URL,
    from: "127.0.0.1",
    forwardedFor: victim,
    body: withPassword(DEFAULT_PASSWORD),
  });
  expect(victimLogin).toContain(messages.auth.loginSuccess);
});

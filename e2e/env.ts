import os from "node:os";
import path from "node:path";

/** E2E_PORT lets two checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PORT_WITHOUT_PROXY = E2E_PORT + 1;
/** The server reached directly, as a client would reach a deployment with no proxy in front. */
export const E2E_PORT_REACHED_DIRECTLY = E2E_PORT + 2;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * Where e2e/serve.ts takes requests to start the other two servers: they start only when a spec
 * asks for one (e2e/support/other-servers.ts), so a run without those specs never pays for them.
 */
export const E2E_CONTROL_PORT = E2E_PORT + 3;
/** The server whose assistant answers through a model (e2e/support/model-script.ts plays it). */
export const E2E_PORT_WITH_MODEL = E2E_PORT + 4;
export const OPERATOR_EMAIL = "operador@e2e.test";

/**
 * Where e2e/serve.ts leaves the URL of the database it started, for the test workers to make
 * accounts in (they are separate processes and cannot ask it). Keyed by port, like the servers.
 */
export const E2E_DATABASE_URL_FILE = path.join(os.tmpdir(), `oficina-e2e-${E2E_PORT}.database-url`);

/**
 * Where e2e/serve.ts's SMTP server leaves every mail the app sends, one .eml file each, for the
 * specs to read (e2e/support/mail.ts). Keyed by port, like the servers.
 */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `oficina-e2e-${E2E_PORT}-mail`);

/**
 * Where e2e/serve.ts leaves its stand-in for Sefin Nacional's test CA (certificate and key), so a
 * spec can make the shop's A1 certificate that the stand-in accepts. Keyed by port, like the servers.
 */
export const E2E_NFSE_PKI_FILE = path.join(os.tmpdir(), `oficina-e2e-${E2E_PORT}-nfse-pki.json`);
/** The stand-in for Sefin Nacional (mutual TLS), e2e/support/sefin.ts. */
export const E2E_PORT_SEFIN = E2E_PORT + 5;

/** The environment the e2e servers run with. */
export const E2E_ENV = {
  NODE_ENV: "production",
  // Playwright plays the trusted proxy in front of the app: the last X-Forwarded-For entry a test
  // sends is its client address, so each test keeps its own rate limits (SIGN_UPS is 10 an hour
  // per address). The server on E2E_PORT_REACHED_DIRECTLY trusts nobody.
  TRUSTED_PROXY_HOPS: "1",
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
  // Each server's own address (scripts/support/next-server.ts), whatever the shell has.
  AUTH_URL: undefined,
  ADMIN_EMAILS: undefined,
  // The operator's support line (lib/support-contact.ts): a configured one is what the page shows.
  SUPPORT_PHONE: "(11) 3456-7890",
  NEXT_TELEMETRY_DISABLED: "1",
} as Record<string, string | undefined>;

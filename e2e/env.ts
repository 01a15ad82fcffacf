/** E2E_PORT lets two checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PORT_WITHOUT_PROXY = E2E_PORT + 1;
export const OPERATOR_EMAIL = "operador@e2e.test";

/** The environment both e2e servers run with. */
export const E2E_ENV = {
  NODE_ENV: "production",
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
  AUTH_URL: undefined,
  ADMIN_EMAILS: OPERATOR_EMAIL,
  NEXT_TELEMETRY_DISABLED: "1",
} as Record<string, string | undefined>;

/**
 * lib/env.ts: each variable's type, default and rule, read when used (the launcher and the tests
 * set variables after start), and the check at start, whose every message names its variable.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE } from "@/lib/client-address/resolve";
import {
  checkEnv,
  CONFIGURED_VARIABLES,
  env,
  EnvError,
  envProblems,
  MISSING_AUTH_SECRET_MESSAGE,
  MISSING_SITE_URL_MESSAGE,
  readEnv,
  RETIRED_ADMIN_EMAILS_MESSAGE,
} from "@/lib/env";
import { exitIfEnvInvalid } from "@/lib/env-check";

afterEach(() => vi.unstubAllEnvs());

const PRODUCTION = { NODE_ENV: "production", AUTH_URL: "https://app.oficina.test", AUTH_SECRET: "env-test-secret-env-test-secret-env" };

/** The one problem `value` of `name` gives (S3_ENDPOINT goes with a bucket). */
function problemOf(name: string, value: string) {
  const problems = envProblems({ [name]: value, ...(name === "S3_ENDPOINT" && { S3_BUCKET: "shop-logos" }) });
  expect(problems, `${name}=${value}`).toHaveLength(1);
  return problems[0]!;
}

describe("each variable", () => {
  it("has its default when unset or blank, as an `X=` line of .env.example leaves it", () => {
    for (const source of [
      {},
      { DATABASE_POOL_SIZE: "", TRUSTED_PROXY_HOPS: " ", MAIL_FROM: "", OFICINA_DATA_DIR: "", S3_REGION: "", SUPPORT_EMAIL: "  " },
    ]) {
      const read = readEnv(source);
      expect(read.DATABASE_POOL_SIZE).toBe(10);
      expect(read.TRUSTED_PROXY_HOPS).toBe(0);
      expect(read.MAIL_FROM).toBe("Oficina Digital <nao-responda@localhost>");
      expect(read.OFICINA_DATA_DIR).toBe(".data");
      expect(read.S3_REGION).toBe("us-east-1");
      expect(read.SUPPORT_EMAIL).toBe("suporte@oficinadigital.com.br");
      // No made-up number: unset, the support page shows no phone.
      expect(read.SUPPORT_PHONE).toBeUndefined();
      expect(read.OFICINA_DISABLE_PROXY).toBe(false);
      expect(read.AUTH_URL).toBeUndefined();
      expect(read.SMTP_URL).toBeUndefined();
    }
  });

  it("is typed and trimmed; AUTH_SECRET is kept exactly as Auth.js reads it", () => {
    const read = readEnv({
      DATABASE_POOL_SIZE: " 25 ",
      TRUSTED_PROXY_HOPS: "2",
      PORT: "8080",
      OFICINA_DISABLE_PROXY: "1",
      SMTP_URL: " smtps://u:p@mail.test:465 ",
      AUTH_SECRET: " with spaces ",
    });
    expect(read).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      TRUSTED_PROXY_HOPS: 2,
      PORT: 8080,
      OFICINA_DISABLE_PROXY: true,
      SMTP_URL: "smtps://u:p@mail.test:465",
    });
    expect(read.AUTH_SECRET).toBe(" with spaces ");
  });

  it("refuses a bad value with a message that names the variable and says what it must be", () => {
    const bad: Record<string, string[]> = {
      DATABASE_URL: ["mysql://db/oficina", "localhost:5432"],
      DATABASE_POOL_SIZE: ["0", "-1", "dez", "2.5"],
      EMBEDDED_POSTGRES_PORT: ["0", "70000", "porta"],
      AUTH_URL: ["notaurl", "app.oficina.test", "javascript:alert(1)", "ftp://app.oficina.test"],
      S3_ENDPOINT: ["minio:9000"],
      SMTP_URL: ["http://mail.test", "mail.test:587"],
      MAIL_FROM: ["Oficina Digital"],
      SUPPORT_EMAIL: ["suporte"],
      PORT: ["http", "65536"],
      WEB_CONCURRENCY: ["0", "muitos"],
      TRUSTED_PROXY_HOPS: ["-1", "sim", "11", "1.5"],
      NEXT_OUTPUT: ["export"],
      NODE_ENV: ["prod"],
      OFICINA_DISABLE_PROXY: ["sim"],
      ASSISTANT_PROVIDER: ["ollama", "gpt"],
      ASSISTANT_CALLS_PER_SHOP_MONTH: ["0", "muitas"],
      ASSISTANT_CALLS_PER_CONVERSATION: ["-1", "2.5"],
      ASSISTANT_CALLS_PER_ADDRESS_DAY: ["0"],
      ADMIN_EMAILS: ["dono@oficina.com"],
    };
    for (const [name, values] of Object.entries(bad)) {
      for (const value of values) expect(problemOf(name, value), `${name}=${value}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
    // The messages that existed before the module are kept word for word.
    expect(problemOf("AUTH_URL", "notaurl")).toBe(MISSING_SITE_URL_MESSAGE);
    expect(problemOf("TRUSTED_PROXY_HOPS", "-1")).toBe(MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE);
    expect(problemOf("ADMIN_EMAILS", "dono@oficina.com")).toBe(RETIRED_ADMIN_EMAILS_MESSAGE);
  });

  it("never echoes the value, which may hold a password", () => {
    expect(problemOf("SMTP_URL", "http://usuario:senha-secreta@mail.test")).not.toContain("senha-secreta");
    expect(problemOf("DATABASE_URL", "mysql://usuario:senha-secreta@db")).not.toContain("senha-secreta");
  });

  it("throws its EnvError when read with a bad value, and a bad one elsewhere does not stop it", () => {
    expect(() => readEnv({ DATABASE_POOL_SIZE: "zero" }).DATABASE_POOL_SIZE).toThrow(EnvError);
    expect(() => readEnv({ DATABASE_POOL_SIZE: "zero" }).DATABASE_POOL_SIZE).toThrow(/^DATABASE_POOL_SIZE deve ser/);
    expect(readEnv({ DATABASE_POOL_SIZE: "zero", ADMIN_EMAILS: "x@y.z" }).SUPPORT_EMAIL).toBe("suporte@oficinadigital.com.br");
  });
});

describe("env (process.env, read when used)", () => {
  it("follows a change made after import, as the launcher and the tests make", () => {
    vi.stubEnv("DATABASE_POOL_SIZE", "3");
    expect(env.DATABASE_POOL_SIZE).toBe(3);
    vi.stubEnv("DATABASE_POOL_SIZE", "4");
    expect(env.DATABASE_POOL_SIZE).toBe(4);
    vi.stubEnv("DATABASE_POOL_SIZE", "");
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    vi.stubEnv("DATABASE_POOL_SIZE", "nenhum");
    expect(() => env.DATABASE_POOL_SIZE).toThrow(EnvError);
    vi.stubEnv("DATABASE_POOL_SIZE", "4");
    expect(env.DATABASE_POOL_SIZE).toBe(4);
  });

  it("declares every configured variable on the view", () => {
    for (const name of CONFIGURED_VARIABLES) expect(name in env, name).toBe(true);
  });
});

describe("the check at start", () => {
  it("passes an empty development environment and a complete production one", () => {
    expect(envProblems({})).toEqual([]);
    expect(envProblems({ NODE_ENV: "development" })).toEqual([]);
    expect(envProblems(PRODUCTION)).toEqual([]);
  });

  it("refuses production without AUTH_URL or AUTH_SECRET, unless told it is not production yet (the launcher's first check)", () => {
    expect(envProblems({ NODE_ENV: "production" })).toEqual([MISSING_SITE_URL_MESSAGE, MISSING_AUTH_SECRET_MESSAGE]);
    expect(envProblems({ ...PRODUCTION, AUTH_SECRET: " " })).toEqual([MISSING_AUTH_SECRET_MESSAGE]);
    expect(envProblems({ NODE_ENV: "production" }, { production: false })).toEqual([]);
    expect(envProblems({}, { production: true })).toHaveLength(2);
  });

  it("wants the S3 keys in pairs, a bucket with an endpoint, and an endpoint with keys", () => {
    const endpoint = { S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "shop-logos" };
    expect(envProblems(endpoint)).toEqual([]);
    expect(envProblems({ ...endpoint, S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" })).toEqual([]);
    expect(envProblems({ S3_BUCKET: "shop-logos" })).toEqual([]); // .env.example's default, files on disk
    expect(envProblems({ ...endpoint, S3_ACCESS_KEY_ID: "a" })).toEqual([expect.stringMatching(/S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY/)]);
    expect(envProblems({ S3_ENDPOINT: "http://minio:9000" })).toEqual([expect.stringMatching(/S3_ENDPOINT sem S3_BUCKET/)]);
    expect(envProblems({ S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" })).toEqual([expect.stringMatching(/S3_ENDPOINT está vazio/)]);
  });

  it("wants the assistant's provider complete: its model, its key, an OpenAI-compatible endpoint's URL", () => {
    const openai = { ASSISTANT_PROVIDER: "openai", ASSISTANT_MODEL: "gpt-4.1-mini", ASSISTANT_API_KEY: "sk-segredo" };
    expect(envProblems({})).toEqual([]);
    expect(envProblems(openai)).toEqual([]);
    expect(envProblems({ ...openai, ASSISTANT_MODEL: " " })).toEqual([
      expect.stringMatching(/^ASSISTANT_PROVIDER=openai sem ASSISTANT_MODEL/),
    ]);
    expect(envProblems({ ...openai, ASSISTANT_API_KEY: "" })).toEqual([expect.stringMatching(/sem ASSISTANT_API_KEY/)]);
    const ollama = {
      ASSISTANT_PROVIDER: "openai-compatible",
      ASSISTANT_MODEL: "llama3.1",
      ASSISTANT_BASE_URL: "http://localhost:11434/v1",
    };
    expect(envProblems(ollama)).toEqual([]); // no key: a local Ollama has none
    expect(envProblems({ ...ollama, ASSISTANT_BASE_URL: "" })).toEqual([expect.stringMatching(/sem ASSISTANT_BASE_URL/)]);
    expect(envProblems({ ASSISTANT_MODEL: "gpt-4.1-mini", ASSISTANT_API_KEY: "sk-segredo" })).toEqual([
      expect.stringMatching(/^ASSISTANT_MODEL, ASSISTANT_API_KEY sem ASSISTANT_PROVIDER/),
    ]);
    expect(envProblems({ ASSISTANT_API_KEY: "sk-segredo" }).join()).not.toContain("sk-segredo");
    const read = readEnv(ollama);
    expect(read).toMatchObject({
      ASSISTANT_CALLS_PER_SHOP_MONTH: 1500,
      ASSISTANT_CALLS_PER_CONVERSATION: 20,
      ASSISTANT_CALLS_PER_ADDRESS_DAY: 60,
    });
  });

  it("lists every problem at once, one line each", () => {
    const check = () => checkEnv({ ...PRODUCTION, TRUSTED_PROXY_HOPS: "sim", DATABASE_POOL_SIZE: "0" });
    expect(check).toThrow(EnvError);
    expect(check).toThrow(/^Variáveis de ambiente inválidas.*\n- DATABASE_POOL_SIZE .*\n- TRUSTED_PROXY_HOPS /);
  });

  it("ends the process with the message (Next only logs a failed start hook and goes on serving)", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      exitIfEnvInvalid({ ...PRODUCTION, DATABASE_POOL_SIZE: "0" });
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^DATABASE_POOL_SIZE deve ser um inteiro positivo/));
      expect(exit).toHaveBeenCalledWith(1);
      exit.mockClear();
      exitIfEnvInvalid(PRODUCTION);
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});

/**
 * Every environment variable the app reads, declared once: its type, its default and its rule.
 * Code reads `env.NAME` (typed, defaults applied); ESLint refuses `process.env` anywhere else in the
 * app. At start (instrumentation.ts, and scripts/launch.ts before it starts Postgres or Next)
 * checkEnv() reads them all and a bad value stops the server (lib/env-check.ts) with one line per
 * problem, each naming its variable and never echoing a value (SMTP_URL and the S3 keys hold
 * secrets).
 *
 * Read when used, not once at import: the launcher sets DATABASE_URL and AUTH_URL after Node has
 * started, and the tests change SMTP_URL, NODE_ENV or AUTH_URL per test. Through `env`, each
 * variable keeps its last raw text and value, so a second read of an unchanged one costs a string
 * compare (three reads ~2 µs, as three of process.env); the value depends on that text alone, so
 * the cache can never be stale. The getters sit on a shared prototype: `{ ...env }` copies nothing. The rules between variables
 * (production needs AUTH_URL; the S3 keys go in pairs) live in checkEnv only: a read of one
 * variable never fails because of another.
 *
 * No "server-only", no Node module and no process.exit (the Edge build refuses it): proxy.ts, the
 * Edge build of instrumentation.ts and the tsx scripts import it. Relative imports only, so plain
 * tsx (scripts/launch.ts) needs no path aliases to load it.
 */
import { MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE, parseTrustedProxyHops } from "./client-address/resolve";
import { ASSISTANT_PROVIDERS, assistantModelProblems, type AssistantProvider } from "./env-assistant";
import { z } from "./validation/zod";

/** Why a production server without a usable AUTH_URL does not start (and what a bad one must be). */
export const MISSING_SITE_URL_MESSAGE =
  "Defina AUTH_URL com o endereço público do app (por exemplo https://app.suaoficina.com.br): em produção ele é obrigatório. " +
  "Os links dos e-mails e das páginas públicas são montados a partir dele, nunca do cabeçalho Host da requisição, que qualquer cliente pode forjar.";

/** `ADMIN_EMAILS` once granted the operator role by address; a server that still has it set refuses to start. */
export const RETIRED_ADMIN_EMAILS_MESSAGE =
  "ADMIN_EMAILS não concede mais o papel de operador (qualquer pessoa podia cadastrar um endereço da lista e virar operador). " +
  "Remova a variável e marque contas existentes com `npm run operator -- add <email>`.";

export const MISSING_AUTH_SECRET_MESSAGE =
  "Defina AUTH_SECRET em produção (openssl rand -base64 32), o mesmo em todas as instâncias: ele assina as sessões.";

/** Unset and empty (an `X=` line copied from .env.example) mean the same: the default. */
const unsetWhenBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A variable whose text `parse` turns into a value, or refuses (undefined) with `message`. */
function parsedAs<T>(parse: (text: string) => T | undefined, message: string) {
  return z.string().transform((text, ctx) => {
    const value = parse(text.trim());
    if (value === undefined) {
      ctx.issues.push({ code: "custom", message, input: text });
      return z.NEVER;
    }
    return value;
  });
}

const text = () => z.string().trim();

const integerFrom = (min: number, max: number) => (text: string) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;

const urlWith = (protocols: string[]) => (text: string) =>
  URL.canParse(text) && protocols.includes(new URL(text).protocol) ? text : undefined;

/** A budget of the assistant's model: messages it answers, at least one (to switch it off, unset ASSISTANT_PROVIDER). */
const budget = (name: string, per: string) =>
  parsedAs(integerFrom(1, 10_000_000), `${name} deve ser um inteiro positivo (mensagens respondidas pelo modelo ${per}).`);

const port = (name: string) => parsedAs(integerFrom(1, 65_535), `${name} deve ser um número de porta (1 a 65535).`);

/**
 * What an operator configures. Every one has its line in .env.example (tests/unit/env-example.test.ts
 * checks both ways). Each message names its variable: it is printed as is.
 */
const configured = {
  // --- Database
  /** Postgres to use; unset, `npm run dev` / `npm start` start an embedded one (scripts/launch.ts). */
  DATABASE_URL: parsedAs(
    urlWith(["postgres:", "postgresql:"]),
    "DATABASE_URL deve ser uma URL postgres://usuário:senha@servidor:5432/banco.",
  ).optional(),
  DATABASE_POOL_SIZE: parsedAs(
    integerFrom(1, 1000),
    "DATABASE_POOL_SIZE deve ser um inteiro positivo (conexões por processo do app).",
  ).default(10),
  EMBEDDED_POSTGRES_PORT: port("EMBEDDED_POSTGRES_PORT").optional(),
  OFICINA_DATA_DIR: text().default(".data"),
  // --- Auth
  /** Not trimmed: Auth.js reads the same variable as it is to seal the cookie this one opens. */
  AUTH_SECRET: z.string().optional(),
  /** The app's public URL; lib/site-url.ts makes every absolute link from its origin. */
  AUTH_URL: parsedAs(urlWith(["http:", "https:"]), MISSING_SITE_URL_MESSAGE).optional(),
  // --- File storage
  S3_ENDPOINT: parsedAs(
    urlWith(["http:", "https:"]),
    "S3_ENDPOINT deve ser uma URL http(s), por exemplo https://s3.amazonaws.com ou http://minio:9000.",
  ).optional(),
  S3_REGION: text().default("us-east-1"),
  S3_BUCKET: text().optional(),
  S3_ACCESS_KEY_ID: text().optional(),
  S3_SECRET_ACCESS_KEY: text().optional(),
  // --- E-mail
  SMTP_URL: parsedAs(
    urlWith(["smtp:", "smtps:"]),
    "SMTP_URL deve ser smtp://usuário:senha@servidor:587 (STARTTLS) ou smtps://usuário:senha@servidor:465.",
  ).optional(),
  MAIL_FROM: parsedAs(
    (text) => (/@[^@\s>]+/.test(text) ? text : undefined),
    "MAIL_FROM deve ter um endereço de e-mail, por exemplo: Oficina Digital <nao-responda@suaoficina.com.br>.",
  ).default("Oficina Digital <nao-responda@localhost>"),
  // --- Support page
  SUPPORT_EMAIL: text().pipe(z.email("SUPPORT_EMAIL deve ser um endereço de e-mail.")).default("suporte@oficinadigital.com.br"),
  /** The team's phone on the support page; unset, the page shows none rather than a made-up one. */
  SUPPORT_PHONE: text().optional(),
  // --- The assistant's model (docs/operations.md): unset, the assistant answers in guided mode only
  ASSISTANT_PROVIDER: z
    .enum(
      ASSISTANT_PROVIDERS,
      "ASSISTANT_PROVIDER deve ser openai, anthropic, google, openai-compatible ou vazio (o assistente responde só no modo guiado).",
    )
    .optional(),
  /** The provider's name for the model: gpt-4.1-mini, claude-haiku-4-5, gemini-2.5-flash, llama3.1, sabiazinho-3… */
  ASSISTANT_MODEL: text().optional(),
  /** A secret: never echoed; an OpenAI-compatible endpoint may need none (a local Ollama). */
  ASSISTANT_API_KEY: text().optional(),
  ASSISTANT_BASE_URL: parsedAs(
    urlWith(["http:", "https:"]),
    "ASSISTANT_BASE_URL deve ser uma URL http(s), por exemplo http://localhost:11434/v1 (Ollama) ou https://chat.maritaca.ai/api.",
  ).optional(),
  ASSISTANT_CALLS_PER_SHOP_MONTH: budget("ASSISTANT_CALLS_PER_SHOP_MONTH", "por oficina a cada 30 dias").default(1500),
  ASSISTANT_CALLS_PER_CONVERSATION: budget("ASSISTANT_CALLS_PER_CONVERSATION", "por conversa").default(20),
  ASSISTANT_CALLS_PER_ADDRESS_DAY: budget("ASSISTANT_CALLS_PER_ADDRESS_DAY", "por endereço de visitante a cada 24 horas").default(60),
  // --- NFS-e (docs/features/nfse.md): the national API, and the key that seals the shops' certificates
  /**
   * A secret: 32 random bytes in base64 (openssl rand -base64 32), the same on every instance.
   * Unset, no shop can keep a certificate (the portal's copy still works). Changing it makes every
   * stored certificate unreadable: each shop uploads its own again.
   */
  NFSE_CERTIFICATE_KEY: parsedAs(
    (text) => (Buffer.from(text, "base64").length === 32 ? text : undefined),
    "NFSE_CERTIFICATE_KEY deve ter 32 bytes em base64 (openssl rand -base64 32).",
  ).optional(),
  NFSE_ENVIRONMENT: z
    .enum(["restricted", "production"], "NFSE_ENVIRONMENT deve ser restricted (produção restrita, notas sem valor) ou production.")
    .default("restricted"),
  /** Overrides Sefin Nacional's address of NFSE_ENVIRONMENT (a local stand-in in the tests). */
  NFSE_BASE_URL: parsedAs(urlWith(["https:"]), "NFSE_BASE_URL deve ser uma URL https.").optional(),
  /** A PEM file of CAs to trust for NFSE_BASE_URL besides the system's (the tests' local server). */
  NFSE_CA_FILE: text().optional(),
  // --- Server
  /** Next reads it itself; declared so a bad one stops the launcher with a clear message. */
  PORT: port("PORT").optional(),
  /** `npm start` workers (scripts/launch.ts); unset, one per core. */
  WEB_CONCURRENCY: parsedAs(integerFrom(1, 256), "WEB_CONCURRENCY deve ser um inteiro positivo (processos do servidor).").optional(),
  TRUSTED_PROXY_HOPS: parsedAs((text) => {
    try {
      return parseTrustedProxyHops(text);
    } catch {
      return undefined;
    }
  }, MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE).default(0),
  // --- Build
  /** `standalone` in the Dockerfile's build; `npm start` needs it unset. next.config.ts reads it itself (see there). */
  NEXT_OUTPUT: z.enum(["standalone"], "NEXT_OUTPUT deve ser standalone (o build da imagem Docker) ou vazio.").optional(),
};

/** Set by Node, Next or a test harness for the app to read; never in an operator's .env. */
const runtime = {
  NODE_ENV: z.enum(["development", "production", "test"], "NODE_ENV deve ser development, production ou test.").optional(),
  /** Next sets it while it builds: the start hook then has nothing to start. */
  NEXT_PHASE: z.string().optional(),
  /**
   * The Postgres schema the job queue keeps its tables in (lib/queue); unset, `pgboss`. The tests
   * give each file its own, so one file's worker never runs another's jobs.
   */
  QUEUE_SCHEMA: parsedAs(
    (text) => (/^[a-z_][a-z0-9_]{0,49}$/.test(text) ? text : undefined),
    "QUEUE_SCHEMA deve ser um nome de schema do Postgres (letras minúsculas, números e _).",
  ).default("pgboss"),
  /**
   * Set by Vitest in the processes that run the tests, which run the TypeScript sources unbundled:
   * lib/uploads/svg-thread.ts then starts its worker thread with tsx's loader.
   */
  VITEST: z.string().optional(),
  /** `1` switches proxy.ts's redirects off, so e2e/security/server-checks.spec.ts proves the server's own checks. */
  OFICINA_DISABLE_PROXY: z
    .enum(["0", "1"], "OFICINA_DISABLE_PROXY deve ser 1 (desliga os redirecionamentos do proxy, só para testes) ou vazio.")
    .optional()
    .transform((value) => value === "1"),
};

/** Gone: a server with one of these set refuses to start, saying what replaced it. */
const retired = {
  ADMIN_EMAILS: z.undefined(RETIRED_ADMIN_EMAILS_MESSAGE),
};

const variables = { ...configured, ...runtime, ...retired };

type Variables = typeof variables;
export type EnvName = keyof Variables;
export type { AssistantProvider };
/** The environment as the app sees it: typed, defaults applied, blank the same as unset. */
export type Env = { readonly [Name in EnvName]: z.output<Variables[Name]> };
export type EnvSource = Record<string, string | undefined>;

export const CONFIGURED_VARIABLES = Object.keys(configured) as EnvName[];
export const RUNTIME_VARIABLES = Object.keys(runtime) as EnvName[];
export const RETIRED_VARIABLES = Object.keys(retired) as EnvName[];

/**
 * Read by the test and e2e harness and the scripts only (with process.env, in tests/, e2e/ and
 * scripts/), never by the app; .env.example documents them in its Tests section.
 */
export const HARNESS_VARIABLES = [
  "TEST_DATABASE_URL",
  "TEST_S3_ENDPOINT",
  "TEST_S3_ACCESS_KEY_ID",
  "TEST_S3_SECRET_ACCESS_KEY",
  "PLAYWRIGHT_CHROMIUM_PATH",
] as const;

/** A bad value: its message names the variable and says what it must be. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `Variáveis de ambiente inválidas (o app não inicia assim):\n${problems.map((problem) => `- ${problem}`).join("\n")}`,
    );
    this.name = "EnvError";
  }
}

const schemas: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(variables).map(([name, schema]) => [name, z.preprocess(unsetWhenBlank, schema as z.ZodType)]),
);

/** The value of `name` in `source`, or its problem (a message naming it). */
function parseVariable(name: EnvName, source: EnvSource): { value: unknown } | { problem: string } {
  const result = schemas[name]!.safeParse(source[name]);
  return result.success ? { value: result.data } : { problem: result.error.issues.map((issue) => issue.message).join(" ") };
}

const lastRead = new Map<EnvName, { raw: string | undefined; value: unknown }>();

function readVariable(name: EnvName, source: EnvSource | undefined) {
  const from = source ?? process.env;
  const raw = from[name];
  const cached = source === undefined ? lastRead.get(name) : undefined;
  if (cached && cached.raw === raw) return cached.value;
  const parsed = parseVariable(name, from);
  if ("problem" in parsed) throw new EnvError([parsed.problem]);
  if (source === undefined) lastRead.set(name, { raw, value: parsed.value });
  return parsed.value;
}

/** The getters every view shares: a view is only its source (undefined: process.env, cached). */
const viewPrototype = {};
for (const name of Object.keys(variables) as EnvName[]) {
  Object.defineProperty(viewPrototype, name, {
    enumerable: true,
    get(this: { source: EnvSource | undefined }) {
      return readVariable(name, this.source);
    },
  });
}

/**
 * A typed view of `source` (default: process.env, looked up on every read). Reading a variable with
 * a bad value throws its EnvError; the start check has already stopped a server with one.
 */
export function readEnv(source?: EnvSource): Env {
  if (source === undefined) return env;
  return Object.create(viewPrototype, { source: { value: source } }) as Env;
}

/** The app's environment: `env.AUTH_URL`, `env.DATABASE_POOL_SIZE`… */
export const env: Env = Object.create(viewPrototype, { source: { value: undefined } }) as Env;

/**
 * Every problem of `source`: each variable's own, then the rules between them. `production`
 * (default: NODE_ENV is production) adds what a production server cannot start without;
 * scripts/launch.ts checks the formats first, before it fills AUTH_URL and AUTH_SECRET for the
 * embedded database.
 */
export function envProblems(source: EnvSource = process.env, options: { production?: boolean } = {}): string[] {
  const problems: string[] = [];
  const values: Partial<Record<EnvName, unknown>> = {};
  for (const name of Object.keys(variables) as EnvName[]) {
    const parsed = parseVariable(name, source);
    if ("problem" in parsed) problems.push(parsed.problem);
    else values[name] = parsed.value;
  }
  const isSet = (name: EnvName) => unsetWhenBlank(source[name]) !== undefined;
  const production = options.production ?? values.NODE_ENV === "production";
  if (production) {
    if (!isSet("AUTH_URL")) problems.push(MISSING_SITE_URL_MESSAGE);
    if (!isSet("AUTH_SECRET")) problems.push(MISSING_AUTH_SECRET_MESSAGE);
  }
  if (isSet("S3_ACCESS_KEY_ID") !== isSet("S3_SECRET_ACCESS_KEY")) {
    problems.push("S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntos: defina os dois, ou nenhum (credenciais do ambiente).");
  }
  if (isSet("S3_ENDPOINT") && !isSet("S3_BUCKET")) {
    problems.push(
      "S3_ENDPOINT sem S3_BUCKET: defina o bucket, ou deixe S3_ENDPOINT vazio para guardar os arquivos em OFICINA_DATA_DIR/uploads.",
    );
  }
  if (!isSet("S3_ENDPOINT") && (isSet("S3_ACCESS_KEY_ID") || isSet("S3_SECRET_ACCESS_KEY"))) {
    problems.push(
      "As chaves S3 estão definidas mas S3_ENDPOINT está vazio: os arquivos iriam para o disco local. Defina S3_ENDPOINT, ou remova as chaves.",
    );
  }
  problems.push(...assistantModelProblems(isSet, values.ASSISTANT_PROVIDER as AssistantProvider | undefined));
  return problems;
}

/** Throws an EnvError listing every problem of `source` (see envProblems). */
export function checkEnv(source: EnvSource = process.env, options: { production?: boolean } = {}) {
  const problems = envProblems(source, options);
  if (problems.length > 0) throw new EnvError(problems);
}

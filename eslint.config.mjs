import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The database is reached through the data-access layer only, where every query is filtered by the
// shop it works for. Types may still be imported anywhere: they leave nothing in a bundle.
const databaseOnlyThroughDataLayer = {
  group: ["@/db", "@/db/*", "**/db", "**/db/*"],
  allowTypeImports: true,
  message:
    "Read and write through lib/data/ (every query there is filtered by the user it works for). Shared value lists live in lib/enums.ts.",
};

// The quote's pure rules (lib/quotes: totals, items, display, snapshot, timeline, WhatsApp text…)
// compute from what they are handed, types included (lib/quotes/types.ts). The code that reads the
// database, sends and renders calls them, never the other way round: lib/data imports lib/quotes,
// lib/quotes imports neither lib/data, db/, nor the sending and rendering folders.
const quoteRulesStayPure = {
  group: [
    "@/lib/data",
    "@/lib/data/*",
    "**/lib/data/*",
    "**/data/*",
    "@/db",
    "@/db/*",
    "**/db",
    "**/db/*",
    "@/lib/quote-sending/*",
    "@/lib/quote-pdf/*",
    "@/lib/public-quote/*",
    "@/lib/mail",
    "@/lib/mail/*",
  ],
  message:
    "lib/quotes holds the quote's pure rules: read and send in lib/data, lib/quote-sending, lib/quote-pdf or lib/public-quote, which call these rules.",
};

// Components render what they are handed: the page (a Server Component) reads and passes props, and a
// client component calls a server action. Types may still be imported (they leave nothing in a bundle).
const componentsReadNoData = {
  group: ["@/lib/data", "@/lib/data/*", "**/lib/data/*"],
  allowTypeImports: true,
  message:
    "Read in the page and pass props (a client component calls a server action). A pure rule or constant of lib/data/ moves to lib/<area>/.",
};

// The Server Components that read their own section of a page, so each streams on its own rather
// than the page reading everything first. None is a client component: lib/data is server-only.
const dataReadingServerComponents = [
  "components/agenda/agenda-today-card.tsx",
  "components/jobs/check-in-section.tsx",
  "components/jobs/delivery-button.tsx",
  "components/jobs/deposit-status.tsx",
  "components/jobs/in-shop-card.tsx",
  "components/jobs/job-delivery.tsx",
  "components/jobs/job-margin.tsx",
  "components/jobs/job-stage-controls.tsx",
  "components/jobs/my-cars-card.tsx",
  "components/payments/job-payments.tsx",
  "components/pix/add-pix-key-card.tsx",
  "components/plans/limit-notice.tsx",
  "components/public-quote/assistant-link.tsx",
  "components/public-quote/check-in-section.tsx",
  "components/public-quote/delivery-card.tsx",
  "components/public-quote/deposit-charge.tsx",
  "components/public-quote/nfse-section.tsx",
  "components/public-quote/payment-box.tsx",
  "components/public-quote/payments-list.tsx",
  "components/quotes/quote-reads.ts",
  "components/quotes/quote-timeline.tsx",
  "components/quotes/send-section.tsx",
  "components/quotes/unseen-answers-card.tsx",
  "components/reminders/reminders-card.tsx",
  "components/supplier-requests/sent-requests.tsx",
];

// A server action gets its caller from defineAction, which answers a lost session or a missing plan
// the same way everywhere; reading the session by hand is how the three different answers came about.
const sessionOnlyThroughDefineAction = {
  name: "@/lib/session",
  message: "Declare the action's access in defineAction (lib/actions/define-action.ts) instead.",
};

// Code that can reach the browser takes Zod from lib/validation/zod.ts, which turns off Zod's
// `new Function` probe there: under the pages' nonce CSP the probe is reported as a violation.
const zodThroughBrowserSafeModule = {
  name: "zod",
  message: 'Import { z } from "@/lib/validation/zod" (no eval probe in the browser, see its comment).',
};

// lib/messages/index.ts composes every area's messages into one object (~109 kB): a client component
// importing it puts every message of the product in its page's browser bundle. Components import the
// area objects they use from the area's file; ESLint cannot tell a client component, so all of
// components/ does (pages, tests and e2e may still import the whole object).
const messagesByArea = {
  name: "@/lib/messages",
  message: 'Import the area\'s messages ("@/lib/messages/<area>"): the whole object puts every message in the browser bundle.',
};

// Components and the library are what app/ is built from; importing back from app/ ties a component
// to one route's folder. Actions a component calls live in lib/actions/, where both may import them.
const nothingFromApp = {
  regex: "^(@/|(\\.\\.?/)+)app(/|$)",
  message: "Components and lib/ never import from app/: move what both need to lib/ (server actions live in lib/actions/<feature>.ts).",
};

// Every server action file lives in lib/actions/, where the rules below reach it and the security
// tests discover it (tests/security/action-files.ts).
const actionFilesInLibActions = {
  selector: "Program > ExpressionStatement[directive='use server']",
  message: "Server action files live in lib/actions/<feature>.ts (one place, seen by the lint rules and the security tests).",
};
const inlineServerActions = {
  selector: ":function > BlockStatement > ExpressionStatement[directive='use server']",
  message: "Write the action in lib/actions/<feature>.ts with defineAction instead of an inline 'use server' function.",
};

// The modules that make actions; every other file of lib/actions/ is a 'use server' file of actions.
const actionBuilders = ["lib/actions/define-action.ts", "lib/actions/plan-refusals.ts", "lib/actions/result.ts"];

// Every form reads its action's answer through useActionForm (components/forms/use-action.ts), which
// keeps what was typed, toasts and navigates in one place; a second useActionState is a second way.
const formsThroughUseActionForm = [
  "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='useActionState']",
  "MemberExpression[property.name='useActionState']",
].map((selector) => ({ selector, message: "Use useActionForm or useActionCall from components/forms/use-action.ts." }));

// Every environment variable is declared once in lib/env.ts (type, default, rule) and checked at
// start; a direct read elsewhere would skip all three. Tests, e2e, scripts and the tools' config
// files (next.config.ts included: see its comment) set and read their own variables directly.
const environmentThroughEnvModule = {
  object: "process",
  property: "env",
  message: "Read environment variables as env.NAME from lib/env.ts (declare a new one there, and in .env.example).",
};

// Import cycles are found by oxlint (.oxlintrc.json, `npm run lint`), in under a second where
// ESLint's import/no-cycle took half of this config's run. It follows static imports only, so our
// own modules are not imported dynamically (the lazy import() that used to dodge a cycle): the
// server's start-up (db/prepare.ts, instrumentation.ts) loads per runtime, and is the exception.
const ownModulesImportedStatically = {
  selector: "ImportExpression[source.value=/^(@\\/|\\.)/]",
  message:
    "Import our own modules statically: oxlint's cycle check does not follow import(). Move what both sides need where both import it.",
};

// eslint-config-next names its import resolvers by absolute path (require.resolve): the clone's
// place then enters the hash ESLint keeps each cached result under, and CI's cache (.ci/run) never
// served a fresh clone elsewhere. The one import rule on, import/no-anonymous-default-export,
// resolves nothing.
function withoutResolverPaths(config) {
  if (!config.settings?.["import/resolver"]) return config;
  const settings = { ...config.settings };
  delete settings["import/resolver"];
  return { ...config, settings };
}

export default defineConfig([
  ...[...nextVitals, ...nextTs].map(withoutResolverPaths),
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["db/**", "lib/data/**", "scripts/**", "tests/**", "e2e/**", "drizzle.config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [databaseOnlyThroughDataLayer] }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.tsx"],
    ignores: ["lib/data/**", "lib/validation/zod.ts", "lib/validation/zod-api.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [databaseOnlyThroughDataLayer], paths: [zodThroughBrowserSafeModule] }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/data/**", "lib/validation/zod.ts", "lib/validation/zod-api.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [databaseOnlyThroughDataLayer, nothingFromApp], paths: [zodThroughBrowserSafeModule] },
      ],
    },
  },
  {
    // The forms' rules run in the browser too: each area's messages, as in components/ below (a
    // later block's rule wins, so it repeats lib/'s rules above).
    files: ["lib/validation/**/*.{ts,tsx}"],
    ignores: ["lib/validation/zod.ts", "lib/validation/zod-api.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [databaseOnlyThroughDataLayer, nothingFromApp], paths: [zodThroughBrowserSafeModule, messagesByArea] },
      ],
    },
  },
  {
    // The components' own block (a later block's rule wins, so it repeats lib/'s rules above): the
    // same restrictions, and each area's messages instead of the whole object (messagesByArea).
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [databaseOnlyThroughDataLayer, nothingFromApp], paths: [zodThroughBrowserSafeModule, messagesByArea] },
      ],
    },
  },
  {
    // Replaces the block above for these files (a later block's rule wins), so it repeats its rules.
    files: ["components/**/*.{ts,tsx}"],
    ignores: dataReadingServerComponents,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [databaseOnlyThroughDataLayer, nothingFromApp, componentsReadNoData],
          paths: [zodThroughBrowserSafeModule, messagesByArea],
        },
      ],
    },
  },
  {
    // Replaces the block above for these files (a later block's rule wins), so it repeats its rules.
    files: ["lib/quotes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [quoteRulesStayPure, nothingFromApp], paths: [zodThroughBrowserSafeModule] }] },
  },
  {
    files: ["lib/data/**/*.{ts,tsx}", "lib/validation/zod.ts", "lib/validation/zod-api.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [nothingFromApp] }] },
  },
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["lib/actions/**"],
    rules: { "no-restricted-syntax": ["error", actionFilesInLibActions, inlineServerActions] },
  },
  {
    // Replaces the block above for the app's code (a later block's rule wins), so it repeats its rules.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "db/**/*.ts"],
    ignores: ["lib/actions/**", "db/prepare.ts"],
    rules: { "no-restricted-syntax": ["error", actionFilesInLibActions, inlineServerActions, ownModulesImportedStatically] },
  },
  {
    files: ["lib/actions/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ownModulesImportedStatically] },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.{ts,tsx}"],
    ignores: ["components/forms/use-action.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...formsThroughUseActionForm,
        actionFilesInLibActions,
        inlineServerActions,
        ownModulesImportedStatically,
      ],
    },
  },
  {
    files: ["lib/actions/**/*.ts"],
    ignores: actionBuilders,
    rules: {
      // A 'use server' module never reaches the browser (a client gets a reference to call), so Zod's probe does not apply.
      "no-restricted-imports": [
        "error",
        { patterns: [databaseOnlyThroughDataLayer, nothingFromApp], paths: [sessionOnlyThroughDefineAction] },
      ],
    },
  },
  {
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "lib/**/*.{ts,tsx}",
      "db/**/*.ts",
      "auth*.ts",
      "proxy.ts",
      "instrumentation.ts",
    ],
    ignores: ["lib/env.ts"],
    rules: { "no-restricted-properties": ["error", environmentThroughEnvModule] },
  },
  {
    // The documents (lib/documents/render.tsx) are whole HTML pages rendered outside Next's router:
    // their links are plain anchors and their <head> is their own.
    files: [
      "app/(marketing)/**/*.tsx",
      "lib/documents/**/*.tsx",
      "components/documents/**/*.tsx",
      "components/landing/**/*.tsx",
      "components/public-quote/**/*.tsx",
      "components/supplier-link/**/*.tsx",
      "components/booking/**/*.tsx",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off", "@next/next/no-head-element": "off" },
  },
  globalIgnores([
    "lib/documents/styles.generated.ts",
    ".next/**",
    ".data/**",
    "drizzle/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);

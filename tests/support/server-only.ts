// Stand-in for the `server-only` package under Vitest.
export {};

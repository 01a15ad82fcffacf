/**
 * The start check that ends the process: lib/env.ts's checkEnv, for instrumentation.ts (Node
 * runtime only) and scripts/launch.ts. Apart from lib/env.ts because process.exit has no place in
 * the Edge build, which imports that module too (proxy.ts).
 */
import { checkEnv, type EnvSource } from "./env";

/** Ends the process with every problem of `source` (Next only logs a failed instrumentation hook and goes on serving). */
export function exitIfEnvInvalid(source?: EnvSource, options: { production?: boolean } = {}) {
  try {
    checkEnv(source, options);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Tenant isolation: plans (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { type Attack } from "../fixtures";

export const attacks: Record<string, Attack> = {};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/plans.ts#choosePlanAction": "a plan id, not a record; the caller's own account (server-checks.test.ts)",
  "lib/data/plan-usage.ts#lockCustomerCreates": "locks the caller's own customer creates inside createCustomer's transaction; no record id",
  "lib/data/plan-usage.ts#assertWithinPlanLimit":
    "counts the caller's own rows (by user_id) against its own plan; no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#countQuotesThisMonth": "counts the caller's own quotes (by user_id); no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#getPlanUsage": "counts the caller's own rows (by user_id); no record id (plan-limits.test.ts)",
};

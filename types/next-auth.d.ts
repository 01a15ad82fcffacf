import type { DefaultSession } from "next-auth";
import type { SubscriptionPlanId } from "@/db/schema";

declare module "next-auth" {
  interface Session {
    user: { id: string; plan: SubscriptionPlanId | null } & DefaultSession["user"];
  }
  interface User {
    plan?: SubscriptionPlanId | null;
    /** The row in the sessions table this login started (auth.ts). */
    sessionId?: string;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    plan?: SubscriptionPlanId | null;
    /** The session this cookie belongs to: the server honours the cookie only while it is open. */
    sid?: string;
  }
}

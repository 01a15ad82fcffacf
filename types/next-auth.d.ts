import type { DefaultSession } from "next-auth";
import type { SubscriptionPlanId } from "@/db/schema";

declare module "next-auth" {
  interface Session {
    user: { id: string; plan: SubscriptionPlanId | null } & DefaultSession["user"];
  }
  interface User {
    plan?: SubscriptionPlanId | null;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    plan?: SubscriptionPlanId | null;
  }
}

import type { NextAuthConfig } from "next-auth";
import type { SubscriptionPlanId } from "@/lib/enums";

/**
 * The edge-safe half of the auth set-up: no providers and no database, so proxy.ts can read the
 * session cookie cheaply. auth.ts adds the Credentials provider and the database look-ups.
 */
/** How long a session cookie lives (and its row in the sessions table): 30 days. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export const authConfig = {
  pages: { signIn: "/auth" },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  trustHost: true,
  providers: [],
  callbacks: {
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.user.plan = (token.plan as SubscriptionPlanId | null | undefined) ?? null;
      return session;
    },
  },
} satisfies NextAuthConfig;

import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "@/auth.config";
import { verifyCredentials } from "@/lib/auth/credentials";
import { findSubscriptionPlan } from "@/lib/data/accounts";
import { extendSession, startSession } from "@/lib/data/sessions";
import { clientIp } from "@/lib/rate-limit";

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
export class TooManyAttempts extends CredentialsSignin {
  code = "rate_limited";
}

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  ...authConfig,
  logger: {
    // A wrong password is an expected outcome, not a server error worth a stack trace.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error(error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const check = await verifyCredentials(credentials, clientIp(request.headers));
        if (check.ok) return { ...check.user, sessionId: await startSession(check.user.id, request.headers.get("user-agent")) };
        throw check.reason === "rate_limited" ? new TooManyAttempts() : new InvalidCredentials();
      },
    }),
  ],
  callbacks: {
    ...authConfig.callbacks,
    async jwt({ token, user, trigger }) {
      if (user) {
        token.plan = user.plan ?? null;
        token.sid = user.sessionId;
      }
      // After a plan change the server asks for a fresh token; the plan is read from the
      // database, never taken from what the client sent. The new cookie lives 30 days from now,
      // and so does its session.
      if (trigger === "update" && token.sub) {
        token.plan = await findSubscriptionPlan(token.sub);
        if (token.sid) await extendSession(token.sub, token.sid);
      }
      return token;
    },
  },
});

import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "@/auth.config";
import { verifyCredentials } from "@/lib/auth/credentials";
import { findAccount, findSubscriptionPlan } from "@/lib/data/accounts";
import { endSession, extendSession, startSession } from "@/lib/data/sessions";
import { clientIp } from "@/lib/rate-limit";

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
export class TooManyAttempts extends CredentialsSignin {
  code = "rate_limited";
}
export class NoShop extends CredentialsSignin {
  code = "no_shop";
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
        if (check.reason === "no_shop") throw new NoShop();
        throw check.reason === "rate_limited" ? new TooManyAttempts() : new InvalidCredentials();
      },
    }),
  ],
  /**
   * Auth.js's own endpoints (/api/auth/signout, /api/auth/session) go through the sessions table
   * too, as the app's 'Sair' and its session reads do (lib/session.ts): the app itself calls
   * neither, but they answer anyone who sends a cookie, and on their own they trust the cookie alone.
   */
  events: {
    // 'Sair' by POST /api/auth/signout (and every signOut() call): the session ends on the server,
    // so a copy of the cookie dies with the one cleared.
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (typeof token?.sub === "string" && typeof token.sid === "string") await endSession(token.sub, token.sid);
    },
  },
  callbacks: {
    ...authConfig.callbacks,
    async jwt({ token, user, trigger }) {
      if (user) {
        token.plan = user.plan ?? null;
        token.sid = user.sessionId;
        return token;
      }
      if (!token.sub || typeof token.sid !== "string") return null;
      // After a plan change the server asks for a fresh token; the plan is read from the
      // database, never taken from what the client sent. The new cookie lives 30 days from now,
      // and so does its session.
      if (trigger === "update") {
        if (!(await extendSession(token.sub, token.sid))) return null;
        token.plan = await findSubscriptionPlan(token.sub);
        return token;
      }
      // Any other read of the cookie through Auth.js (GET /api/auth/session, auth()): an ended
      // session or a deleted account answers nobody, and the cookie is cleared instead of re-sealed
      // for another 30 days (null makes Auth.js drop it).
      return (await findAccount(token.sub, token.sid)) ? token : null;
    },
  },
});

import bcrypt from "bcryptjs";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "@/auth.config";
import { findLoginByEmail, findSubscriptionPlan } from "@/lib/data/accounts";
import { clearRateLimit, clientIp, consumeRateLimit, isRateLimited, LOGIN_FAILURES } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/auth";

export const BCRYPT_COST = 10;

// A real bcrypt hash (of a random string) so an unknown e-mail costs the same compare as a
// wrong password: response time must not tell whether an e-mail is registered.
const DUMMY_HASH = "$2b$10$gKkzZDtQMnyoi7Cr4bqo6.5RtUMPP0MckJIlQ5yxNiYdzguAQLTim";

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
export class TooManyAttempts extends CredentialsSignin {
  code = "rate_limited";
}

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) throw new InvalidCredentials();
        const { email, password } = parsed.data;

        const limitKey = `login:${email}:${clientIp(request.headers)}`;
        if (await isRateLimited(limitKey, LOGIN_FAILURES)) throw new TooManyAttempts();

        const login = await findLoginByEmail(email);
        const passwordMatches = await bcrypt.compare(password, login?.passwordHash ?? DUMMY_HASH);
        if (!login || !passwordMatches) {
          await consumeRateLimit(limitKey, LOGIN_FAILURES);
          throw new InvalidCredentials();
        }
        await clearRateLimit(limitKey);
        return { id: login.id, email: login.email, plan: login.plan };
      },
    }),
  ],
  callbacks: {
    ...authConfig.callbacks,
    async jwt({ token, user, trigger }) {
      if (user) token.plan = user.plan ?? null;
      // After a plan change the server asks for a fresh token; the plan is read from the
      // database, never taken from what the client sent.
      if (trigger === "update" && token.sub) token.plan = await findSubscriptionPlan(token.sub);
      return token;
    },
  },
});

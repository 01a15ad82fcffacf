/** Signs in through Auth.js's own endpoints, as a browser would; answers the session cookie as `name=value`. */
export async function signIn(origin: string, credentials: { email: string; password: string }) {
  const csrfResponse = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = csrfResponse.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ ...credentials, csrfToken }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
  if (!session) throw new Error(`login falhou (${response.status})`);
  return session.split(";")[0]!;
}

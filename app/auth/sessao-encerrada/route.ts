import { NextResponse, type NextRequest } from "next/server";
import { getCurrentAccount } from "@/lib/session";

/** Auth.js's session cookie: over HTTPS with the __Secure- prefix, split in numbered parts when long. */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

/**
 * Clears a session cookie that the server no longer honours (its session ended with 'Sair' or
 * 'Sair de todos os aparelhos'), then opens the login. A cookie whose session is still open is
 * left alone and goes back to the dashboard: a link to this address cannot sign anyone out.
 */
export async function GET(request: NextRequest) {
  if (await getCurrentAccount()) return NextResponse.redirect(new URL("/dashboard", request.nextUrl.origin));
  const response = NextResponse.redirect(new URL("/auth", request.nextUrl.origin));
  for (const { name } of request.cookies.getAll()) {
    // A __Secure- cookie can only be replaced by one that is Secure too.
    if (SESSION_COOKIE.test(name))
      response.cookies.set(name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  return response;
}

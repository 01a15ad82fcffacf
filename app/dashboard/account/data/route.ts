import { accountExportFileName, buildAccountExport } from "@/lib/account-export/build";
import { EXPORT_NOTICE_PARAM, type ExportNotice } from "@/lib/account-export/notice";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { ACCOUNT_EXPORTS, accountExportKey } from "@/lib/rate-limit";
import { isSameOriginPost } from "@/lib/request-site";
import { getCurrentAccount, loginPath, ROLE_REFUSED_PARAM } from "@/lib/session";
import { can } from "@/lib/team/permissions";
import { getStorage } from "@/lib/storage";

const ACCOUNT_PAGE = "/dashboard/account";

/**
 * A 303 to `path`: the browser follows the answer to a POST with a GET (a 307, what redirect()
 * gives a route handler, would post the form again to the page). Relative, so the browser
 * resolves it against the address it posted to, whatever host or proxy is in front.
 */
function seeOther(path: string) {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

/** Back to the account page, whose card shows why (lib/account-export/notice.ts). */
function backToAccount(notice: ExportNotice) {
  return seeOther(`${ACCOUNT_PAGE}?${EXPORT_NOTICE_PARAM}=${notice}`);
}

/**
 * 'Baixar meus dados': the signed-in shop's whole archive, streamed as it is read. The account
 * page's button posts a plain form here (the browser downloads the answer and stays on the page),
 * so a refusal goes back to a page as a page's would: the login, or the account page with its
 * message. No plan is needed: the data is the shop's, and a shop whose plan ended must still be
 * able to take it elsewhere (LGPD art. 18 V).
 *
 * A POST, checked as Next checks a server action (lib/request-site.ts): each export spends one of
 * the account's ACCOUNT_EXPORTS, and as a GET any other site could spend them all with image tags
 * in the mechanic's browser, locking him out of his own data for an hour.
 */
export async function POST(request: Request) {
  if (!isSameOriginPost(request.headers)) {
    return new Response(messages.guard.crossSite, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  const account = await getCurrentAccount();
  if (!account) return seeOther(await loginPath());
  // The shop's data is the owner's to take: a person of the team has his login only.
  if (!can(account.role, "manageShop")) return seeOther(`/dashboard?${ROLE_REFUSED_PARAM}=1`);

  const allowed = await load("limite da exportação de dados", account.shopId, () =>
    consumeRateLimit(accountExportKey(account.shopId), ACCOUNT_EXPORTS),
  );
  if (allowed.failed) return backToAccount("erro");
  if (!allowed.value.allowed) return backToAccount("limite");

  const now = new Date();
  const archive = await load("exportação de dados da conta", account.shopId, () =>
    buildAccountExport(account.shopId, {
      storage: getStorage(),
      now,
      // The response has started: all that is left is to cut it off (zipStream) and say why here.
      onError: (error) => console.error("exportação de dados da conta interrompida", { shopId: account.shopId }, error),
    }),
  );
  if (archive.failed || !archive.value) return backToAccount("erro");

  return new Response(archive.value, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${accountExportFileName(now)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The address opened as a link (an old bookmark, or another site's image tag): the account page,
 * whose button posts. Nothing is read and nothing is counted.
 */
export function GET() {
  return seeOther(ACCOUNT_PAGE);
}

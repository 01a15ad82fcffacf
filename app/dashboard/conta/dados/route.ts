import { redirect } from "next/navigation";
import { accountExportFileName, buildAccountExport } from "@/lib/account-export/build";
import { EXPORT_NOTICE_PARAM, type ExportNotice } from "@/lib/account-export/notice";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { load } from "@/lib/load";
import { ACCOUNT_EXPORTS, accountExportKey } from "@/lib/rate-limit";
import { getCurrentAccount, loginPath } from "@/lib/session";
import { getStorage } from "@/lib/storage";

/** Back to the account page, whose card shows why (lib/account-export/notice.ts). */
function backToAccount(notice: ExportNotice): never {
  redirect(`/dashboard/conta?${EXPORT_NOTICE_PARAM}=${notice}`);
}

/**
 * 'Baixar meus dados': the signed-in shop's whole archive, streamed as it is read. A link opens
 * it (the browser downloads it and stays on the page), so a refusal goes back to a page as a
 * page's would: the login, or the account page with its message. No plan is needed: the data is
 * the shop's, and a shop whose plan ended must still be able to take it elsewhere (LGPD art. 18 V).
 */
export async function GET() {
  const account = await getCurrentAccount();
  if (!account) redirect(await loginPath());

  const allowed = await load("limite da exportação de dados", account.id, () => consumeRateLimit(accountExportKey(account.id), ACCOUNT_EXPORTS));
  if (allowed.failed) backToAccount("erro");
  if (!allowed.value.allowed) backToAccount("limite");

  const now = new Date();
  const archive = await load("exportação de dados da conta", account.id, () =>
    buildAccountExport(account.id, {
      storage: getStorage(),
      now,
      // The response has started: all that is left is to cut it off (zipStream) and say why here.
      onError: (error) => console.error("exportação de dados da conta interrompida", { userId: account.id }, error),
    }),
  );
  if (archive.failed || !archive.value) backToAccount("erro");

  return new Response(archive.value, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${accountExportFileName(now)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

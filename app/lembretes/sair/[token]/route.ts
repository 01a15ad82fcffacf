import { currentRateLimitAddress } from "@/lib/client-address/current";
import { confirmPage, donePage, invalidLinkPage, openUnsubscribeLink, unsubscribePage } from "@/lib/service-dues/unsubscribe";
import { escapeHtml } from "@/lib/mail/html";
import { messages } from "@/lib/messages";

type Params = { params: Promise<{ token: string }> };

/**
 * The one-click unsubscribe of an automatic reminder e-mail (lib/reminders/tasks.ts), no login.
 * GET shows the shop and a button, and changes nothing: mail scanners and link previews open
 * every link. POST withdraws the consent, from the page's form or from the mail client's RFC 8058
 * one-click (`List-Unsubscribe=One-Click`, sent from no page, so with no Origin and no CSRF
 * token). No origin check is needed: the token in the address is the only credential, and all a
 * forged post could do is what its holder may already do, stop this one customer's reminders.
 */
export async function GET(_request: Request, { params }: Params) {
  const { token } = await params;
  const shop = await openUnsubscribeLink(token, await currentRateLimitAddress(), { withdraw: false });
  return shop ? confirmPage(shop.shopName) : invalidLinkPage();
}

export async function POST(_request: Request, { params }: Params) {
  const { token } = await params;
  try {
    const shop = await openUnsubscribeLink(token, await currentRateLimitAddress(), { withdraw: true });
    return shop ? donePage(shop.shopName) : invalidLinkPage();
  } catch (error) {
    console.error("cancelamento de lembretes não registrado", error);
    return unsubscribePage(503, `<p>${escapeHtml(messages.reminderEmails.unsubscribe.failed)}</p>`);
  }
}

import { cookies } from "next/headers";
import { DocumentNotFound } from "@/components/documents/not-found";
import { SupplierLink } from "@/components/supplier-link/supplier-link";
import { currentClientAddress } from "@/lib/client-address/current";
import { documentResponse } from "@/lib/documents/render";
import { errorPages } from "@/lib/messages/error-pages";
import { supplierLink as t } from "@/lib/messages/supplier-link";
import { decodeDraft, DRAFT_COOKIE } from "@/lib/supplier-link/draft";
import { isSupplierNotice } from "@/lib/supplier-link/notices";
import { openSupplierLink } from "@/lib/supplier-link/access";

type Context = { params: Promise<{ token: string }> };

/**
 * The supplier's request for prices (components/supplier-link/supplier-link.tsx), a document: see
 * lib/documents/render.tsx for why it is a route and not a page. Unknown or malformed tokens, and
 * any token from an address that missed too often (lib/supplier-link/access.ts), get the 404.
 */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params;
  const link = await openSupplierLink(token, await currentClientAddress());
  if (!link) return documentResponse(<DocumentNotFound />, { title: errorPages.notFound, status: 404 });

  const aviso = new URL(request.url).searchParams.get("aviso");
  const notice = isSupplierNotice(aviso) ? aviso : undefined;
  // Back from a refusal (or a failed save): the typed rows, from the answer route's cookie.
  const draft =
    notice === "revisar" || notice === "erro" || notice === "conferir"
      ? decodeDraft((await cookies()).get(DRAFT_COOKIE)?.value)
      : undefined;
  return documentResponse(<SupplierLink token={token} link={link} notice={notice} draft={draft} />, {
    title: t.metaTitle(link.shopName || t.shopFallback),
  });
}

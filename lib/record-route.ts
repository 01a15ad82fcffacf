import "server-only";
import { notFound } from "next/navigation";
import { load } from "@/lib/load";
import { requireSubscribedUser } from "@/lib/session";
import type { Permission } from "@/lib/team/permissions";

/**
 * What the layout of a record route (`customers/[id]`, `services/[id]`, `suppliers/[id]`) runs
 * before anything of the page streams: whether the record is this shop's. A layout sits above its
 * own segment's loading.tsx, so the status line waits for this one cheap query and a record the
 * shop does not have (gone, another shop's or a malformed id, all alike) answers a real 404, while
 * the page's heavier reads still stream behind the skeleton.
 *
 * A check that fails is not "missing": the page below reads again and shows its own LoadError.
 */
export async function notFoundUnlessOwned(
  permission: Permission,
  what: string,
  id: string,
  exists: (shopId: string, id: string) => Promise<boolean>,
) {
  const account = await requireSubscribedUser(permission);
  const found = await load(`verificação de ${what}`, account.shopId, () => exists(account.shopId, id));
  if (!found.failed && !found.value) notFound();
}

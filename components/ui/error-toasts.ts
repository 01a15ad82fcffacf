/**
 * The error toasts on screen and the page each belongs to. An error speaks of the form that
 * failed: once that form succeeds, or the mechanic is on another page, it is stale and goes (a
 * login error stayed over the Painel after the right password). No sonner import here: the
 * landing's first load stays without it.
 */
type ToastId = string | number;

const shown = new Map<ToastId, string>();

/** An error toast shown for `pathname` (where the page is, or where the action sends it). */
export function rememberErrorToast(id: ToastId, pathname: string) {
  shown.set(id, pathname);
}

export function forgetErrorToast(id: ToastId) {
  shown.delete(id);
}

/** The error toasts that belong to another page than `pathname`, forgotten as they are handed out. */
export function takeErrorToastsNotOn(pathname: string): ToastId[] {
  const stale = [...shown].filter(([, page]) => page !== pathname).map(([id]) => id);
  for (const id of stale) shown.delete(id);
  return stale;
}

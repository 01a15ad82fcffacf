/**
 * The Back gesture (and the browser's Back button) moves through the history with no click and no
 * `beforeunload`, and Next's router follows it on `popstate`, which cannot be cancelled. So while a
 * form holds changes not saved yet, the page puts one more history entry of its own address on top
 * of it, a guard: Back then only takes the guard off, the page stays as it is, and the form asks
 * (useUnsavedChanges). Once nothing is left to lose, the guard is taken off again (`releaseGuard`),
 * so that one Back is never a press that does nothing, and a save that moves on replaces the page
 * itself in the history, as it did before there was a guard.
 *
 * One guard for the whole tab (the history is the tab's): module state, not a component's.
 */

/** The key in the guard entry's history state. */
export const GUARD_STATE = "oficinaBackGuard";

/** Whether the current history entry is the guard. */
let guarded = false;
/** The guard being taken off (a Back in flight), and how to say it is done. */
let releasing: Promise<void> | null = null;
let released: (() => void) | null = null;
/** What a Back off the guard does: the dirty form's question. */
let onBack: (() => void) | null = null;
let listening = false;

/**
 * A `history.back()` always fires `popstate`; should it ever not, a save must still move on (after
 * this long), rather than wait for it forever.
 */
const RELEASE_FALLBACK_MS = 1000;

function onPopState() {
  if (released) {
    const done = released;
    released = null;
    done();
    return;
  }
  if (!guarded) return;
  guarded = false;
  onBack?.();
}

/** Puts the guard on top of the current page (once), and sets what a Back off it does. */
export function guardHistory(ask: () => void) {
  onBack = ask;
  if (!listening) {
    window.addEventListener("popstate", onPopState);
    listening = true;
  }
  if (releasing) {
    void releasing.then(() => onBack === ask && guardHistory(ask));
    return;
  }
  if (guarded) return;
  // No address: the same page. Next's own pushState copies its router state into the entry, beside
  // the mark that says which entry is the guard (the browser tests wait for it to go).
  window.history.pushState({ [GUARD_STATE]: true }, "");
  guarded = true;
}

/** Forgets what a Back does (the form has nothing to lose, or left); `ask` only if it is still the one set. */
export function stopAsking(ask: () => void) {
  if (onBack === ask) onBack = null;
}

/** The page the guard was on has gone (a navigation the form did not ask about): the guard, behind it now, is no longer current. */
export function forgetGuard() {
  guarded = false;
}

/**
 * Takes the guard off (a Back over it), resolved once the browser is on the page's own entry again;
 * at once when there is no guard. Called before the page moves on by itself (a save's next page).
 */
export function releaseGuard(): Promise<void> {
  if (releasing) return releasing;
  if (!guarded) return Promise.resolve();
  guarded = false;
  releasing = new Promise<void>((resolve) => {
    const timer = window.setTimeout(() => {
      released = null;
      resolve();
    }, RELEASE_FALLBACK_MS);
    released = () => {
      window.clearTimeout(timer);
      resolve();
    };
    window.history.back();
  }).finally(() => {
    releasing = null;
    document.removeEventListener("click", holdClickWhileReleasing, true);
  });
  // A link tapped in those few milliseconds would be undone by the Back landing after it: it waits.
  document.addEventListener("click", holdClickWhileReleasing, true);
  return releasing;
}

function holdClickWhileReleasing(event: MouseEvent) {
  const anchor = anchorLeavingPage(event);
  if (!anchor || !releasing) return;
  event.preventDefault();
  event.stopPropagation();
  void releasing.then(() => anchor.click());
}

/**
 * The link a click would follow away from this page in this tab, or null: modified clicks (new tab
 * or window), other targets, downloads, other sites (the browser asks through `beforeunload`) and
 * links within the same page (#anchors) leave nothing behind.
 */
export function anchorLeavingPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

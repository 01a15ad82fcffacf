"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/**
 * Changes a form has not saved are never dropped without a word. While `dirty`:
 * - closing or reloading the tab, or leaving for another site, gets the browser's own question
 *   (`beforeunload`; browsers no longer show a page's text there);
 * - a click on a link to another page of the app (the sidebar, the menu sheet, a "Voltar") is held
 *   and `leavingTo` is set, for the page to ask (UnsavedChangesDialog). `leave()` follows the held
 *   link as if clicked, so it behaves as it would have (the menu sheet closes, client navigation);
 *   `stay()` forgets it.
 * Next's client navigation fires no `beforeunload`, hence the click capture, which runs before the
 * Link's own handler and so keeps it from navigating.
 */
export function useUnsavedChanges(dirty: boolean) {
  const router = useRouter();
  const [leavingTo, setLeavingTo] = useState<HTMLAnchorElement | null>(null);
  // Set once the mechanic chose to leave: the held link's click, and the page unloading after it
  // when it is a full page load, go through without asking again.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    function warnBeforeUnload(event: BeforeUnloadEvent) {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = ""; // Chromium before 119 asks only when this is set
    }
    function holdLeavingClick(event: MouseEvent) {
      if (leaving.current) return;
      const anchor = anchorLeavingPage(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(anchor);
    }
    window.addEventListener("beforeunload", warnBeforeUnload);
    document.addEventListener("click", holdLeavingClick, true);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeUnload);
      document.removeEventListener("click", holdLeavingClick, true);
    };
  }, [dirty]);

  return {
    leavingTo: leavingTo?.href ?? null,
    stay() {
      setLeavingTo(null);
    },
    leave() {
      const anchor = leavingTo;
      setLeavingTo(null);
      if (!anchor) return;
      leaving.current = true;
      // A link inside a menu that has closed meanwhile is no longer in the page: go there directly.
      if (anchor.isConnected) anchor.click();
      else router.push(anchor.href as Route);
    },
  };
}

/**
 * The link a click would follow away from this page in this tab, or null: modified clicks (new tab
 * or window), other targets, downloads, other sites (the browser asks through `beforeunload`) and
 * links within the same page (#anchors) leave nothing behind.
 */
function anchorLeavingPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

"use client";

import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { anchorLeavingPage, forgetGuard, guardHistory, releaseGuard, stopAsking } from "@/components/forms/history-guard";

/**
 * Changes a form has not saved are never dropped without a word. While `dirty`:
 * - closing or reloading the tab, or leaving for another site, gets the browser's own question
 *   (`beforeunload`; browsers no longer show a page's text there);
 * - a click on a link to another page of the app (the sidebar, the menu sheet, a "Voltar") is held
 *   and `leavingTo` is set, for the page to ask (UnsavedChangesDialog). `leave()` follows the held
 *   link as if clicked, so it behaves as it would have (the menu sheet closes, client navigation);
 *   `stay()` forgets it.
 * - the phone's Back gesture (or the browser's Back) stays on the page and asks the same
 *   (history-guard.ts); `leave()` then goes back, `stay()` guards the page again. Unless
 *   `asksOnBack` is false: a form that keeps a draft on the phone (the quote editor) offers it back
 *   when the page opens again, so Back goes at once, like any Back.
 * Next's client navigation fires no `beforeunload`, hence the click capture, which runs before the
 * Link's own handler and so keeps it from navigating.
 */
export function useUnsavedChanges(dirty: boolean, asksOnBack = true) {
  const router = useRouter();
  const [leavingTo, setLeavingTo] = useState<HTMLAnchorElement | "back" | null>(null);
  // Set once the mechanic chose to leave: the held link's click, and the page unloading after it
  // when it is a full page load, go through without asking again.
  const leaving = useRef(false);
  // One function for every guard this form puts up, so the one it set is the one it takes down.
  const askOnBack = useRef(() => {
    if (!leaving.current) setLeavingTo("back");
  });

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
    const ask = askOnBack.current;
    if (asksOnBack) guardHistory(ask);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeUnload);
      document.removeEventListener("click", holdLeavingClick, true);
      stopAsking(ask);
    };
  }, [dirty, asksOnBack]);

  // Nothing left to lose (saved, or typed back as it was) while the page stays: Back goes back at once again.
  useEffect(() => {
    if (!dirty && !leaving.current) void releaseGuard();
  }, [dirty]);
  // Gone by a way that does not ask (a plan's toast, a lost session): the guard stays behind, as a page of history.
  useEffect(() => forgetGuard, []);

  return {
    leavingTo: leavingTo === "back" ? "back" : (leavingTo?.href ?? null),
    stay() {
      // After a Back, the page is no longer guarded: guard it again for the next one.
      if (leavingTo === "back" && dirty) guardHistory(askOnBack.current);
      setLeavingTo(null);
    },
    async leave() {
      const target = leavingTo;
      setLeavingTo(null);
      if (!target) return;
      leaving.current = true;
      if (target === "back") return window.history.back();
      // Off the guard first: the next page then takes the form's place in the history, as without one.
      await releaseGuard();
      // A link inside a menu that has closed meanwhile is no longer in the page: go there directly.
      if (target.isConnected) target.click();
      else router.push(target.href as Route);
    },
  };
}

"use client";

import { useEffect, useRef, useState } from "react";

/** What the named fields hold now, to tell whether anything changed since the form opened. */
function snapshot(form: HTMLFormElement | null, fields: readonly string[]) {
  if (!form) return "";
  const data = new FormData(form);
  return JSON.stringify(fields.map((name) => data.getAll(name)));
}

/**
 * Whether a form of plain fields (uncontrolled inputs, read through FormData) holds changes not
 * saved yet, for its UnsavedChangesDialog: spread `form` and `onInput` on the <form>, call
 * `saved()` on success (the page moves on, and must not ask first; or it stays, on what was saved).
 */
export function useFormChanges(fields: readonly string[]) {
  const form = useRef<HTMLFormElement>(null);
  const loaded = useRef("");
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    loaded.current = snapshot(form.current, fields);
    // The fields as the page opened them: read once.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    dirty,
    formProps: { ref: form, onInput: () => setDirty(snapshot(form.current, fields) !== loaded.current) },
    saved: () => {
      // What was saved is what the form now opened with (a form that stays on screen).
      loaded.current = snapshot(form.current, fields);
      setDirty(false);
    },
  };
}

import { MESSAGES } from "@q2c/domain";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { confirmAction } from "./confirm.tsx";

/**
 * Foundation §4: leaving a page with unsaved changes when the path changes asks
 * "Are you sure you want to leave without saving?"; declining cancels the navigation.
 * Query or hash changes (tabs, filters) stay on the page and are not asked about.
 */
const dirtyForms = new Set<symbol>();
const askToLeave = () =>
  confirmAction({ message: MESSAGES.confirmLeave, confirmLabel: "Leave", cancelLabel: "Stay" });

/**
 * For moves within a page that do not change the path (a wizard's steps): resolves true at once when
 * no form on the page has unsaved changes, otherwise asks the same question as leaving the page.
 */
export function confirmDiscardUnsaved(): Promise<boolean> {
  return dirtyForms.size === 0 ? Promise.resolve(true) : askToLeave();
}

export function useUnsavedChangesPrompt(dirty: boolean): void {
  const id = useRef(Symbol("form")).current;
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void askToLeave().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  // Reloading or closing the tab cannot show our modal; the browser asks with its own words.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}

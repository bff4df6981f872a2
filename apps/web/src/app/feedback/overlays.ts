// Whether the dialogs and notifications (app-overlays.tsx) are wanted yet. Most visits show neither, so their
// code (Mantine's notifications and modals, some 20 KB gzip) loads the first time notify.tsx shows a
// notification or confirm.tsx asks a question, not with every page: a notification waits in Mantine's
// store until the container mounts; a question waits until the dialogs' provider listens.
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function wantOverlays(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const overlaysWanted = (): boolean => wanted;

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by app-overlays.tsx once its providers listen. */
export function overlaysMounted(): void {
  wanted = true;
  markMounted();
}

/** Resolves once the dialogs' provider listens (loading it first if need be). */
export function overlaysReady(): Promise<void> {
  wantOverlays();
  return mounted;
}

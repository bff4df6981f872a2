import {
  MESSAGES,
  type PricedProject,
  priceProject,
  type QuotePricingProject,
  type TProject,
} from "@q2c/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { BUILDER_FLAGS, projectBuilderApi, projectBuilderKeys } from "../../api/project-builder-api.ts";
import { notifyError } from "../../app/feedback/notify.tsx";
import { useProjectRoom } from "../../app/realtime/use-project-room.ts";
import { arrivedPrefetchedProject, takePrefetchedProject } from "./builder-prefetch.ts";
import { BuilderStore, type BuilderStoreDeps } from "./builder-store.ts";
import { pricingInputOf } from "./draft-model.ts";

/** The builder's store for one quote: fed by the project query, joined to the quote's live room. */
export function useBuilder(projectId: string, deps: Partial<BuilderStoreDeps> = {}) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: projectBuilderKeys.builder(projectId),
    // The read the route started for this visit when there is one (builder-prefetch.ts).
    queryFn: () => takePrefetchedProject(projectId) ?? projectBuilderApi.get(projectId, BUILDER_FLAGS),
    // When that read has already answered, the first draw shows the quote rather than a skeleton.
    initialData: () => arrivedPrefetchedProject(projectId),
    // The store decides when to read again (after its writes, or a live change); opening the page
    // always reads the quote afresh (with an arrived read, that is taking the same read: no request).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
  });
  const [store] = useState(() => {
    const created = new BuilderStore({
      refetch: () =>
        client.fetchQuery({
          queryKey: projectBuilderKeys.builder(projectId),
          queryFn: () => projectBuilderApi.get(projectId, BUILDER_FLAGS),
          staleTime: 0,
        }),
      sendLines: (version, patches) =>
        projectBuilderApi.updateLines(projectId, {
          version,
          lines: [...patches].map(([id, patch]) => ({ id, ...patch })),
        }),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
      ...deps,
    });
    if (query.data) created.receive(query.data);
    return created;
  });
  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);
  // Edits typed just before the tab is hidden (another tab, the window minimised) are sent at once: the browser
  // may hold a hidden tab's timers back for a second or far longer, well past the save delay (SAVE_DELAY_MS).
  useEffect(() => {
    const sendOnHide = () => {
      if (document.visibilityState === "hidden") store.flush();
    };
    document.addEventListener("visibilitychange", sendOnHide);
    return () => document.removeEventListener("visibilitychange", sendOnHide);
  }, [store]);
  useEffect(() => {
    if (query.data) store.receive(query.data);
  }, [store, query.data]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useProjectRoom(projectId, { onChanged: (event) => store.remoteChange(event.version) });
  return { query, store, snapshot };
}

export interface PricedDraft {
  /** What was priced: the guardrails read the same input (issue #16 §5). */
  input: QuotePricingProject | null;
  priced: PricedProject | null;
}

/**
 * The draft's figures, by priceProject (the one way figures are computed). Priced once per draft
 * change; later changes are deferred, so a keystroke shows in its input before the ~1,000 lines are
 * priced again. The first figures come with the first draw (nothing is on screen to keep responsive).
 */
export function usePricedDraft(draft: TProject | null): PricedDraft {
  const deferred = useDeferredValue(draft);
  const source = deferred ?? draft;
  return useMemo(() => {
    if (!source) return { input: null, priced: null };
    const input = pricingInputOf(source);
    return { input, priced: priceProject(input) };
  }, [source]);
}

import { useCallback, useRef, useState } from "react";

/**
 * A module loaded when it is first wanted, rendered from the render after it is in.
 *
 * Not React.lazy in a Suspense boundary: React holds a boundary's content back until 300 ms after its
 * fallback showed (its fallback throttle), so a calendar whose code was already in the cache still
 * waited on the clock. A module that fails to load is thrown to the island's error boundary, as a
 * lazy one would be.
 */
export function useOnDemand<Module>(load: () => Promise<Module>): { loaded: Module | null; want: () => void } {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  const asked = useRef(false);
  const want = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    load().then(
      (module) => setLoaded({ module }),
      (error: unknown) =>
        setLoaded(() => {
          throw error;
        }),
    );
  }, [load]);
  return { loaded: loaded?.module ?? null, want };
}

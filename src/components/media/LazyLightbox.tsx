import { lazy, Suspense, useState, type ComponentProps } from "react";

let lightbox: Promise<typeof import("./Lightbox")> | undefined;

/** Starts loading the lightbox (on hover or focus of a control that opens it, so it is there by the click). */
export const loadLightbox = () => (lightbox ??= import("./Lightbox"));

const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/**
 * The lightbox, loaded the first time it opens: the dialog code is only needed by visitors who
 * open a photo. Once loaded it stays mounted, so it can animate out and hand focus back.
 */
export function LazyLightbox(props: ComponentProps<typeof Lightbox>) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted && props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}

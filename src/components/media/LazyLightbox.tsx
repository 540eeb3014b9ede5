import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";

let lightbox: Promise<typeof import("./Lightbox")> | undefined;

/** Starts loading the lightbox (on hover or focus of a control that opens it, so it is there by the click). */
export const loadLightbox = () => (lightbox ??= import("./Lightbox"));

const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/**
 * The lightbox, loaded the first time it opens: the dialog code is only needed by visitors who
 * open a photo. Once loaded it stays mounted, so it can animate out and hand focus back. While it
 * loads, the control that opened it shows it is busy.
 */
export function LazyLightbox(props: ComponentProps<typeof Lightbox>) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted && props.index === null) return null;
  return (
    <Suspense fallback={<Busy control={props.opener} />}>
      <Lightbox {...props} />
    </Suspense>
  );
}

/** Marks a control busy (global.css draws a spinner over it) for as long as this is rendered. */
export function Busy({ control }: { control: { current: HTMLElement | null } }) {
  useEffect(() => {
    const element = control.current;
    element?.setAttribute("aria-busy", "true");
    return () => element?.removeAttribute("aria-busy");
  }, [control]);
  return null;
}

import { useRef, useState } from "react";
import { Play } from "lucide-react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Button } from "@/components/ui/button";
import type { LightboxPhoto } from "@/components/media/Lightbox";
import { LazyLightbox, loadLightbox } from "@/components/media/LazyLightbox";
import type { HomeStrings } from "@/content/schema/words";

/** The strings the island shows: the section around it is the page's own. */
export const tourLauncherStringKeys = ["start", "dialogTitle"] as const;

type VirtualTourLauncherProps = {
  stops: LightboxPhoto[];
  strings: Pick<HomeStrings["tour"], (typeof tourLauncherStringKeys)[number]>;
  lightboxStrings: HomeStrings["lightbox"];
};

/** 'Start Virtual Tour' and the full-screen tour it opens, always from the first stop. */
function VirtualTourLauncher({ stops, strings, lightboxStrings }: VirtualTourLauncherProps) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        size="lg"
        className="js-only"
        aria-haspopup="dialog"
        onPointerEnter={loadLightbox}
        onFocus={loadLightbox}
        onClick={() => setIndex(0)}
      >
        <Play aria-hidden="true" />
        {strings.start}
      </Button>
      <LazyLightbox
        title={strings.dialogTitle}
        photos={stops}
        index={index}
        onIndexChange={setIndex}
        opener={opener}
        strings={lightboxStrings}
      />
    </>
  );
}

export default withErrorBoundary(VirtualTourLauncher);

import { useRef, useState } from "react";
import { Play } from "lucide-react";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Button } from "@/components/ui/button";
import { Lightbox, shellOpener, type LightboxPhoto } from "@/components/media/Lightbox";
import type { HomeStrings, LightboxStrings } from "@/content/schema/words";

/** The strings the island shows: the section around it is the page's own. */
export const tourLauncherStringKeys = ["start", "dialogTitle"] as const;

type VirtualTourLauncherProps = {
  stops: LightboxPhoto[];
  strings: Pick<HomeStrings["tour"], (typeof tourLauncherStringKeys)[number]>;
  lightboxStrings: LightboxStrings;
  /** The id of an element on the page whose photo is the first stop's: the tour's shell shows it at once. */
  firstStopPhotoFrom?: string;
};

const dialogId = "virtual-tour-dialog";

/**
 * 'Start Virtual Tour' and the full-screen tour it opens, always from the first stop: its shell at
 * once, before the island is live, with the first stop's photo as the page already shows it.
 */
function VirtualTourLauncher({ stops, strings, lightboxStrings, firstStopPhotoFrom }: VirtualTourLauncherProps) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        size="lg"
        className="js-only"
        aria-haspopup="dialog"
        onClick={() => setIndex(0)}
        {...shellOpener(dialogId, 0, firstStopPhotoFrom)}
      >
        <Play aria-hidden="true" />
        {strings.start}
      </Button>
      <Lightbox
        id={dialogId}
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

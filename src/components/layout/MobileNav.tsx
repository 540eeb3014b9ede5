import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Menu } from "lucide-react";
import type { MobileNavDrawerProps } from "./MobileNavDrawer";
import { withErrorBoundary } from "./IslandErrorBoundary";

const loadDrawer = () => import("./MobileNavDrawer");
const MobileNavDrawer = lazy(loadDrawer);

type MobileNavProps = Omit<MobileNavDrawerProps, "open" | "onOpenChange" | "returnFocusTo">;

/**
 * The menu button below the md breakpoint. The drawer itself (Radix Dialog) loads when the
 * visitor reaches for the button (pointer over it, focus, or the tap itself), not with the page.
 */
function MobileNav(props: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The server-rendered button stays disabled until React has taken over: never a dead tap.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={props.strings.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="js-only inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:opacity-60"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileNavDrawer {...props} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(MobileNav);

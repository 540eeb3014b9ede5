import { useRef, useState, type ComponentType } from "react";
import { Menu } from "lucide-react";
import type { MobileNavDrawerProps } from "./MobileNavDrawer";
import { withErrorBoundary } from "./IslandErrorBoundary";

let drawerModule: Promise<typeof import("./MobileNavDrawer")> | undefined;
const loadDrawer = () => (drawerModule ??= import("./MobileNavDrawer"));
// This module runs in the browser only once the visitor reaches for the menu: fetch the drawer now.
if (typeof window !== "undefined") void loadDrawer();

type MobileNavProps = Omit<MobileNavDrawerProps, "open" | "onOpenChange" | "returnFocusTo">;

/**
 * The menu button below the md breakpoint. The island hydrates when the visitor reaches for the
 * button (client:interaction: pointer, touch or focus; a tap made before then is played again), and
 * the drawer itself (Radix Dialog) loads on that same reach, so a page loads no React for its menu.
 * The drawer opens as soon as its code is there (no Suspense boundary, which would hold it back).
 */
function MobileNav(props: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<MobileNavDrawerProps> | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A drawer that could not load (the network dropped) is shown by the island's error boundary.
  if (failure) throw failure;
  const openDrawer = () =>
    loadDrawer().then(
      (module) => {
        setDrawer(() => module.default);
        setOpen(true);
      },
      (error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))),
    );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={props.strings.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void openDrawer()}
        className="js-only inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {Drawer && <Drawer {...props} open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}

export default withErrorBoundary(MobileNav);

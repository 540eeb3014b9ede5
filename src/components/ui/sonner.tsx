import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * The site's toaster with the specified defaults (bottom-right, 4000 ms, at most 3 visible).
 * An island that shows toasts renders one of these and calls `toast()` from "sonner".
 */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      className="toaster group"
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border",
          description: "!text-muted-foreground",
        },
      }}
      {...props}
    />
  );
}

export { Toaster };

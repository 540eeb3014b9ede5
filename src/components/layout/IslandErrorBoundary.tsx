import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { pageLocale } from "@/lib/i18n/i18n";
import { words } from "@/content/read/island-words/errors";

type BoundaryState = { error: Error | null };

/** Keeps one failing widget from blanking the page: it shows the error in place of the widget. */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-md border border-destructive bg-background p-4 text-sm">
        <p className="font-semibold text-destructive">{words("errors", pageLocale()).unexpected}</p>
        <p className="mt-1 text-foreground">{this.state.error.message}</p>
      </div>
    );
  }
}

/** Wraps an island's component in the error boundary; every island's default export goes through this. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <IslandErrorBoundary>
        <Island {...props} />
      </IslandErrorBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Island.displayName ?? Island.name})`;
  return Bounded;
}

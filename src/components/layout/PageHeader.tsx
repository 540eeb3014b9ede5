import { sectionColumn } from "./Section";
import type { ReactNode } from "react";

/** The heading band at the top of an inner page. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="border-b bg-muted/40">
      <div className={sectionColumn("page", "text-center")}>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro && <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

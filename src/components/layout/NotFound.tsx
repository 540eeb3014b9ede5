import { buttonVariants } from "@/components/ui/button";
import type { CommonStrings } from "@/content/schema/words";

export function NotFound({ strings, homePath }: { strings: CommonStrings["notFound"]; homePath: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        {strings.code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">
        <span className="sr-only">{strings.code}: </span>
        {strings.heading}
      </h1>
      <a href={homePath} className={`${buttonVariants({ size: "lg" })} mt-8`}>
        {strings.home}
      </a>
    </div>
  );
}

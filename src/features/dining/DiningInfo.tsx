import { Clock, Leaf, Wine } from "lucide-react";
import { fill } from "@/lib/i18n/format";
import { Card } from "@/components/ui/card";
import type { Dining } from "@/content/schema/events";
import type { DiningPageStrings } from "@/content/schema/words";

type DiningInfoProps = { dining: Dining; strings: DiningPageStrings };

/** Opening hours, the cuisines, the vegetarian statement and the alcohol policy: what diners ask first. */
export function DiningInfo({ dining, strings: s }: DiningInfoProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card asChild className="p-6">
        <section aria-labelledby="dining-hours">
          <h2 id="dining-hours" className="flex items-center gap-2 text-xl font-semibold">
            <Clock className="size-5 text-primary" aria-hidden="true" />
            {s.hours.heading}
          </h2>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
            {dining.hours.map((h) => (
              <div key={h.meal} className="contents">
                <dt>{s.hours.meals[h.meal]}</dt>
                <dd className="text-right font-medium tabular-nums">
                  {fill(s.hours.value, { from: h.from, to: h.to })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </Card>
      <Card asChild className="p-6">
        <section aria-labelledby="dining-food">
          <h2 id="dining-food" className="flex items-center gap-2 text-xl font-semibold">
            <Leaf className="size-5 text-primary" aria-hidden="true" />
            {s.food.heading}
          </h2>
          <div className="mt-4 flex flex-col gap-3 text-pretty">
            <p>
              <span className="font-semibold">{s.food.cuisinesLabel}: </span>
              {s.food.cuisines.join(", ")}
            </p>
            <p className="font-medium">{s.food.kitchen[dining.kitchen]}</p>
            <p>{s.food.onRequest}</p>
            <p className="flex gap-2">
              <Wine className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {dining.alcoholServed ? s.food.alcohol.served : s.food.alcohol.notServed}
            </p>
          </div>
        </section>
      </Card>
    </div>
  );
}

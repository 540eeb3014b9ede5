import { cn } from "@/lib/look/utils";
import type { DiningPageStrings } from "@/content/schema/words";

type Dish = { slug: string; veg: boolean; price: number; name: string; description: string };
type MenuHighlightsProps = {
  dishes: Dish[];
  strings: DiningPageStrings["menu"];
  formatPrice: (amount: number) => string;
};

/**
 * India's food mark: a green square with a dot for vegetarian, a brown square with a triangle for
 * non-vegetarian. The word beside it says the same for anyone who does not know the mark.
 */
function FoodMark({ veg }: { veg: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-4 shrink-0 items-center justify-center rounded-[2px] border-2 bg-white",
        veg ? "border-green-700" : "border-amber-800",
      )}
    >
      {veg ? (
        <span className="size-2 rounded-full bg-green-700" />
      ) : (
        <span className="size-0 border-x-[4px] border-b-[7px] border-x-transparent border-b-amber-800" />
      )}
    </span>
  );
}

/** A few dishes with prices, each marked vegetarian or non-vegetarian as a symbol and in words. */
export function MenuHighlights({ dishes, strings, formatPrice }: MenuHighlightsProps) {
  return (
    <section aria-labelledby="menu-highlights">
      <h2 id="menu-highlights" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {strings.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{strings.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {dishes.map((dish) => (
          <li key={dish.slug} className="flex flex-col gap-1.5 rounded-lg border bg-card p-4 text-card-foreground">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="font-semibold">{dish.name}</h3>
              <p className="font-semibold tabular-nums">{formatPrice(dish.price)}</p>
            </div>
            <p className="flex items-center gap-2 text-sm font-medium">
              <FoodMark veg={dish.veg} />
              {dish.veg ? strings.veg : strings.nonVeg}
            </p>
            <p className="text-sm text-pretty text-muted-foreground">{dish.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

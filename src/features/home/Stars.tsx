import { Star } from "lucide-react";
import { cn } from "@/lib/look/utils";

/** Five stars, as many filled as the rating; read out as the label ("Rated 5 out of 5"). */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= Math.round(rating) ? "fill-amber-500 text-amber-500" : "text-muted-foreground/50",
          )}
        />
      ))}
    </span>
  );
}

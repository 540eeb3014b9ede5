import { TriangleAlert } from "lucide-react";
import { SelectField, TextField } from "@/components/forms/fields";
import { fill } from "@/lib/i18n/format";
import { capacityWarning } from "./capacity";
import { platePrice } from "./hall-prices";
import { eventFieldLimits, noCatering, suggestHall } from "./event-form";
import { fieldBinding, type EventFieldsProps } from "./EventStepFields";
import { menuKinds, seatingLayouts } from "@/content/event-kinds";
import type { HallChoice } from "@/content/read/events";

type VenueStepProps = EventFieldsProps & {
  halls: readonly HallChoice[];
  /** The lowest "from" price per plate of each package over all halls, for when no hall is chosen. */
  cateringFrom: Partial<Record<string, string>>;
  currency: string;
  /** How the budget stands to tax, in the prices' words ("incl. taxes", "before GST"), or null where none is stated. */
  budgetTax: string | null;
};

/** Step 2: hall, layout, food, budget and rooms; a warning (never a block) when the hall is too small. */
export function VenueStepFields(props: VenueStepProps) {
  const { values, strings, details, halls, cateringFrom, currency, budgetTax } = props;
  const f = strings.fields;
  const hall = halls.find((h) => h.slug === values.hall);
  const cateringPrice = platePrice(values.catering, hall, cateringFrom);
  const common = (field: "budget" | "rooms" | "nights") => ({
    ...fieldBinding(props, field),
    maxLength: eventFieldLimits[field],
    autoComplete: "off",
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...fieldBinding(props, "hall")}
          label={f.hall.label}
          placeholder={f.hall.placeholder}
          options={[
            ...halls.map((h) => ({ value: h.slug, label: h.name })),
            { value: suggestHall, label: f.hall.suggest },
          ]}
          hint={hall && fill(f.hall.hint, { guests: hall.capacity })}
          required
        />
        <SelectField
          {...fieldBinding(props, "layout")}
          label={f.layout.label}
          placeholder={f.layout.placeholder}
          options={seatingLayouts.map((layout) => ({ value: layout, label: details.layouts[layout] }))}
          required
        />
        <SelectField
          {...fieldBinding(props, "catering")}
          label={f.catering.label}
          placeholder={f.catering.placeholder}
          options={[
            ...menuKinds.map((kind) => ({ value: kind, label: details.menus[kind] })),
            { value: noCatering, label: f.catering.none },
          ]}
          hint={cateringPrice && fill(f.catering.hint, { price: cateringPrice })}
          required
        />
        <TextField
          {...common("budget")}
          label={f.budget.label}
          inputMode="decimal"
          hint={
            budgetTax ? fill(f.budget.hintWithTax, { currency, tax: budgetTax }) : fill(f.budget.hint, { currency })
          }
        />
      </div>
      <CapacityNotice {...props} />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">{f.rooms.label}</legend>
        <p id="event-rooms-hint" className="text-sm text-muted-foreground">
          {f.rooms.hint}
        </p>
        <div className="grid grid-cols-2 gap-5">
          <TextField {...common("rooms")} label={f.roomCount.label} inputMode="numeric" />
          <TextField {...common("nights")} label={f.nights.label} inputMode="numeric" />
        </div>
      </fieldset>
    </div>
  );
}

/** Names every hall and layout that seats the guests when the chosen ones do not. Announced politely. */
function CapacityNotice({ values, strings, details, halls }: VenueStepProps) {
  const warning = capacityWarning(values, halls);
  const c = strings.capacity;
  const hallName = (slug: string) => halls.find((h) => h.slug === slug)?.name ?? slug;
  return (
    <div aria-live="polite">
      {warning && (
        <section
          aria-labelledby="event-capacity-heading"
          className="flex gap-3 rounded-md border border-amber-600/60 bg-amber-500/10 px-4 py-3 text-sm"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
          <div className="flex flex-col gap-1.5">
            <h4 id="event-capacity-heading" className="font-semibold">
              {c.heading}
            </h4>
            <p>
              {fill(c.tooMany, {
                guests: warning.guests,
                hall: hallName(warning.chosen.hall),
                layout: details.layouts[warning.chosen.layout],
                capacity: warning.chosen.capacity,
              })}
            </p>
            {warning.fits.length > 0 ? (
              <>
                <p>{fill(c.fits, { guests: warning.guests })}</p>
                <ul className="list-disc pl-5">
                  {warning.fits.map((fit) => (
                    <li key={`${fit.hall}-${fit.layout}`}>
                      {fill(c.fit, {
                        hall: hallName(fit.hall),
                        layout: details.layouts[fit.layout],
                        capacity: fit.capacity,
                      })}
                    </li>
                  ))}
                </ul>
                <p>{c.canSend}</p>
              </>
            ) : (
              <p>{fill(c.noneFits, { guests: warning.guests })}</p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

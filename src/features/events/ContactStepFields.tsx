import { MessageCircle } from "lucide-react";
import { ContactFields } from "@/components/forms/ContactFields";
import { TextAreaField } from "@/components/forms/fields";
import { fill } from "@/lib/i18n/format";
import { eventFieldLimits } from "./event-form";
import { eventDetails, type EventMessageContext } from "./event-message";
import { fieldId, type EventFieldsProps } from "./EventStepFields";

/** "Hall: {value}" → "Hall": the summary's terms are the message's labels. */
const term = (template: string) => template.replace(/:\s*\{value\}$/, "");

/** Step 3: who is asking, notes, and the inquiry as the hotel will read it. */
export function ContactStepFields(props: EventFieldsProps & { context: EventMessageContext }) {
  const { values, onChange, strings, contactFields, context } = props;
  const d = eventDetails(values, context);
  const m = strings.message;
  const rows: [string, string][] = [
    [term(m.event), d.event],
    [term(m.date), d.date],
    [term(m.alternateDate), d.alternateDate],
    [term(m.time), d.time],
    [term(m.guests), d.guests],
    [term(m.hall), d.hall],
    [term(m.seating), d.seating],
    [term(m.food), d.food],
    [term(m.budget), d.budget],
    [term(m.rooms), d.rooms],
  ];
  return (
    <div className="flex flex-col gap-6">
      <ContactFields {...props} words={contactFields} id={fieldId} limits={eventFieldLimits} />
      <TextAreaField
        id={fieldId("notes")}
        label={strings.fields.notes.label}
        placeholder={strings.fields.notes.placeholder}
        value={values.notes}
        onValueChange={(value) => onChange("notes", value)}
        maxLength={eventFieldLimits.notes}
        rows={4}
        hint={fill(strings.fields.notes.counter, { count: values.notes.length, max: eventFieldLimits.notes })}
      />
      <section aria-labelledby="event-summary-heading" className="rounded-lg border bg-muted/40 p-4 sm:p-5">
        <h4 id="event-summary-heading" className="text-base font-semibold">
          {strings.summary.heading}
        </h4>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="min-w-0 font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="flex gap-2 text-sm text-muted-foreground">
        <MessageCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{strings.handOff}</span>
      </p>
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import { SelectField, TextField } from "@/components/forms/fields";
import { CheckAlert } from "@/components/forms/FormAlert";
import { KeptNotice } from "@/components/forms/KeptNotice";
import { WhatsAppLink } from "@/components/forms/SentPanel";
import { useHandOff } from "@/components/forms/use-hand-off";
import { refusedEarly, typedBeforeHydration, useChecks } from "@/components/forms/use-wizard";
import { withErrorBoundary } from "@/components/layout/IslandErrorBoundary";
import { Button } from "@/components/ui/button";
import { dateLocaleFor } from "@/lib/dates/date-locale";
import { addDays } from "date-fns";
import { toIsoDate } from "@/lib/dates/dates";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import {
  emptyTable,
  peopleRange,
  tableNameMax,
  tableProblem,
  tableReservationUrl,
  type TableField,
  type TableValues,
} from "./reservation";
import type { DiningPageStrings } from "@/content/schema/words";
import { words } from "@/content/read/island-words/calendar";

type TableReservationProps = {
  locale: Locale;
  strings: DiningPageStrings;
  /** The half hours a table can be booked for, by meal. */
  times: { lunch: string[]; dinner: string[] };
  maxPeople: number;
  daysAhead: number;
  whatsapp: string;
};

const fieldId = (field: TableField) => `table-${field}`;
const errorId = "table-error";

/** The server-rendered fields: what is typed or chosen there before the code arrives is kept. */
const typed = { fields: Object.keys(emptyTable) as TableField[], id: fieldId, limit: () => tableNameMax };

/** 'Reserve a table': date, time, people and name → a prefilled WhatsApp message. */
function TableReservation({ locale, strings, times, maxPeople, daysAhead, whatsapp }: TableReservationProps) {
  const r = strings.reserve;
  const [values, setValues] = useState<TableValues>(emptyTable);
  const { problem, attempt, report, clear } = useChecks<TableField>();
  const { sent, kept, online, handOff, reset } = useHandOff({ form: "table" });
  // The calendar's bounds are the visitor's today, known only in the browser.
  const [bounds, setBounds] = useState<{ min: string; max: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  const rules = () => ({ today: new Date(), daysAhead, maxPeople, times: [...times.lunch, ...times.dinner] });

  useLayoutEffect(() => {
    const start = { ...emptyTable, ...typedBeforeHydration(formRef.current, typed) };
    setValues(start);
    // The page's early check answered a press and kept it from the island: start where it left off.
    if (refusedEarly(formRef.current)) report(tableProblem(start, rules(), r));
    const today = new Date();
    setBounds({ min: toIsoDate(today), max: toIsoDate(addDays(today, daysAhead)) });
    // Once, on hydration: what the server-rendered form holds then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const change = (field: TableField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!report(tableProblem(values, rules(), r))) return;
    const dateLocale = dateLocaleFor(locale, words("calendar", locale));
    handOff(() => ({ url: tableReservationUrl(whatsapp, values, strings.message, dateLocale) }));
  };

  const another = () => {
    setValues(emptyTable);
    clear();
    reset();
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <CircleCheck className="size-12 text-primary" aria-hidden="true" />
        <h3 ref={sentRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {sent.blocked ? r.blocked : r.sent}
        </h3>
        {sent.blocked && <WhatsAppLink href={sent.url} label={r.openWhatsApp} />}
        <Button type="button" variant="link" onClick={another}>
          {r.another}
        </Button>
      </div>
    );
  }

  const invalid = new Set(problem?.fields ?? []);
  const common = (field: TableField) => ({
    id: fieldId(field),
    value: values[field],
    onValueChange: change(field),
    invalid: invalid.has(field),
    errorId,
    required: true,
  });
  const timeOption = (time: string) => ({ value: time, label: time });
  return (
    // method="dialog": a press before hydration submits nowhere; it is played again once the form is live.
    <form
      ref={formRef}
      method="dialog"
      noValidate
      data-missing-message={r.required}
      onSubmit={submit}
      aria-label={r.heading}
      className="flex flex-col gap-5"
    >
      <CheckAlert id={errorId} problem={problem} attempt={attempt} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common("date")} label={r.date} type="date" min={bounds?.min} max={bounds?.max} />
        <SelectField
          {...common("time")}
          label={r.time}
          placeholder={r.timePlaceholder}
          options={[...times.lunch.map(timeOption), ...times.dinner.map(timeOption)]}
        />
        <TextField
          {...common("people")}
          label={r.people}
          hint={fill(r.peopleHint, peopleRange(maxPeople))}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
        />
        <TextField {...common("name")} label={r.name} maxLength={tableNameMax} autoComplete="name" />
      </div>
      {kept && <KeptNotice kept={kept} online={online} />}
      <Button type="submit" size="lg" className="sm:self-start">
        {r.submit}
      </Button>
    </form>
  );
}

export default withErrorBoundary(TableReservation);

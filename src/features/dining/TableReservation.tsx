import { useLayoutEffect, useState, type RefObject } from "react";
import { SelectField, TextField } from "@/components/forms/fields";
import { CheckAlert } from "@/components/forms/FormAlert";
import { KeptNotice } from "@/components/forms/KeptNotice";
import { SentPanel } from "@/components/forms/SentPanel";
import { useInquiryForm } from "@/components/forms/use-inquiry-form";
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

type TableSentProps = {
  r: DiningPageStrings["reserve"];
  sent: { url: string; blocked: boolean };
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
};

/** Once handed over: that the request waits in WhatsApp to be sent (the heading says it), the ways on, another table. */
function TableSent({ r, sent, headingRef, onAnother }: TableSentProps) {
  return (
    <SentPanel
      heading={sent.blocked ? r.blocked : r.sent}
      headingRef={headingRef}
      sent={sent}
      openLabel={r.openWhatsApp}
      another={{ label: r.another, onClick: onAnother }}
    />
  );
}

/** Nothing is kept for the tab and no link fills the form in: only what was typed before the code arrived. */
const start = () => emptyTable;

/** 'Reserve a table': date, time, people and name → a prefilled WhatsApp message. */
function TableReservation({ locale, strings, times, maxPeople, daysAhead, whatsapp }: TableReservationProps) {
  const r = strings.reserve;
  // The calendar's bounds are the visitor's today, known only in the browser.
  const [bounds, setBounds] = useState<{ min: string; max: string } | null>(null);
  const inquiry = useInquiryForm({
    form: "table",
    empty: emptyTable,
    start,
    linkParams: [],
    typed,
    check: (values: TableValues) =>
      tableProblem(values, { today: new Date(), daysAhead, maxPeople, times: [...times.lunch, ...times.dinner] }, r),
    message: (values: TableValues) => ({
      url: tableReservationUrl(whatsapp, values, strings.message, dateLocaleFor(locale, words("calendar", locale))),
    }),
  });
  const { values, sent, checks } = inquiry;

  useLayoutEffect(() => {
    const today = new Date();
    setBounds({ min: toIsoDate(today), max: toIsoDate(addDays(today, daysAhead)) });
  }, [daysAhead]);

  if (sent) return <TableSent r={r} sent={sent} headingRef={inquiry.successRef} onAnother={inquiry.startOver} />;

  const common = (field: TableField) => ({
    id: fieldId(field),
    value: values[field],
    onValueChange: (value: string) => inquiry.change(field, value),
    invalid: inquiry.invalid.has(field),
    errorId,
    required: true,
  });
  const timeOption = (time: string) => ({ value: time, label: time });
  return (
    // method="dialog": a press before hydration submits nowhere; it is played again once the form is live.
    <form
      ref={inquiry.formRef}
      method="dialog"
      noValidate
      data-missing-message={r.required}
      onSubmit={inquiry.submit}
      aria-label={r.heading}
      className="flex flex-col gap-5"
    >
      <CheckAlert id={errorId} problem={checks.problem} attempt={checks.attempt} />
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
      {inquiry.kept && <KeptNotice kept={inquiry.kept} online={inquiry.online} />}
      <Button type="submit" size="lg" className="sm:self-start">
        {r.submit}
      </Button>
    </form>
  );
}

export default withErrorBoundary(TableReservation);

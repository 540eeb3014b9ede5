import { SelectField } from "@/components/forms/fields";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/i18n";
import { plural } from "@/lib/i18n/plural";
import { maxChildAge, maxChildrenPerRoom } from "@/lib/stay/occupancy";
import type { RoomStayStrings } from "@/content/schema/words";
import type { RoomParty } from "./room-stay-totals";

/** Adults in one room: the largest room sleeps four. */
const adultCounts = [1, 2, 3, 4];
const childCounts = Array.from({ length: maxChildrenPerRoom + 1 }, (_, count) => count);
const childAges = Array.from({ length: maxChildAge + 1 }, (_, age) => age);

type RoomPartyFieldsProps = {
  party: RoomParty;
  onChange: (party: RoomParty) => void;
  words: RoomStayStrings;
  locale: Locale;
};

const numberOptions = (numbers: readonly number[], label: (n: number) => string = String) =>
  numbers.map((n) => ({ value: String(n), label: label(n) }));

/**
 * Who is staying, beside a room page's dates: adults, children, and each child's age from a list
 * (the age decides whether a child stays free or needs a bed). Two columns even at 320 px.
 */
export function RoomPartyFields({ party, onChange, words, locale }: RoomPartyFieldsProps) {
  const ageLabel = (age: number) => (age === 0 ? words.ageUnderOne : plural(words.age, age, locale));
  const setChildren = (count: number) =>
    onChange({ ...party, childAges: Array.from({ length: count }, (_, i) => party.childAges[i] ?? null) });
  const setAge = (index: number, age: string) =>
    onChange({ ...party, childAges: party.childAges.map((old, i) => (i === index ? Number(age) : old)) });
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold">{words.party}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <SelectField
          id="room-stay-adults"
          label={words.adults}
          placeholder={words.adults}
          value={String(party.adults)}
          onValueChange={(value) => onChange({ ...party, adults: Number(value) })}
          options={numberOptions(adultCounts)}
        />
        <SelectField
          id="room-stay-children"
          label={words.children}
          placeholder={words.children}
          value={String(party.childAges.length)}
          onValueChange={(value) => setChildren(Number(value))}
          options={numberOptions(childCounts)}
        />
        {party.childAges.map((age, i) => (
          <SelectField
            // The children are told apart by their place: the first child is always child 1.
            key={i}
            id={`room-stay-child-${i + 1}`}
            label={fill(words.childAge, { number: i + 1 })}
            placeholder={words.chooseAge}
            value={age === null ? "" : String(age)}
            onValueChange={(value) => setAge(i, value)}
            options={numberOptions(childAges, ageLabel)}
          />
        ))}
      </div>
    </fieldset>
  );
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatMoney, type Currency } from "@/lib/stay/money";
import { amountGroupLabels, type AmountGroup } from "../schema/hotel";
import type { LaunchItem } from "./launch/items";

/**
 * After the owner switches the currency (site.json `pricing.currency`), every amount typed in the
 * old one still reads as a number in the new one: $449 becomes ₹449. Each group of amounts records
 * the currency it was entered in (`pricing.amountsEnteredIn`); while a group's differs from the
 * site's, the launch check lists each of its amounts as a blocker, where the owner finds it.
 */

/** An amount in a content file: its field's path, where the editor shows it, and its value. */
type Amount = { file: string; field: string; editor: string; value: number };

type Json = Record<string, unknown>;
const readJson = (content: string, path: string) => JSON.parse(readFileSync(join(content, path), "utf8")) as Json;

/** The English files of a list, with the entry's name as the editor lists it. */
function listEntries(content: string, folder: string): { path: string; data: Json; name: string }[] {
  return readdirSync(join(content, folder))
    .filter((file) => file.endsWith(".en.json"))
    .sort()
    .map((file) => {
      const data = readJson(content, `${folder}/${file}`);
      return { path: `${folder}/${file}`, data, name: String(data.name ?? data.title ?? data.slug) };
    });
}

type RoomRates = {
  room: string;
  base: number;
  weekend?: number;
  /** Left out when the owner removed the last season. */
  seasons?: { name: { en: string }; nightly: number }[];
  plans: { name: { en: string }; nightlyDifference: number }[];
};

function roomRateAmounts(content: string): Amount[] {
  const rooms = readJson(content, "rates.json").rooms as RoomRates[];
  const at = "Hotel facts → Room rates →";
  return rooms
    .flatMap((rates, i) => [
      { field: `rooms.${i}.base`, editor: `${at} ${rates.room} → Weekday nightly rate`, value: rates.base },
      ...(rates.weekend === undefined
        ? []
        : [
            { field: `rooms.${i}.weekend`, editor: `${at} ${rates.room} → Weekend nightly rate`, value: rates.weekend },
          ]),
      ...(rates.seasons ?? []).map((season, j) => ({
        field: `rooms.${i}.seasons.${j}.nightly`,
        editor: `${at} ${rates.room} → Seasons → ${season.name.en} → Nightly rate`,
        value: season.nightly,
      })),
      ...rates.plans
        .map((plan, j) => ({
          field: `rooms.${i}.plans.${j}.nightlyDifference`,
          editor: `${at} ${rates.room} → Rate plans → ${plan.name.en} → Difference per night`,
          value: plan.nightlyDifference,
        }))
        .filter((amount) => amount.value > 0),
    ])
    .map((amount) => ({ ...amount, file: "rates.json" }));
}

/** The hotel's own tax rules' "up to" amounts are in the currency too (a picked table carries its own). */
function taxRuleAmounts(site: Json): Amount[] {
  const tax = (site.pricing as { tax: { kind: string; rules?: { upTo?: number }[] } }).tax;
  if (tax.kind !== "added") return [];
  return (tax.rules ?? []).flatMap((rule, i) =>
    rule.upTo === undefined
      ? []
      : [
          {
            file: "site.json",
            field: `pricing.tax.rules.${i}.upTo`,
            editor: "Hotel facts → Hotel and contact details → Pricing → Tax → Rules → Up to",
            value: rule.upTo,
          },
        ],
  );
}

function policyAmounts(content: string): Amount[] {
  const { children } = readJson(content, "policies.json") as {
    children: { extraBedCharge: number; cotCharge: number };
  };
  const at = "Hotel facts → Stay policies → Children →";
  return [
    {
      file: "policies.json",
      field: "children.extraBedCharge",
      editor: `${at} Extra bed charge`,
      value: children.extraBedCharge,
    },
    { file: "policies.json", field: "children.cotCharge", editor: `${at} Cot charge`, value: children.cotCharge },
  ].filter((amount) => amount.value > 0);
}

function hallAmounts(content: string): Amount[] {
  return listEntries(content, "halls").flatMap(({ path, data, name }) =>
    (data.menus as { kind: string; fromPerPlate: number }[]).map((menu, i) => ({
      file: path,
      field: `menus.${i}.fromPerPlate`,
      editor: `Banquet halls → ${name} → Menus → ${menu.kind} → From per plate`,
      value: menu.fromPerPlate,
    })),
  );
}

/** A list whose entries each carry one amount in one field. */
function entryAmounts(content: string, folder: string, list: string, field: string, label: string): Amount[] {
  return listEntries(content, folder)
    .filter(({ data }) => typeof data[field] === "number")
    .map(({ path, data, name }) => ({
      file: path,
      field,
      editor: `${list} → ${name} → ${label}`,
      value: data[field] as number,
    }));
}

/** Each group of amounts: the page a guest sees them on, and the amounts. */
const groups: Record<AmountGroup, { page: string; amounts: (content: string, site: Json) => Amount[] }> = {
  roomRates: { page: "Rooms", amounts: (content, site) => [...roomRateAmounts(content), ...taxRuleAmounts(site)] },
  policies: { page: "Stay policies", amounts: policyAmounts },
  halls: { page: "Events", amounts: hallAmounts },
  dishes: {
    page: "Restaurant",
    amounts: (content) => entryAmounts(content, "dishes", "Restaurant: menu highlights", "price", "Price"),
  },
  experiences: {
    page: "Home",
    amounts: (content) => entryAmounts(content, "experiences", "Experiences", "priceFrom", "Price from"),
  },
};

/** The content folder: `root` itself, or `root/src/content` when given the site's folder. */
const contentFolder = (root: string) => (existsSync(join(root, "site.json")) ? root : join(root, "src", "content"));

/** Every amount still in another currency than the site's, as a blocker naming where to re-enter it. */
export function currencyLaunchItems(root: string): LaunchItem[] {
  const content = contentFolder(root);
  const site = readJson(content, "site.json");
  const { currency, amountsEnteredIn } = site.pricing as {
    currency: Currency;
    amountsEnteredIn: Record<AmountGroup, Currency>;
  };
  return (Object.keys(groups) as AmountGroup[])
    .filter((group) => amountsEnteredIn[group] !== currency)
    .flatMap((group) => {
      const { page, amounts } = groups[group];
      const label = amountGroupLabels[group];
      const was = amountsEnteredIn[group];
      return amounts(content, site).map((amount): LaunchItem => ({
        level: "blocker",
        page,
        file: `src/content/${amount.file}`,
        field: amount.field,
        editor: amount.editor,
        why: `This amount was entered in ${was}, but prices are now shown in ${currency}: ${formatMoney(amount.value, was, "en")} would show as ${formatMoney(amount.value, currency, "en")}. Re-enter it in ${currency}, then set Hotel and contact details → Pricing → Amounts entered in → “${label}” to ${currency}.`,
      }));
    });
}

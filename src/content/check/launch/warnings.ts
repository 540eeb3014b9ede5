import { itemOf, stringsIn, valueAt, type LaunchContent, type LaunchRule } from "./content";

const stockHost = "images.unsplash.com";

/** Warnings: photos still from the stock photo host, one line per file. */
export const stockPhotos: LaunchRule = (content) =>
  content.files.flatMap((file) => {
    const stock = stringsIn(content.read(file)).filter(({ text }) => text.includes(stockHost));
    if (!stock.length) return [];
    const count = stock.length === 1 ? "A photo here comes" : `${stock.length} photos here come`;
    return [
      itemOf(
        content,
        "warning",
        file,
        stock[0]!.path,
        `${count} from a stock photo site (${stockHost}): guests expect to see your hotel. Upload your own.`,
      ),
    ];
  });

/**
 * Three Latin words in a row, the placeholders left out: an English sentence, not a name, a
 * loanword, an address or "{slot}: {from} – {to}".
 */
const isEnglish = (text: string) => /[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ""));

/** The Hindi words that are the English ones, path by path, for a file holding both languages or a Hindi list file. */
function untranslated(content: LaunchContent, file: string): (string | number)[][] {
  const hindiFile = /\.hi\.json$/.test(file);
  const english = hindiFile
    ? content.read(file.replace(/\.hi\.json$/, ".en.json"))
    : valueAt(content.read(file), ["en"]);
  const hindi = hindiFile ? content.read(file) : valueAt(content.read(file), ["hi"]);
  if (!english || !hindi) return [];
  return stringsIn(hindi)
    .filter(({ path, text }) => isEnglish(text) && valueAt(english, path) === text)
    .map(({ path }) => (hindiFile ? path : ["hi", ...path]));
}

/** Warnings: Hindi text identical to the English, one line per file. */
export const hindiAsEnglish: LaunchRule = (content) =>
  content.files
    .filter((file) => /\.hi\.json$/.test(file) || file.startsWith("copy/"))
    .flatMap((file) => {
      const same = untranslated(content, file);
      if (!same.length) return [];
      return [
        itemOf(
          content,
          "warning",
          file,
          same[0]!,
          `${same.length} Hindi text(s) here are the English words: Hindi readers would read English.`,
        ),
      ];
    });

/** Warnings: counting off. */
export const countingOff: LaunchRule = (content) => {
  const provider = valueAt(content.read("site.json"), ["analytics", "provider"]);
  if (provider && provider !== "none") return [];
  return [
    itemOf(
      content,
      "warning",
      "site.json",
      ["analytics", "provider"],
      "Counting is off: you will not know how many guests visit or send an inquiry. It counts without cookies once you pick a provider.",
    ),
  ];
};

/** The last dates a file's ranges reach: the seasons of every room, or the availability marks. */
const lastDates = (content: LaunchContent, file: string): string[] =>
  stringsIn(content.read(file))
    .filter(({ path, text }) => path.at(-1) === "to" && /^\d{4}-\d{2}-\d{2}$/.test(text))
    .map(({ text }) => text);

/** Warnings: season or availability dates all in the past. */
export const pastDates: LaunchRule = (content) =>
  (["rates.json", "availability.json"] as const).flatMap((file) => {
    const dates = lastDates(content, file);
    if (!dates.length || dates.some((date) => date >= content.today)) return [];
    const what = file === "rates.json" ? "Every season" : "Every sold-out or few-left mark";
    const field = file === "rates.json" ? ["rooms"] : ["marks"];
    return [
      itemOf(content, "warning", file, field, `${what} has ended: guests see none of them. Add the coming ones.`),
    ];
  });

export const launchWarningRules: LaunchRule[] = [stockPhotos, hindiAsEnglish, countingOff, pastDates];

import { inOrder, type DataFiles } from "./files";
import type { Experience, ExperienceText } from "./schema";

/** The home page's experiences: src/content/experiences/<slug>.<language>.json (photo, rating, link and order in the English file). */
export const experienceFiles: DataFiles = import.meta.glob("./experiences/*.json", { eager: true, import: "default" });
export type ExperienceFile = Experience & ExperienceText & { order: number };
export const experiences: ExperienceFile[] = /* @__PURE__ */ inOrder<ExperienceFile>(experienceFiles);
export type ExperienceSlug = string;

import { inOrder, type DataFiles } from "./files";
import type { Testimonial, TestimonialText } from "./schema";

/** Guest reviews on the home page: src/content/testimonials/<slug>.<language>.json (sample content; the rating in the English file). */
export const testimonialFiles: DataFiles = import.meta.glob("./testimonials/*.json", {
  eager: true,
  import: "default",
});
export type TestimonialFile = Testimonial & TestimonialText & { order: number };
export const testimonials: TestimonialFile[] = /* @__PURE__ */ inOrder<TestimonialFile>(testimonialFiles);
export type TestimonialSlug = string;

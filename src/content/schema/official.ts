import { z } from "zod";
import { gstinProblem } from "@/lib/stay/gstin";

/*
 * The hotel's official channels (src/content/official.json): what a guest checks before paying.
 * The phone and WhatsApp numbers, e-mail and website are site.json's; this file holds only what
 * is not there. Words in copy/official.json.
 */

const gstin = z
  .string()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({
    "x-label": "GSTIN",
    "x-hint": "The 15 characters on the GST registration certificate: guests look it up on the GST portal.",
  });

const httpsUrl = z.url().startsWith("https://", "must be an https:// address");

/** A UPI ID as payment apps take it: "name@bank". */
const upiId = z
  .string()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, "must be a UPI ID such as hotel@bank");

export const officialSchema = z.object({
  /** True while the GSTIN and UPI ID are the site's samples: the page says so. */
  sample: z.boolean(),
  gstin,
  /** The GST portal's "Search Taxpayer" page, where anyone can look the GSTIN up. */
  gstPortal: httpsUrl,
  /** The one merchant account for advances: shown as text only, never as a payment link. */
  upi: z
    .object({
      id: upiId.meta({
        "x-label": "UPI ID",
        "x-hint": "The merchant UPI ID for advances, e.g. hotel@bank: shown as text, never as a payment link.",
      }),
      /** The payee's legal name, as the guest's payment app shows it before paying. */
      payeeName: z
        .string()
        .trim()
        .min(1, "must not be empty")
        .meta({ "x-hint": "Exactly as payment apps show it for this UPI ID, and as the GST portal shows it." }),
    })
    .meta({ "x-label": "UPI payment" }),
  /** Where a guest reports a fraud: the national cyber-crime helpline and its website. */
  cyberCrime: z.object({
    helpline: z.string().regex(/^\d{3,5}$/, "must be a short helpline number such as 1930"),
    website: httpsUrl,
  }),
});
export type Official = z.infer<typeof officialSchema>;

/** A document as Chromium gives it to a page rendered ahead of the guest's tap (speculation rules). */
type MaybePrerendered = Pick<Document, "addEventListener"> & { prerendering?: boolean };

/**
 * Runs `run` at once on a page the guest sees, and on a prerendered page only once the guest opens it
 * (`prerenderingchange`): what counts a visit, starts work for the guest, or reads the tab's draft
 * belongs to the page shown, not to one prepared ahead that the guest may never open.
 */
export function whenShown(document: MaybePrerendered, run: () => void): void {
  if (document.prerendering) document.addEventListener("prerenderingchange", run, { once: true });
  else run();
}

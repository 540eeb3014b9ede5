/** The photo carousel's words (rooms page and home page). "{…}" placeholders are filled in by the component. */
export const carousel = {
  /** The carousel region's name; {name} is the room's name. */
  label: "{name} photos",
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: "{index} of {total}",
  previous: "Previous image",
  next: "Next image",
  goTo: "Go to image {index} of {total}",
  pause: "Pause slideshow",
  play: "Play slideshow",
  noImages: "No images available",
};

export type CarouselStrings = typeof carousel;

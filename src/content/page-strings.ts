import type { Locale } from "@/lib/i18n";
import { amenitiesPage as enAmenities, type AmenitiesPageStrings } from "./locales/en/amenities";
import { carousel as enCarousel, type CarouselStrings } from "./locales/en/carousel";
import { contactPage as enContact, type ContactPageStrings } from "./locales/en/contact";
import { eventsPage as enEvents, type EventsPageStrings } from "./locales/en/events";
import { roomsPage as enRoomsPage, type RoomsPageStrings } from "./locales/en/rooms-page";

/** The rooms, amenities, events and contact pages' words in every language; a language missing a key is a type error. */
export const roomsPageStrings: Record<Locale, RoomsPageStrings> = { en: enRoomsPage };
export const carouselStrings: Record<Locale, CarouselStrings> = { en: enCarousel };
export const amenitiesPageStrings: Record<Locale, AmenitiesPageStrings> = { en: enAmenities };
export const eventsPageStrings: Record<Locale, EventsPageStrings> = { en: enEvents };
export const contactPageStrings: Record<Locale, ContactPageStrings> = { en: enContact };

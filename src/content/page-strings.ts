import type { Locale } from "@/lib/i18n";
import { amenitiesPage as enAmenities, type AmenitiesPageStrings } from "./locales/en/amenities";
import { carousel as enCarousel, type CarouselStrings } from "./locales/en/carousel";
import { contactPage as enContact, type ContactPageStrings } from "./locales/en/contact";
import { eventsPage as enEvents, type EventsPageStrings } from "./locales/en/events";
import { roomsPage as enRoomsPage, type RoomsPageStrings } from "./locales/en/rooms-page";
import { amenitiesPage as hiAmenities } from "./locales/hi/amenities";
import { carousel as hiCarousel } from "./locales/hi/carousel";
import { contactPage as hiContact } from "./locales/hi/contact";
import { eventsPage as hiEvents } from "./locales/hi/events";
import { roomsPage as hiRoomsPage } from "./locales/hi/rooms-page";

/** The rooms, amenities, events and contact pages' words in every language; a language missing a key is a type error. */
export const roomsPageStrings: Record<Locale, RoomsPageStrings> = { en: enRoomsPage, hi: hiRoomsPage };
export const carouselStrings: Record<Locale, CarouselStrings> = { en: enCarousel, hi: hiCarousel };
export const amenitiesPageStrings: Record<Locale, AmenitiesPageStrings> = { en: enAmenities, hi: hiAmenities };
export const eventsPageStrings: Record<Locale, EventsPageStrings> = { en: enEvents, hi: hiEvents };
export const contactPageStrings: Record<Locale, ContactPageStrings> = { en: enContact, hi: hiContact };

import availabilityFile from "../availability.json" with { type: "json" };
import type { Availability } from "../schema/availability";

/**
 * The nights the hotel marks sold out or with few rooms left (src/content/availability.json, SAMPLE
 * until the hotel replaces it), and the day it last checked them.
 */
export const availability: Availability = availabilityFile as Availability;

import {
  CalendarCheck,
  Car,
  ConciergeBell,
  PartyPopper,
  Snowflake,
  UtensilsCrossed,
  Wifi,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIconKey } from "@/content/schema/hotel";

/** The lucide icon for each icon key the content may name; a new key without an icon is a type error. */
const icons: Record<ServiceIconKey, LucideIcon> = {
  utensils: UtensilsCrossed,
  party: PartyPopper,
  snowflake: Snowflake,
  car: Car,
  wifi: Wifi,
  concierge: ConciergeBell,
  calendar: CalendarCheck,
};

/** A decorative icon named by content (amenities, event services); the text beside it says what it means. */
export function ServiceIcon({ icon, className }: { icon: ServiceIconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} aria-hidden="true" />;
}

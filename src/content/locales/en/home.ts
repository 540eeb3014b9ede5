import type {
  AttractionText,
  ExperienceText,
  GalleryCategory,
  GalleryText,
  OfferText,
  TestimonialText,
  TransportHubText,
} from "@/content/schema";
import type { ExperienceSlug } from "@/content/experiences";
import type { OfferSlug } from "@/content/offers";
import type { GalleryId } from "@/content/gallery";
import type { TestimonialSlug } from "@/content/testimonials";
import type { AttractionSlug, TransportHubSlug } from "@/content/location";

/**
 * Every visible string of the home page in English, including the text of its lists (experiences,
 * offers, gallery, reviews, places nearby), keyed by the slugs of the facts in src/content/.
 * "{name}" and similar placeholders are filled in by the code.
 */
export const home = {
  hero: {
    tagline: "Experience comfort and luxury in the heart of Indore, Madhya Pradesh.",
    reserve: "Reserve Your Stay",
    exploreRooms: "Explore Rooms",
    scrollToNext: "Scroll to the hotel at a glance",
    photoAlt: "The hotel's entrance and pool terrace in the evening light",
  },
  stats: {
    heading: "The hotel at a glance",
    live: "Live",
    liveNote: "Figures refresh every few seconds",
    occupied: "Rooms occupied",
    occupiedValue: "{occupied}/{total}",
    satisfaction: "Guest satisfaction",
    satisfactionValue: "{value}%",
    awards: "Hospitality awards",
    years: "Years of excellence",
  },
  experiences: {
    eyebrow: "Stay, dine, celebrate",
    heading: "Experiences at the Hotel",
    intro:
      "More than a place to sleep: dinner above the city lights, celebrations for up to {largestCapacity} guests, and Indore's temples, palaces and food streets on your doorstep.",
    rating: "Rated {rating} out of 5",
    duration: "Duration",
    participants: "Group size",
    price: "Price",
    learnMore: "Learn More",
    learnMoreAbout: "about {title}",
    explore: "Explore Events & Dining",
    items: {
      "top-floor-restaurant": {
        title: "Top-Floor Restaurant",
        category: "Dining",
        description:
          "Multi-cuisine dining on our top floor: Malwa specialities, North Indian classics and continental favourites, cooked fresh and served in an air-conditioned room with views across the city.",
        duration: "1–2 hours",
        participants: "2–60 guests",
        priceLabel: "À la carte, {price} per person",
        highlight: "Pure-vegetarian and Jain menus on request",
        photoAlt: "Set tables in the top-floor restaurant under warm pendant lights",
      },
      "banquet-events": {
        title: "Banquet Events",
        category: "Celebrations",
        description:
          "Weddings, receptions, birthdays and business meetings in two air-conditioned halls, with décor, sound, catering and a coordinator who looks after every detail.",
        duration: "Half day or full day",
        participants: "Up to {largestCapacity} guests",
        priceLabel: "Packages quoted per event",
        highlight: "Grand Hall for {grandCapacity}, Elegant Hall for {elegantCapacity}",
        photoAlt: "Banquet hall laid out for a reception with round tables and floral centrepieces",
      },
      "city-centre": {
        title: "City-Centre Experience",
        category: "Explore Indore",
        description:
          "Start the morning with darshan at Khajrana Ganesh Temple, spend the afternoon at Rajwada and Lal Bagh Palace, and end the night with poha, jalebi and garadu at Sarafa Bazaar.",
        duration: "Half a day or more",
        participants: "Any group size",
        priceLabel: "Free concierge planning",
        highlight: "Khajrana Ganesh Temple a six-minute walk away",
        photoAlt: "A busy evening street in an Indian city centre with lit-up shops",
      },
    } satisfies Record<ExperienceSlug, ExperienceText>,
  },
  tour: {
    eyebrow: "See it before you arrive",
    heading: "Take a Virtual Tour",
    intro:
      "Walk through the hotel from the entrance to the banquet hall: the lobby, our rooms and suite, and the top-floor restaurant, one photo at a time.",
    stopsHeading: "Stops on the tour",
    photoCount: "{count} photos",
    start: "Start Virtual Tour",
    noScript: "Browse the photo gallery",
    dialogTitle: "Virtual Tour",
    coverAlt: "The hotel's lobby with soft seating and warm lighting",
  },
  lightbox: {
    position: "Photo {index} of {total}: {title}",
    previous: "Previous photo",
    next: "Next photo",
    close: "Close",
    keyboardHint: "Use the left and right arrow keys to move between photos.",
  },
  offers: {
    eyebrow: "Limited-time packages",
    heading: "Special Offers",
    intro: "Book directly with us for our best rates, and tell us what you are planning: every package can be adapted.",
    validity: "Validity",
    includes: "What is included",
    askAbout: "Ask About This Offer",
    askAboutSubject: "Offer: {title}",
    custom: "Contact for Custom Package",
    customSubject: "Custom package inquiry",
    items: {
      wedding: {
        title: "Wedding Celebration Package",
        label: "Up to {percent}% off",
        description:
          "Your wedding, reception or sangeet in our air-conditioned banquet halls, with rooms for your family and guests under the same roof.",
        validity: "For weddings booked before 31 March 2027",
        features: [
          "Hall décor and stage setup",
          "Catering by our top-floor restaurant",
          "Complimentary Executive Suite for the couple",
          "Group rates on guest rooms",
        ],
        photoAlt: "A decorated wedding venue with flowers and fairy lights",
      },
      weekend: {
        title: "Weekend City Escape",
        label: "Save {percent}% on weekends",
        description:
          "Two nights in the heart of Indore with breakfast every morning, a late check-out and our concierge's own food-street map.",
        validity: "Friday to Sunday stays, all year",
        features: ["Daily breakfast for two", "Late check-out until 1 PM", "Sarafa Bazaar and Chappan Dukan food guide"],
        photoAlt: "A calm hotel room with a made bed and morning light",
      },
      business: {
        title: "Business Traveller",
        label: "{percent}% off stays of 3+ nights",
        description:
          "A quiet room, fast WiFi and breakfast before your first meeting, with our smaller banquet hall ready for presentations and team dinners.",
        validity: "Monday to Thursday check-ins",
        features: [
          "Free high-speed WiFi and a work desk",
          "Early breakfast from 6:30 AM",
          "Preferential rates on the Elegant Banquet Hall",
        ],
        photoAlt: "A bright meeting room with a long table and chairs",
      },
    } satisfies Record<OfferSlug, OfferText>,
  },
  gallery: {
    eyebrow: "Inside the hotel",
    heading: "Photo Gallery",
    intro: "Rooms, dining and celebrations: a look around before you arrive.",
    filterLabel: "Show photos of",
    all: "All",
    categories: {
      rooms: "Rooms",
      dining: "Dining",
      events: "Events",
      hotel: "Hotel",
    } satisfies Record<GalleryCategory, string>,
    openPhoto: "Open larger: {title}",
    dialogTitle: "Photo Gallery",
    items: {
      facade: {
        title: "Arrival",
        description: "The entrance and pool terrace, lit up every evening.",
        alt: "The hotel's entrance and pool terrace in the evening light",
      },
      lobby: {
        title: "Lobby",
        description: "A calm, cool lobby to sit down in after the heat and bustle of the city.",
        alt: "The hotel's lobby with soft seating and warm lighting",
      },
      reception: {
        title: "Reception",
        description: "Our front desk is open around the clock, for late arrivals and early departures alike.",
        alt: "The reception desk with a member of staff ready to welcome guests",
      },
      "deluxe-room": {
        title: "Deluxe Room",
        description: "A quiet double room overlooking the interior courtyard.",
        alt: "Deluxe Room with a made double bed and warm bedside lighting",
      },
      "premium-room": {
        title: "Premium Room",
        description: "A queen bed, a wide window and breakfast included.",
        alt: "Premium Room with a queen bed facing a wide window",
      },
      "premium-view": {
        title: "City View",
        description: "Indore's skyline from the window of a Premium Room.",
        alt: "City skyline seen from the Premium Room",
      },
      "executive-suite": {
        title: "Executive Suite",
        description: "A separate living room with a sofa bed, for families and longer stays.",
        alt: "Living room of the Executive Suite with a sofa bed",
      },
      restaurant: {
        title: "Top-Floor Restaurant",
        description: "Multi-cuisine dining with a view, from breakfast to late dinner.",
        alt: "The top-floor restaurant's dining room with tables set for dinner",
      },
      breakfast: {
        title: "Breakfast",
        description: "Poha, fresh fruit and filter coffee to start the day.",
        alt: "A breakfast table with coffee, fruit and fresh bread",
      },
      "grand-hall": {
        title: "Grand Banquet Hall",
        description: "Room for {grandCapacity} guests, fully air-conditioned.",
        alt: "Banquet hall laid out for a reception with round tables and floral centrepieces",
      },
      "wedding-decor": {
        title: "Wedding Décor",
        description: "Flowers, lights and a stage designed around your ceremony.",
        alt: "Guests celebrating at a festive evening event",
      },
      "elegant-hall": {
        title: "Elegant Banquet Hall",
        description: "For up to {elegantCapacity} guests: meetings, birthdays and intimate functions.",
        alt: "A smaller event hall set up for a talk with rows of chairs",
      },
    } satisfies Record<GalleryId, GalleryText>,
  },
  testimonials: {
    heading: "What Our Guests Say",
    intro: "Sample reviews from weddings, business trips and family visits.",
    rating: "Rated {rating} out of 5",
    items: {
      "wedding-reception": {
        name: "Priya & Arjun Sharma",
        location: "Bhopal, Madhya Pradesh",
        eventType: "Wedding reception",
        comment:
          "The Grand Hall looked beautiful and the food from the restaurant upstairs was the talk of the evening. Our families stayed in the hotel, so nobody had to travel after the celebrations.",
      },
      "business-stay": {
        name: "Rahul Mehta",
        location: "Mumbai, Maharashtra",
        eventType: "Business stay",
        comment:
          "Quiet room, reliable WiFi and breakfast ready before my first meeting. The front desk arranged a taxi to the airport at 5 AM without any fuss.",
      },
      "family-visit": {
        name: "Sarah Thompson",
        location: "Leicester, United Kingdom",
        eventType: "Family holiday",
        comment:
          "We walked to Khajrana Ganesh Temple every morning and the concierge's tips for Sarafa Bazaar were spot on. Spotless rooms and very kind staff.",
      },
    } satisfies Record<TestimonialSlug, TestimonialText>,
  },
  location: {
    eyebrow: "Location guide",
    heading: "In the Heart of Indore",
    intro:
      "Temples, palaces and the city's famous food streets are minutes away, and the airport, railway station and bus stand are an easy drive.",
    attractionsHeading: "Nearby attractions",
    /** {km} is converted from {miles} by the code (src/lib/units.ts). */
    distance: "{miles} mi · {km} km",
    distanceLong: "{miles} miles ({km} kilometres) away",
    walk: "{minutes} min walk",
    drive: "{minutes} min drive",
    transportHeading: "Getting here",
    hubTime: "{minutes} min",
    addressHeading: "Our address",
    directions: "Get Directions",
    directionsNewTab: "(opens in a new tab)",
    planVisit: "Plan Your Visit",
    attractions: {
      "khajrana-ganesh-temple": {
        name: "Khajrana Ganesh Temple",
        category: "Temple",
        description: "Indore's best-loved Ganesh temple, busiest on Wednesdays and during Ganesh Chaturthi.",
      },
      "chappan-dukan": {
        name: "Chappan Dukan",
        category: "Food street",
        description: "Fifty-six food stalls in a row: try the shikanji, khopra patties and Johny hot dog.",
      },
      "kanch-mandir": {
        name: "Kanch Mandir",
        category: "Heritage",
        description: "A Jain temple whose walls, pillars and ceilings are covered in mirrors and glass.",
      },
      "rajwada-palace": {
        name: "Rajwada Palace",
        category: "Heritage",
        description: "The seven-storey palace of the Holkars, at the heart of the old city.",
      },
      "sarafa-bazaar": {
        name: "Sarafa Bazaar",
        category: "Night market",
        description: "A jewellers' lane by day that turns into Indore's favourite night food market.",
      },
      "lal-bagh-palace": {
        name: "Lal Bagh Palace",
        category: "Heritage",
        description: "The Holkars' grand residence on the Khan river, with European-style halls and gardens.",
      },
    } satisfies Record<AttractionSlug, AttractionText>,
    hubs: {
      airport: { name: "Devi Ahilyabai Holkar Airport", method: "by taxi" },
      "railway-station": { name: "Indore Junction railway station", method: "by taxi or auto-rickshaw" },
      "bus-stand": { name: "Sarwate bus stand", method: "by auto-rickshaw" },
    } satisfies Record<TransportHubSlug, TransportHubText>,
  },
  quickBooking: {
    eyebrow: "Best rates when you book direct",
    heading: "Plan Your Stay",
    intro: "Choose your dates and party size, and we will take you straight to your reservation.",
    formLabel: "Quick booking",
    checkIn: "Check-in",
    checkOut: "Check-out",
    pickDate: "Select date",
    guests: "Guests",
    guestsPlaceholder: "Select guests",
    guestOne: "1 Guest",
    guestMany: "{count} Guests",
    guestMax: "{count}+ Guests",
    checkAvailability: "Check Availability",
    bookToday: "Book Your Stay Today",
    bookTodayIntro: "Questions first? Our front desk answers around the clock.",
  },
};

export type HomeStrings = typeof home;

import type { ReactNode, SVGProps } from "react";
import { chevronPaths } from "@/lib/look/chevrons";

/**
 * Lucide's outline icons drawn by hand for the islands that load with the page (carousels, live
 * stats): lucide-react's icon factory and its per-icon modules cost those islands about 2 kB.
 * Same drawing, same attributes as lucide (24×24, stroke 2, round caps).
 */
function strokeIcon(shapes: ReactNode) {
  return function StrokeIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const ChevronLeft = strokeIcon(<path d={chevronPaths.left} />);
export const ChevronRight = strokeIcon(<path d={chevronPaths.right} />);
export const Pause = strokeIcon(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
);
export const Play = strokeIcon(
  <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />,
);
export const Award = strokeIcon(
  <>
    <path d="m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526" />
    <circle cx="12" cy="8" r="6" />
  </>,
);
export const BedDouble = strokeIcon(
  <>
    <path d="M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8" />
    <path d="M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4" />
    <path d="M12 4v6" />
    <path d="M2 18h20" />
  </>,
);
export const CalendarCheck = strokeIcon(
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="m9 15 2 2 4-4" />
  </>,
);
export const Heart = strokeIcon(
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
);
export const CalendarIcon = strokeIcon(
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
  </>,
);

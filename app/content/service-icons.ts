/**
 * One line icon per service, drawn on the 24 px grid of app/components/icons.tsx (stroke 1.8,
 * round caps, in currentColor), as SVG path data. The pages' loaders hand the paths to
 * <PathIcon>, so the drawings travel inside the prerendered page instead of the JavaScript
 * bundles (the script budget is tight). Symbols, not arrows: they never mirror in Arabic.
 */
import type { ServiceSlug } from "./catalogue";

export const serviceIcons: Record<ServiceSlug, string> = {
  // Two arrows turning around a chip: processes made digital.
  "digital-transformation":
    "M4.5 10A8 8 0 0 1 18 6.3M19.5 14A8 8 0 0 1 6 17.7M18 2.8v3.5h-3.5M6 21.2v-3.5h3.5M9.5 9.5h5v5h-5z",
  // A cloud with an upload arrow.
  "cloud-services":
    "M7 19h10.5a4 4 0 0 0 .5-8A6 6 0 0 0 6.3 9.6 4.7 4.7 0 0 0 7 19zM12 16v-5M9.8 13.2 12 11l2.2 2.2",
  // Rising bars on an axis, with a trend line.
  "data-analytics": "M4 4v16h16M8 16v-3M12 16v-5M16 16V9M7.5 9.5 11 6.5l3 2 4.5-4",
  // A shield with a check mark.
  "testing-qa": "M12 3 19 6v5.5c0 4.3-2.9 7.9-7 9.5-4.1-1.6-7-5.2-7-9.5V6zM9 12l2.2 2.2L15.5 10",
  // A layout frame with a pointer: interfaces.
  "ui-ux-design":
    "M20 11V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h5M4 9h16M9 9v11M14 14l6.5 2.3-2.9 1.2-1.2 2.9z",
  // A phone.
  "mobile-application-development":
    "M9 2.5h6A2.5 2.5 0 0 1 17.5 5v14a2.5 2.5 0 0 1-2.5 2.5H9A2.5 2.5 0 0 1 6.5 19V5A2.5 2.5 0 0 1 9 2.5zM10.8 18.5h2.4M10.5 5.5h3",
  // A browser window with code brackets.
  "website-development":
    "M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 8.5h18M10 12l-2 2 2 2M14 12l2 2-2 2",
  // A chip with a spark.
  "ai-services-and-consulting":
    "M8 6h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM9.5 2.5V6M14.5 2.5V6M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5M12 9l.9 2.1L15 12l-2.1.9L12 15l-.9-2.1L9 12l2.1-.9z",
  // A megaphone.
  "digital-marketing":
    "M4 10v4a1 1 0 0 0 1 1h2.5L13 19V5L7.5 9H5a1 1 0 0 0-1 1zM16.5 9a4 4 0 0 1 0 6M18.8 6.5a7.5 7.5 0 0 1 0 11",
};

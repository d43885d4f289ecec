/**
 * A service's line icon (24 px grid, stroke in currentColor), from the path data in
 * app/content/service-icons.ts that the page's loader passes in. Decorative: the card or heading
 * beside it names the service.
 */
export function ServiceIcon({ d, size = 28 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="icon"
    >
      <path d={d} />
    </svg>
  );
}

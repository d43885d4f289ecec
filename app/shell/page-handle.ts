import type { UIMatch } from "react-router";

/**
 * A route module's `handle` (React Router's convention for data about a route that the layout
 * reads): `interactive` marks a page with parts that need script. Every other page is sent as
 * HTML and CSS with only the small inline script, and loads no script file (issue 9).
 */
export interface PageHandle {
  interactive?: boolean;
}

export const interactivePage: PageHandle = { interactive: true };

export function isInteractive(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.interactive === true);
}

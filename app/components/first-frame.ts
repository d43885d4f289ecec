/**
 * What the first frame waits for (docs/decisions/019-first-frame-after-the-body-is-parsed.md): the
 * document shell holds it until the element with FIRST_SCREEN_END_ID has been parsed, which each
 * page's first section ends with (`FirstScreenEnd`), so the first frame has what a phone shows first
 * and none of the rest of the page to lay out. A page without the marker (a short one) is held until
 * the parser has read the whole document, as browsers do for a missing target. A module of its own,
 * so that the browser tests read the ids without loading the components, which Vite builds.
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";

/** The footer's id. */
export const FOOTER_ID = "site-footer";

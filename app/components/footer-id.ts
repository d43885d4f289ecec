/**
 * The footer's id: the document shell holds the first frame until it is parsed
 * (docs/decisions/019-first-frame-after-the-body-is-parsed.md). A module of its own, so that the
 * browser tests read it without loading the components, which Vite builds.
 */
export const FOOTER_ID = "site-footer";

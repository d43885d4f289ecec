import { FIRST_SCREEN_END_ID } from "./first-frame";

/**
 * Marks the end of a page's first screen: the first frame is drawn once the parser has read this
 * far (first-frame.ts). Place it once per page, after the content a phone shows before scrolling.
 */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />;
}

/**
 * The libraries behind the home banner's typing and the counters, in one chunk that the page
 * loads after hydration (never on the critical path).
 */
export { default as Typed } from "typed.js";
export { observe } from "react-intersection-observer";
export { default as CountUp } from "react-countup";

import { describe, expect, it } from "vitest";
import { localeCodes } from "../i18n/locales";
import { openingTimes } from "./dates";

describe("openingTimes", () => {
  it.each(localeCodes)("writes %s on the 24-hour clock, in Western digits", (lang) => {
    const times = openingTimes("09:00", "18:00", lang);
    expect(times).toMatch(/^09:00\s*\S\s*18:00$/u);
  });
});

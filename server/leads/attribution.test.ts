import { describe, expect, it } from "vitest";
import {
  attributionCookie,
  attributionFromCookie,
  attributionFromQuery,
  cleanUtm,
  hasUtm,
  UTM_MAX_LENGTH,
} from "./attribution";

describe("attribution", () => {
  it("keeps the three utm_* values of a landing, cleaned", () => {
    const query = new URLSearchParams(
      "utm_source=newsletter&utm_campaign=%20spring%20%20launch%20&utm_term=x",
    );
    expect(hasUtm(query)).toBe(true);
    expect(attributionFromQuery(query)).toEqual({
      source: "newsletter",
      medium: null,
      campaign: "spring launch",
    });
    expect(hasUtm(new URLSearchParams("page=2"))).toBe(false);
  });

  it("drops values that are not plain text, and cuts long ones", () => {
    expect(cleanUtm("<script>")).toBeNull();
    expect(cleanUtm("a;b")).toBeNull();
    expect(cleanUtm("")).toBeNull();
    expect(cleanUtm("حملة_الإطلاق")).toBe("حملة_الإطلاق");
    expect(cleanUtm("x".repeat(500))).toBe("x".repeat(UTM_MAX_LENGTH));
  });

  it("makes a first-party session cookie that reads back the same, Secure on https", () => {
    const attribution = { source: "newsletter", medium: null, campaign: "إطلاق" };
    const cookie = attributionCookie(attribution, false)!;
    expect(cookie).toMatch(/^site_utm=[^;\s,]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(attributionCookie(attribution, true)).toMatch(/; Secure$/);
    expect(attributionFromCookie(`lang=ar; ${cookie.split(";")[0]}`)).toEqual(attribution);
    expect(attributionCookie({ source: null, medium: null, campaign: null }, false)).toBeUndefined();
  });

  it("checks a cookie's values again: the visitor may have changed it", () => {
    const forged = `site_utm=${encodeURIComponent(JSON.stringify(["<b>", 5, "ok"]))}`;
    expect(attributionFromCookie(forged)).toEqual({ source: null, medium: null, campaign: "ok" });
    expect(attributionFromCookie("site_utm=%7Bnot-json")).toEqual({
      source: null,
      medium: null,
      campaign: null,
    });
    expect(attributionFromCookie(undefined)).toEqual({ source: null, medium: null, campaign: null });
  });
});

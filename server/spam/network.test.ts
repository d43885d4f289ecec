import { describe, expect, it } from "vitest";
import { NetworkLimits, memoryCounter } from "./limits";
import { networkOf } from "./network";

describe("a client's network", () => {
  it("is the IPv4 address itself, or the IPv6 /64, for a subscriber", () => {
    expect(networkOf("192.0.2.7")).toBe("192.0.2.7");
    expect(networkOf("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(networkOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:DB8:1:2:0:0:0:ffff")).toBe("2001:db8:1:2::/64");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is the IPv4 /24 or the IPv6 /48 for a site", () => {
    expect(networkOf("192.0.2.7", "site")).toBe("192.0.2.0/24");
    expect(networkOf("::ffff:198.51.100.200", "site")).toBe("198.51.100.0/24");
    expect(networkOf("2001:db8:1:2::1", "site")).toBe("2001:db8:1::/48");
  });

  it("keeps what is not an address as it is", () => {
    expect(networkOf(undefined)).toBe("unknown");
    expect(networkOf("not-an-ip")).toBe("not-an-ip");
  });
});

describe("the networks' budgets", () => {
  it("count every budget, and say when the first spent one resets", async () => {
    let now = 1_000_000;
    const limits = new NetworkLimits(memoryCounter(), () => now);
    const budgets = { subscriber: { max: 2, windowMs: 60_000 }, site: { max: 3, windowMs: 60_000 } };
    const take = (address: string) => limits.take("route", address, budgets);
    expect(await take("2001:db8:1:2::1")).toEqual({ ok: true });
    expect(await take("2001:db8:1:2::2")).toEqual({ ok: true });
    expect(await take("2001:db8:1:2::3")).toEqual({ ok: false, retryAfterMs: 60_000 });
    // Another /64 of the same /48: its own subscriber budget, but the site's is spent by now.
    now += 10_000;
    expect(await take("2001:db8:1:3::1")).toEqual({ ok: false, retryAfterMs: 50_000 });
    now += 50_000;
    expect(await take("2001:db8:1:3::1")).toEqual({ ok: true });
  });

  it("reject when a count cannot be made, so that the request is refused, not let through", async () => {
    const limits = new NetworkLimits(() => Promise.reject(new Error("database unreachable")));
    await expect(limits.take("route", "192.0.2.1", { subscriber: { max: 1, windowMs: 1 } })).rejects.toThrow(
      "database unreachable",
    );
  });
});

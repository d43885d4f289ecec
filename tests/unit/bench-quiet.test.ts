import { describe, expect, it } from "vitest";
import { quietLimit, waitForQuiet } from "../../bench/quiet";

// The bench starts its runs on a quiet machine (bench/quiet.ts): it waits while the one-minute
// load average is above half a core per core, and says when it gave up waiting.
describe("waitForQuiet", () => {
  const readings = (...values: number[]) => {
    let call = 0;
    return { loadavg: () => [values[Math.min(call++, values.length - 1)]!, 0, 0], calls: () => call };
  };

  it("allows half a core per core, and at least one core's worth on a single core", () => {
    expect(quietLimit(2)).toBe(1);
    expect(quietLimit(8)).toBe(4);
    expect(quietLimit(0)).toBe(0.5);
  });

  it("starts at once on a quiet machine, without a word", async () => {
    const lines: string[] = [];
    const load = readings(0.3);
    const result = await waitForQuiet({
      loadavg: load.loadavg,
      cpus: 2,
      pollMs: 1,
      log: (l) => lines.push(l),
    });
    expect(result).toMatchObject({ settled: true, load: [0.3, 0, 0], limit: 1 });
    expect(load.calls()).toBe(1);
    expect(lines).toEqual([]);
  });

  it("waits while the machine is busy, and starts once it has settled", async () => {
    const lines: string[] = [];
    const load = readings(3.2, 2.1, 1.4, 0.9, 0.2);
    const result = await waitForQuiet({
      loadavg: load.loadavg,
      cpus: 2,
      pollMs: 1,
      log: (l) => lines.push(l),
    });
    expect(result.settled).toBe(true);
    expect(result.load[0]).toBe(0.9);
    expect(load.calls()).toBe(4);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("load average 3.20");
  });

  it("gives up after its time, and says the machine was still busy", async () => {
    const load = readings(4);
    const result = await waitForQuiet({
      loadavg: load.loadavg,
      cpus: 2,
      pollMs: 2,
      timeoutMs: 20,
      log: () => {},
    });
    expect(result.settled).toBe(false);
    expect(result.load[0]).toBe(4);
    expect(result.waitedMs).toBeGreaterThanOrEqual(20);
  });
});

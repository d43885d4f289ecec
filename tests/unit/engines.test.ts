import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * A newcomer's `npm install` prints no engine warning: every package the lock file
 * installs runs on the oldest Node the project declares. Optional packages are left out: npm skips
 * those that do not fit, silently (one is a native build for newer Node only).
 *
 * light-my-request (Fastify's `inject`) asks for cookie 2, which declares Node 22 only; package.json
 * overrides it with cookie 1.1, which has the one function it calls (`stringifySetCookie`, the same
 * in both) and declares Node 18. Drop the override once light-my-request or Node moves on.
 */
interface LockPackage {
  version?: string;
  optional?: boolean;
  engines?: Record<string, string> | string[];
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockPackage>;
};
const project = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

describe("the Node versions the packages declare", () => {
  const oldest = semver.minVersion(project.engines.node)!.version;

  it(`all admit Node ${oldest}, the oldest package.json allows`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([location, pkg]) => location !== "" && !pkg.optional)
      .flatMap(([location, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return range && !semver.satisfies(oldest, range) ? [`${location}@${pkg.version}: node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});

import { existsSync } from "node:fs";

/**
 * Finds a Chromium for the browser tests and benchmarks. Playwright's own browser download is not
 * used (this project's machines cannot download browsers): Debian's package is.
 * Override with CHROMIUM_PATH.
 */
const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) " +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}

/** Flags for a headless Chromium on a machine with no outside network. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

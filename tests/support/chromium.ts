import { existsSync } from "node:fs";

/**
 * Finds a Chromium for the browser tests and benchmarks. Playwright's own browser download is not
 * used (this project's machines cannot download browsers): Debian's packages are. Override with
 * CHROMIUM_PATH.
 *
 * The tests run first in Debian's `chromium-headless-shell`: the same Chromium's engine without the
 * browser's windows, tabs and address bar, which is what Playwright itself runs headless tests in.
 * Every test opens a new browser context; in the full browser each one is a window that starts
 * its own address-bar pages, and costs about three times the CPU (on a 2-core machine, the
 * browser suite took 15.8 min in `chromium` and 8.2 min in the shell; decision 017). Without
 * the shell, the full browser is used. The benchmark asks for the full browser
 * (`{ shell: false }`), since Lighthouse measures what a visitor's browser does.
 */
const shells = ["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"];
const browsers = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
];

export function findChromium({ shell = true }: { shell?: boolean } = {}): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = [...(shell ? shells : []), ...browsers].find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's packages (sudo apt-get install -y chromium " +
        "chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
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

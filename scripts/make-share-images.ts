/**
 * Renders the share image and the home-screen icon from their HTML sources in
 * scripts/share-image/ with headless Chromium:
 *
 *   node --import tsx scripts/make-share-images.ts
 *
 * public/og-image.png (1200×630) comes from og-image.html and public/apple-touch-icon.png
 * (180×180) from apple-touch-icon.html. Set CHROMIUM to use another Chromium or Chrome binary.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";

const images = [
  { source: "og-image.html", output: "og-image.png", width: 1200, height: 630 },
  { source: "apple-touch-icon.html", output: "apple-touch-icon.png", width: 180, height: 180 },
];

for (const { source, output, width, height } of images) {
  const profile = mkdtempSync(join(tmpdir(), "share-image-"));
  const outFile = join(root, "public", output);
  try {
    execFileSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--virtual-time-budget=2000",
        `--user-data-dir=${profile}`,
        `--screenshot=${outFile}`,
        `--window-size=${width},${height}`,
        pathToFileURL(join(root, "scripts", "share-image", source)).href,
      ],
      { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(`Wrote public/${output} (${Math.round(statSync(outFile).size / 1024)} KB)`);
}

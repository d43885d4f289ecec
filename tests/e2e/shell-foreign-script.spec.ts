import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { injectedBuild } from "../support/injected-build";
import { killSiteProcesses, startSiteProcess, type SiteProcess } from "../support/site-process";
import { expect, pageReady, test } from "./fixtures";

/**
 * A script that reached a page through its content (an editor's SVG with a `<script>` or an
 * `onload`, written into the page) does not run: the server's CSP allows only the inline scripts
 * the build itself wrote (decision 031). The real server serves a copy of the build whose home page
 * carries both; the page's own scripts and its islands still run.
 */
let site: SiteProcess | undefined;
let copy: ReturnType<typeof injectedBuild> | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  // A server of its own (and a copy of the build) takes a few seconds, longer on a busy machine.
  test.setTimeout(90_000);
  copy = injectedBuild("/");
  dataDir = mkdtempSync(path.join(os.tmpdir(), "foreign-script-e2e-"));
  site = await startSiteProcess({ BUILD_DIR: copy.dir, DATA_DIR: dataDir });
});

test.afterAll(async () => {
  if (site && site.process.exitCode === null) {
    site.process.kill("SIGTERM");
    await Promise.race([site.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  killSiteProcesses();
  copy?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// The browser reports each refused script on the console: expected here, and checked below.
test.use({ allowConsoleErrors: /Content Security Policy/ });

test("an inline script and an SVG's onload that came with the content do not run; the page's own scripts and islands do", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text()))
      refused.push(message.text());
  });
  const answer = await page.goto(`${site!.url}/`);
  expect(answer?.status()).toBe(200);
  // The page has them (else this test proves nothing).
  expect(await answer!.text()).toContain('window.__injected = "script"');
  await expect(page.locator("main svg[onload]")).toHaveCount(1);

  // Its islands start, as on the real site: the page's own scripts and Astro's loader ran.
  await pageReady(page);
  expect(await page.locator("[data-island][data-hydrated]").count()).toBeGreaterThan(0);
  // The page's own script ran: the language memory it keeps is wired up (its web fonts too).
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Neither the script nor the onload ran, and the browser says it refused both.
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect(page).not.toHaveTitle(/owned/);
  expect(refused.some((text) => /inline script/i.test(text))).toBe(true);
  expect(refused.some((text) => /event handler/i.test(text))).toBe(true);
});

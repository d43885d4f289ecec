import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copy, form, interactive, languages, toasts, uniqueEmail, visitor } from "./contact-support";
import { expect, test } from "./fixtures";

/**
 * `npm run dev` (scripts/dev.ts): Astro's dev server renders the pages and runs the islands, and
 * passes the contact API to our server. A developer changing the form sees it work as in production.
 */
const port = Number(process.env.E2E_DEV_PORT || 3215);
const apiPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
let dev: ChildProcess | undefined;
let dataDir: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
  dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    env: {
      ...process.env,
      DEV_PORT: String(port),
      DEV_API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ERP_BASE_URL: "",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${origin}/contact`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});
test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

for (const lang of languages) {
  test(`on the dev server, ${visitor(lang)} gets the form's field errors from its island, and a lead through the API`, async ({
    page,
  }) => {
    const c = copy[lang];
    await page.goto(`${origin}${lang === "ar" ? "/ar/contact" : "/contact"}`);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    // On a fresh clone Vite prepares the islands' dependencies during the first visit and may
    // reload the page once it has; in CI it did so after the form had been reached, and the
    // reloaded form waited for a visitor who had already moved on. So the form is reached again
    // until its script has started, as a developer would point at it again.
    await expect(() => interactive(page, 15_000)).toPass({ timeout: 75_000 });
    const f = form(page, lang);
    // An empty form: the island's own validation (the shared schema) names the missing name.
    await f.submit.click();
    await expect(page.getByText(c["fname-validation"]!)).toBeVisible();
    await expect(f.name).toBeFocused();
    // Filled in: the dev server passes the post to our API, which stores the lead (202, no ERP).
    await f.name.fill(lang === "ar" ? "ليلى حسن" : "Dev Visitor");
    await f.phone.fill("050 123 4567");
    await f.email.fill(uniqueEmail("dev"));
    await f.message.fill(lang === "ar" ? "رسالة من خادم التطوير" : "Sent from the dev server");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    await expect(toasts(page, lang).and(page.locator("[data-type=success]"))).toBeVisible();
  });
}

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { TOAST_MS } from "../../app/contact/toasts";
import { DATABASE_FILE } from "../../server/leads/sqlite";
import { buildDir } from "../support/build";
import {
  contactUrl,
  copy,
  form,
  interactive,
  languages,
  toasts,
  uniqueEmail,
  visitor,
} from "./contact-support";
import { expect, test } from "./fixtures";

/**
 * When the outbox cannot commit a lead, the visitor is told so (503), in their language, and keeps
 * what they typed. The suite's server is shared by every test, so this file starts a second real
 * server process of its own whose SQLite outbox has lost its table, and the page's posts to
 * /api/contact are sent on to it; everything else (the pages, the result pages) comes from the
 * suite's server.
 */
const port = Number(process.env.E2E_PORT || 3210) + 3;
// One worker runs the whole file: the second server is started once, on one port.
test.describe.configure({ mode: "serial" });
let broken: ChildProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  // A second server starting while the suite runs on two workers can take a while on a busy machine.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "store-down-"));
  broken = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "silent",
      // Its operators' listener on any free port: the suite's server may hold the default.
      OPS_PORT: "0",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 80_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the second server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.exec("ALTER TABLE leads RENAME TO leads_gone");
  db.close();
});
test.afterAll(async () => {
  if (broken && broken.exitCode === null) {
    const exited = new Promise((resolve) => broken!.once("exit", resolve));
    broken.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function postToBrokenServer(page: Page) {
  await page.route("**/api/contact", async (route) => {
    const response = await route.fetch({ url: `http://127.0.0.1:${port}/api/contact`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

for (const lang of languages) {
  const c = copy[lang].contactForm;

  test.describe(`${visitor(lang)} whose message cannot be stored`, () => {
    test.use({ allowConsoleErrors: /Contact form:|Failed to load resource/ });

    test("sees the server's message in their language and keeps the form as typed", async ({ page }) => {
      await postToBrokenServer(page);
      // The page's timers on Playwright's clock (flowing as time does), which the test can move on.
      await page.clock.install();
      await page.goto(contactUrl(lang));
      await interactive(page);
      const f = form(page, lang);
      const email = uniqueEmail(`store-down-${lang}`);
      await f.name.fill("Sara Ali");
      await f.phone.fill("050 123 4567");
      await f.email.fill(email);
      await f.message.fill("Is anyone there?");
      await f.interest("others").check();
      await f.submit.click();

      const toast = toasts(page, lang);
      await expect(toast).toContainText(c.toast["error-title"]);
      await expect(toast).toContainText(c.api.unavailable);
      await expect(toast).toHaveAttribute("data-type", "error");
      // A sent form is emptied 400 ms after its toast. Here the page's clock moves on as long as
      // the error toast stays: every timer the page set until then has run, and the form is as typed.
      await page.clock.runFor(TOAST_MS);
      await expect(f.name).toHaveValue("Sara Ali");
      await expect(f.email).toHaveValue(email);
      await expect(f.message).toHaveValue("Is anyone there?");
      await expect(f.interest("others")).toBeChecked();
    });
  });

  test.describe(`${visitor(lang)} without JavaScript whose message cannot be stored`, () => {
    test.use({ javaScriptEnabled: false });

    test("lands on the not-sent page in their language", async ({ page }) => {
      await postToBrokenServer(page);
      await page.goto(contactUrl(lang));
      const f = form(page, lang);
      await f.name.fill("Sara Ali");
      await f.phone.fill("050 123 4567");
      await f.email.fill(uniqueEmail(`store-down-nojs-${lang}`));
      await f.message.fill("Is anyone there?");
      await f.submit.click();

      await expect(page).toHaveURL(
        lang === "ar" ? "/ar/contact/not-sent/unavailable" : "/contact/not-sent/unavailable",
      );
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.result["not-sent"].heading);
      await expect(page.getByText(c.api.unavailable)).toBeVisible();
    });
  });
}

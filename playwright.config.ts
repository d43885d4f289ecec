import { mkdtempSync } from "node:fs";
import os, { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { buildDir, serverDir, siteUrl } from "./app/settings";
import { chromiumArgs, findChromium } from "./tests/support/chromium";

/**
 * End-to-end tests: the built site, served by the built server (`build/server/main.js`, as
 * `npm start` runs it) on 127.0.0.1, driven in Debian's Chromium. Run `npm run build` first
 * (`npm test` does). The server listens on its own port; its SITE_URL is the one the build was
 * made for in the same environment (SITE_URL, default http://127.0.0.1:3000).
 */
const port = Number(process.env.E2E_PORT || 3210);
const erpPort = Number(process.env.E2E_ERP_PORT || 3211);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two at a time at least: Playwright's default (half the cores) is one on a 2-core machine,
  // where the suite then takes twice as long, waiting mostly on pages and servers.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "off",
  },
  webServer: [
    {
      command: `node ${JSON.stringify(path.join(serverDir, "main.js"))}`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: siteUrl,
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        LOG_LEVEL: "warn",
        E2E_ERP_PORT: String(erpPort),
        // The contact form delivers to the local ERP below (tests/fake-erp), the only fake.
        ERP_BASE_URL: `http://127.0.0.1:${erpPort}/restapi/1.0`,
        ERP_CLIENT_ID: "website",
        ERP_CLIENT_SECRET: "website-secret",
        // Every test posts from 127.0.0.1: a limit for one visitor would stop the suite.
        CONTACT_RATE_LIMIT: "10000",
        // And the hour's budget of confirmations without JavaScript, per network and in all: the
        // suite's visitors without JavaScript all come from loopback (the budget's own tests are in
        // server/plugins/contact.test.ts).
        CONTACT_NOSCRIPT_PER_NETWORK: "10000",
        CONTACT_NOSCRIPT_PER_HOUR: "10000",
        // The operators' listener on any free port (the default, 9464, may be taken by another run).
        OPS_PORT: "0",
      },
    },
    {
      command: "node --import tsx tests/fake-erp/main.ts",
      url: `http://127.0.0.1:${erpPort}/__state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_ERP_PORT: String(erpPort), FAKE_ERP_HOST: "127.0.0.1" },
    },
  ],
});

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeOdoo, type FakeOdoo } from "../fake-erp/odoo";
import { killSiteProcesses, startSiteProcess, until, type SiteProcess } from "../support/site-process";
import { tookAPersonsTime } from "./contact-support";
import { expect, pageReady, test } from "./fixtures";

/**
 * Attribution end to end, in Chromium: a site server of this file's own (ERP_KIND=odoo, free
 * ports) delivering to a local stock Odoo. The visitor lands on a newsletter link, goes on to the
 * contact page and sends the form; the lead in Odoo carries the newsletter and the campaign.
 * Only the form's field names and its submit button's role are used, so that the test holds
 * whatever renders the page.
 */
test.describe.configure({ mode: "serial" });

let odoo: FakeOdoo;
let site: SiteProcess;
let dataDir: string;

test.beforeAll(async () => {
  // A server of its own starts in a few seconds, longer on a busy machine.
  test.setTimeout(90_000);
  odoo = await startFakeOdoo();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "attribution-e2e-"));
  site = await startSiteProcess({
    DATA_DIR: dataDir,
    ERP_KIND: "odoo",
    ODOO_URL: odoo.url,
    ODOO_DB: odoo.db,
    ODOO_API_KEY: odoo.apiKey,
    CONTACT_RATE_LIMIT: "1000",
    CONTACT_NOSCRIPT_PER_NETWORK: "1000",
    CONTACT_NOSCRIPT_PER_HOUR: "1000",
  });
});

test.afterAll(async () => {
  if (site && site.process.exitCode === null) {
    site.process.kill("SIGTERM");
    await Promise.race([site.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  killSiteProcesses();
  await odoo?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a visitor who came from a newsletter sends the form, and the lead in Odoo carries the newsletter and the campaign", async ({
  page,
}) => {
  const email = `newsletter-${Date.now()}@example.com`;
  await page.goto(`${site.url}/?utm_source=newsletter&utm_campaign=launch`);
  // The page's timers on Playwright's clock, so that the visitor can take a person's time to fill.
  await page.clock.install();
  await page.goto(`${site.url}/contact`);
  await pageReady(page);

  const form = page.locator("form").filter({ has: page.locator('[name="full_name"]') });
  await form.locator('[name="full_name"]').fill("Layla Haddad");
  await form.locator('[name="phone"]').fill("+971 4 123 4567");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="message"]').fill("We read about you in your newsletter.");
  await tookAPersonsTime(page);
  await form.getByRole("button").last().click();

  await until(() => odoo.leads.some((lead) => lead.email_from === email), 15_000, "the lead in Odoo");
  const lead = odoo.leads.find((l) => l.email_from === email)!;
  expect(lead.contact_name).toBe("Layla Haddad");
  // Odoo matches UTM names in any case, as its own matching does: "newsletter" is the stock source
  // "Newsletter". No campaign "launch" exists, so that one is written into the lead's notes.
  expect(odoo.nameOf("utm.source", lead.source_id)).toBe("Newsletter");
  expect(lead.description).not.toContain("utm_source");
  expect(lead.description).toContain("utm_campaign: launch");
  expect(lead.description).not.toContain("utm_medium");
  expect(odoo.nameOf("utm.medium", lead.medium_id)).toBe("Website");
});

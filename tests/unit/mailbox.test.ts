import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_HTML_CSP, startMailbox, type Mailbox } from "../mail-catcher/mailbox";
import { startMailCatcher, type MailCatcher } from "../mail-catcher/server";

/**
 * `npm run demo`'s mailbox (tests/mail-catcher/mailbox.ts): a mail sent over SMTP to the catcher
 * is listed with its values escaped, and opens as its HTML under a CSP that lets nothing load or
 * run, and as its plain text.
 */
describe("the mailbox page", () => {
  let catcher: MailCatcher;
  let mailbox: Mailbox;
  const subject = `Your request <b>7KQ2M-9XD4A</b> & "more"`;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    mailbox = await startMailbox(catcher);
    const transport = nodemailer.createTransport(catcher.url);
    await transport.sendMail({
      from: "Rawafed Digital <hello@rawafed.example>",
      to: "visitor@example.com",
      subject,
      html: `<p style="color: teal">Thank you</p><script>alert(1)</script>`,
      text: "Thank you\n",
      headers: { "Content-Language": "ar" },
    });
    transport.close();
    await catcher.waitFor(1);
  });

  afterAll(async () => {
    await mailbox?.close();
    await catcher?.close();
  });

  it("lists the mail with its recipient, language and escaped subject", async () => {
    const response = await fetch(`${mailbox.origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("visitor@example.com");
    expect(page).toContain("Your request &lt;b&gt;7KQ2M-9XD4A&lt;/b&gt; &amp; &quot;more&quot;");
    expect(page).not.toContain("<b>7KQ2M");
    expect(page).toContain("<td>ar</td>");
    expect(page).toContain('href="/mails/1.html"');
    expect(page).toContain('href="/mails/1.txt"');
  });

  it("serves its HTML under a CSP that loads nothing, runs nothing and sandboxes it", async () => {
    const response = await fetch(`${mailbox.origin}/mails/1.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(MAIL_HTML_CSP);
    expect(MAIL_HTML_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toContain("Thank you");
  });

  it("serves its plain text as text, and nothing for a mail that is not there", async () => {
    const text = await fetch(`${mailbox.origin}/mails/1.txt`);
    expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await text.text()).toBe("Thank you\n");
    expect((await fetch(`${mailbox.origin}/mails/2.html`)).status).toBe(404);
    expect((await fetch(`${mailbox.origin}/mails/0.txt`)).status).toBe(404);
  });

  it("switches the SMTP server's mode, and refuses a mode it does not know", async () => {
    expect((await fetch(`${mailbox.origin}/__mode?mode=busy`, { method: "POST" })).status).toBe(200);
    expect(catcher.mode).toBe("busy");
    expect((await fetch(`${mailbox.origin}/__mode?mode=<x>`, { method: "POST" })).status).toBe(400);
    expect((await fetch(`${mailbox.origin}/__mode?mode=accept`, { method: "POST" })).status).toBe(200);
    expect(catcher.mode).toBe("accept");
  });
});

import { describe, expect, it } from "vitest";
import { inlineScriptSource } from "./inline-script.server";

describe("the inline script", () => {
  it("stays under 1 KB, the allowance for pages that load no script file (issue 9)", async () => {
    const source = await inlineScriptSource();
    expect(Buffer.byteLength(source)).toBeLessThan(1024);
  });

  it("is self-contained: it parses and carries its settings", async () => {
    const source = await inlineScriptSource();
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('"/ar"');
    expect(source).toContain("i18next");
  });
});

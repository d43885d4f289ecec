import { spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The operators' alerts on the lead outbox (ops/prometheus/alerts.yml) are valid rules
 * (`promtool check rules`), do what their own tests say (`promtool test rules` on
 * alerts.test.yml), and name only the metrics and labels that server/leads/metrics.ts defines,
 * with label values the code uses (read as text): an alert on a renamed metric or state would
 * never fire, and nobody would notice until leads had stopped for days. Without promtool the test
 * fails, saying how to install it; it never skips.
 */

const RULES = "ops/prometheus/alerts.yml";
const RULE_TESTS = "ops/prometheus/alerts.test.yml";
const METRICS = "server/leads/metrics.ts";
const INSTALL_HINT = "Install it (Debian: apt-get install -y prometheus), or set PROMTOOL to its path.";

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** PROMTOOL when set, else the first promtool on the PATH, else Debian's. */
function findPromtool(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PROMTOOL) {
    if (executable(env.PROMTOOL)) return env.PROMTOOL;
    throw new Error(`PROMTOOL=${env.PROMTOOL} is not an executable file. ${INSTALL_HINT}`);
  }
  const dirs = [...(env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/bin"];
  for (const dir of dirs) {
    const file = path.join(dir, "promtool");
    if (executable(file)) return file;
  }
  throw new Error(`promtool was not found on the PATH or at /usr/bin/promtool. ${INSTALL_HINT}`);
}

/** Runs promtool; throws with everything it printed unless it succeeds. */
function promtool(...args: string[]): string {
  const result = spawnSync(findPromtool(), args, { encoding: "utf8", timeout: 15_000 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  if (result.error) throw new Error(`promtool ${args.join(" ")} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`promtool ${args.join(" ")} failed (status ${result.status}):\n${output}`);
  return output;
}

/** The `expr` of each rule: inline, or a block scalar (`>-`, `|`) of the lines indented below it. */
function expressions(yaml: string): string[] {
  const lines = yaml.split("\n");
  const found: string[] = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)(?:- )?expr:\s*(.*?)\s*$/.exec(line);
    if (!match) return;
    const indent = match[1]!.length;
    const value = match[2]!;
    if (!/^[|>][-+]?$/.test(value)) {
      found.push(value.replace(/^(["'])(.*)\1$/, "$2"));
      return;
    }
    const body: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== "" && next.length - next.trimStart().length <= indent) break;
      body.push(next.trim());
    }
    found.push(body.join("\n").trim());
  });
  return found;
}

interface Selector {
  metric: string;
  /** Label matchers other than regular expressions: [name, value]. */
  equal: Array<[string, string]>;
  /** Every label the selector matches on, regular expressions too. */
  labels: string[];
}

const KEYWORDS = new Set(["and", "or", "unless", "offset", "bool", "atan2"]);

/** The series selectors of a PromQL expression: metric names with their label matchers. */
function selectors(expression: string): Selector[] {
  // The label lists of aggregations and vector matching, and ranges such as [30m], hold no metric.
  const text = expression
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\[[^\]]*\]/g, " ");
  const found: Selector[] = [];
  for (const match of text.matchAll(/(?<![\w:."])([a-zA-Z_:][\w:]*)\s*(\{[^}]*\})?(\s*\()?/g)) {
    const [, metric, braces, call] = match;
    if (call || KEYWORDS.has(metric!)) continue;
    const matchers = [...(braces ?? "").matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g)];
    found.push({
      metric: metric!,
      labels: matchers.map((m) => m[1]!),
      equal: matchers.filter((m) => m[2] === "=" || m[2] === "!=").map((m) => [m[1]!, m[3]!]),
    });
  }
  return found;
}

/** The series server/leads/metrics.ts exposes, with their labels (a histogram's too). */
function definedMetrics(source: string): Map<string, Set<string>> {
  const series = new Map<string, Set<string>>();
  for (const match of source.matchAll(/new (Counter|Gauge|Histogram|Summary)\(\{([\s\S]*?)\n\s*\}\)/g)) {
    const [, type, body] = match;
    const name = /\bname:\s*"([^"]+)"/.exec(body!)?.[1];
    if (!name) continue;
    const list = /\blabelNames:\s*\[([^\]]*)\]/.exec(body!)?.[1] ?? "";
    const labels = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    if (type === "Histogram") {
      series.set(`${name}_bucket`, new Set([...labels, "le"]));
      series.set(`${name}_sum`, new Set(labels));
      series.set(`${name}_count`, new Set(labels));
    } else if (type === "Summary") {
      series.set(name, new Set([...labels, "quantile"]));
      series.set(`${name}_sum`, new Set(labels));
      series.set(`${name}_count`, new Set(labels));
    } else {
      series.set(name, new Set(labels));
    }
  }
  return series;
}

/** The string literals of `export type NAME = "a" | "b" …;` in `file`. */
function unionOf(file: string, type: string): Set<string> {
  const body = new RegExp(`export type ${type} =([\\s\\S]*?);`).exec(readFileSync(file, "utf8"))?.[1];
  if (!body) throw new Error(`${file}: no \`export type ${type} = …;\` found`);
  return new Set([...body.matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
}

/** The string literals of `NAME = [ … ]` in `file`. */
function listOf(file: string, name: string): Set<string> {
  const body = new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(readFileSync(file, "utf8"))?.[1];
  if (!body) throw new Error(`${file}: no \`${name} = [ … ]\` found`);
  return new Set([...body.matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
}

/**
 * The values of each label the rules match on, where the code defines them: by label, or by
 * `metric.label` where a metric's label of a shared name takes other values (the mails' states
 * and results are not the leads'). A rule matching on another label's value fails the test until
 * that label is added here.
 */
function labelValues(): Map<string, Set<string>> {
  return new Map([
    ["state", listOf("server/leads/store.ts", "LEAD_STATES")],
    ["result", unionOf(METRICS, "AttemptResult")],
    ["cause", unionOf("server/erp/client.ts", "FailureCause")],
    ["outbox_mails.state", listOf("server/leads/store.ts", "MAIL_STATES")],
    ["outbox_mail_attempts_total.result", unionOf(METRICS, "MailAttemptResult")],
  ]);
}

/** The values a metric's label may take. */
const valuesOf = (values: Map<string, Set<string>>, metric: string, label: string) =>
  values.get(`${metric}.${label}`) ?? values.get(label);

describe("the outbox's alerting rules", () => {
  it("are valid rules (promtool check rules)", () => {
    expect(promtool("check", "rules", RULES)).toMatch(/SUCCESS/);
  });

  it("pass their unit tests (promtool test rules)", () => {
    expect(promtool("test", "rules", RULE_TESTS)).toMatch(/SUCCESS/);
  });

  const rules = readFileSync(RULES, "utf8");
  const used = expressions(rules).map((expression) => ({ expression, selectors: selectors(expression) }));
  const defined = definedMetrics(readFileSync(METRICS, "utf8"));

  it("are all read, each with a series to watch", () => {
    expect(used).toHaveLength([...rules.matchAll(/^\s*- alert:/gm)].length);
    expect(used.length).toBeGreaterThanOrEqual(5);
    expect(used.filter((rule) => rule.selectors.length === 0)).toEqual([]);
    expect(defined.get("outbox_store_up")).toBeDefined();
    expect(defined.get("outbox_leads")).toEqual(new Set(["state"]));
    expect(labelValues().get("state")).toContain("pending");
    expect(labelValues().get("result")).toContain("interrupted");
    expect(labelValues().get("cause")).toContain("refused");
    expect(labelValues().get("outbox_mails.state")).toContain("limited");
    expect(labelValues().get("outbox_mail_attempts_total.result")).toContain("sent");
  });

  it(`name only metrics of ${METRICS}, with their labels`, () => {
    const wrong = used.flatMap(({ expression, selectors: found }) =>
      found.flatMap(({ metric, labels }) => {
        const known = defined.get(metric);
        if (!known) return [`${metric} is not defined (in: ${expression})`];
        return labels.filter((label) => !known.has(label)).map((label) => `${metric} has no label ${label}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("match label values the code uses", () => {
    const values = labelValues();
    const unknown = used
      .flatMap(({ selectors: found }) =>
        found.flatMap(({ metric, equal }) => equal.map((m) => [metric, ...m])),
      )
      .filter(([metric, label, value]) => !valuesOf(values, metric!, label!)?.has(value!))
      .map(([metric, label, value]) => `${metric}{${label}="${value}"}`);
    expect(unknown).toEqual([]);
  });
});

describe("the readers themselves", () => {
  it("take an expression inline or from a block, and skip functions, keywords, labels and ranges", () => {
    const yaml = [
      "      - alert: A",
      '        expr: up{job="x"} == 0',
      "        for: 5m",
      "      - alert: B",
      "        expr: >-",
      '          sum without (instance, cause) (rate(failures_total{cause!="interrupted"}[30m]))',
      "          > bool max by (state) (leads offset 1h)",
      "        labels:",
    ].join("\n");
    const [first, second] = expressions(yaml);
    expect(first).toBe('up{job="x"} == 0');
    expect(selectors(first!)).toEqual([{ metric: "up", labels: ["job"], equal: [["job", "x"]] }]);
    expect(selectors(second!)).toEqual([
      { metric: "failures_total", labels: ["cause"], equal: [["cause", "interrupted"]] },
      { metric: "leads", labels: [], equal: [] },
    ]);
  });

  it("expose a histogram's series", () => {
    const source =
      'new Histogram({\n  name: "d_seconds",\n  labelNames: ["kind"] as const,\n  registers,\n});';
    expect([...definedMetrics(source).keys()]).toEqual([
      "d_seconds_bucket",
      "d_seconds_sum",
      "d_seconds_count",
    ]);
    expect(definedMetrics(source).get("d_seconds_bucket")).toEqual(new Set(["kind", "le"]));
  });
});

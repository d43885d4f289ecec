import { describe, expect, it } from "vitest";
import { LOAD_MESSAGE_RULES, sortLoadMessage, sortLoadMessages } from "./odoo-answers";

/**
 * One case per row of the table, in Odoo's own words (17.0–19.0), and the row messages that are
 * about the lead's values, which nothing in the table may catch.
 */
const CASES = [
  {
    reason: "access-rights",
    message:
      "You are not allowed to create 'Lead/Opportunity' (crm.lead) records.\n\nThis operation is allowed for the following groups:\n\t- Sales/User: Own Documents Only\n\nContact your administrator to request access if necessary.",
  },
  {
    reason: "record-rule",
    message:
      "Uh-oh! Looks like you have stumbled upon some top-secret records.\n\nSorry, Website leads (id=7) doesn't have 'create' access to:\n- Lead/Opportunity, Website - Sara (crm.lead: 12)\n\nBlame the following rules:\n- Personal Leads",
  },
  { reason: "invalid-language", message: "Invalid language code: ar_001" },
  {
    reason: "unresolved-reference",
    field: "team_id",
    message: "No matching record found for external id 'sales_team.team_nope' in field 'Sales Team'",
  },
  { reason: "serialization", message: "could not serialize access due to concurrent update" },
  { reason: "lock", message: 'could not obtain lock on row in relation "crm_lead"' },
] as const;

describe("the sorting of load's row messages", () => {
  it("has one case per row, and every case lands on its row", () => {
    expect(CASES.map((c) => c.reason)).toEqual(LOAD_MESSAGE_RULES.map((rule) => rule.verdict.reason));
    for (const { reason, message, ...rest } of CASES)
      expect(sortLoadMessage({ type: "error", message, ...rest }).reason).toBe(reason);
  });

  it.each(LOAD_MESSAGE_RULES.map((rule) => [rule.verdict.reason, rule] as const))(
    "%s: configuration waits, database trouble is retried",
    (reason, rule) => {
      const expected = reason === "serialization" || reason === "lock" ? "server-error" : "configuration";
      expect(rule.verdict.cause).toBe(expected);
    },
  );

  it("calls a message about the lead's own values a refusal", () => {
    for (const message of [
      {
        field: "partner_name",
        message: "Missing required value for the field 'Company Name' (partner_name)",
      },
      // A many-to-one the visitor's values fill is the lead's own, not our set-up.
      { field: "country_id", message: "No matching record found for name 'Atlantis' in field 'Country'" },
      { field: "email_from", message: "Invalid email address 'x@'" },
      {},
    ])
      expect(sortLoadMessage({ type: "error", ...message })).toEqual({
        cause: "refused",
        reason: "lead-values",
      });
  });

  it("lets a set-up problem win over a refusal in the same answer, and ignores warnings", () => {
    const { verdict, message } = sortLoadMessages([
      { type: "warning", message: "Found multiple matches for value 'Sales' in field 'Sales Team'" },
      {
        type: "error",
        field: "partner_name",
        message: "Missing required value for the field 'Company Name'",
      },
      {
        type: "error",
        field: "user_id",
        message: "No matching record found for database id '99' in field 'Salesperson'",
      },
    ]);
    expect(verdict).toEqual({ cause: "configuration", reason: "unresolved-reference" });
    expect(message?.field).toBe("user_id");
  });
});

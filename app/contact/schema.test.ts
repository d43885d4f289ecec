import { describe, expect, it } from "vitest";
import ar from "../i18n/translations/ar.json";
import en from "../i18n/translations/en.json";
import { sanitizeName, sanitizePhone, toAsciiDigits } from "./characters";
import { NAME_PATTERN, PHONE_PATTERN } from "./fields";
import { contactFormStrings } from "./ContactFormIsland";
import { FIELD_MESSAGE_KEYS, INTERESTS_INVALID, MESSAGE_TOO_LONG, TOO_LONG } from "./contract";
import { parseContact } from "./schema";

const valid = {
  full_name: "Layla Haddad",
  phone: "+971 4 123 4567",
  email: "layla@example.com",
  message: "We need a mobile app.",
  interests: ["Mobile App Development"],
};

function errorOf(field: string, value: unknown) {
  const result = parseContact({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field as keyof typeof result.errors];
}

function valueOf(field: string, value: unknown) {
  const result = parseContact({ ...valid, [field]: value });
  if (!result.ok)
    throw new Error(`expected ${field}=${JSON.stringify(value)} to pass: ${JSON.stringify(result.errors)}`);
  return result.contact[field as keyof typeof result.contact];
}

describe("the contact schema", () => {
  it("accepts a complete submission and normalises it", () => {
    const result = parseContact({
      full_name: "  Layla \u00a0 Haddad ",
      phone: " +٩٧١ ٤ ١٢٣ ٤٥٦٧ ",
      email: " layla@example.com ",
      message: "\n Hello \n",
      interests: ["Others", "Web Development", "Others"],
    });
    expect(result).toEqual({
      ok: true,
      contact: {
        full_name: "Layla Haddad",
        phone: "+971 4 123 4567",
        email: "layla@example.com",
        message: "Hello",
        interests: ["Web Development", "Others"],
      },
    });
  });

  describe("full_name", () => {
    it("is required", () => {
      expect(errorOf("full_name", "")).toBe("fname-validation");
      expect(errorOf("full_name", undefined)).toBe("fname-validation");
      expect(errorOf("full_name", 42)).toBe("fname-validation");
    });
    it("takes whitespace only for no name: the required message, not name-invalid", () => {
      expect(errorOf("full_name", "   ")).toBe("fname-validation");
      expect(errorOf("full_name", "\t \u00a0")).toBe("fname-validation");
      expect(errorOf("full_name", " Layla 1 ")).toBe("name-invalid");
    });
    it("takes Latin letters with accents and Arabic letters with harakat", () => {
      expect(valueOf("full_name", "José Ñúñez")).toBe("José Ñúñez");
      expect(valueOf("full_name", "Zoë Brontë")).toBe("Zoë Brontë");
      // Decomposed accents: e + U+0301.
      expect(valueOf("full_name", "Rene\u0301e")).toBe("Rene\u0301e");
      expect(valueOf("full_name", "محمد بن راشد")).toBe("محمد بن راشد");
      expect(valueOf("full_name", "مُحَمَّدٌ عَلِيّ")).toBe("مُحَمَّدٌ عَلِيّ");
      expect(valueOf("full_name", "Sara سارة")).toBe("Sara سارة");
    });
    it("refuses digits, punctuation, emoji and other scripts", () => {
      for (const name of [
        "Layla 2",
        "Layla ٢",
        "O'Brien",
        "Jean-Luc",
        "Layla!",
        "<b>Layla</b>",
        "Layla 😀",
        "Иван",
        "李雷",
        "שרה",
      ]) {
        expect(errorOf("full_name", name), name).toBe("name-invalid");
      }
    });
    it("holds at most 140 characters", () => {
      expect(valueOf("full_name", "a".repeat(140))).toHaveLength(140);
      expect(errorOf("full_name", "a".repeat(141))).toBe(TOO_LONG);
      expect(errorOf("full_name", "ع".repeat(141))).toBe(TOO_LONG);
    });
  });

  describe("phone", () => {
    it("is required", () => {
      expect(errorOf("phone", "")).toBe("phone-validation");
      expect(errorOf("phone", undefined)).toBe("phone-validation");
    });
    it("refuses whitespace only", () => {
      expect(errorOf("phone", "   ")).toBe("phone-invalid");
    });
    it("follows the spec's pattern", () => {
      for (const phone of [
        "+971 4 123 4567",
        "++44 20 7946 0958",
        "(02) 555-0100",
        "050.123.4567",
        "1234/567",
        "7",
        "+(971)501234567",
      ]) {
        expect(valueOf("phone", phone), phone).toBe(phone);
      }
      for (const phone of [
        "abc",
        "+971 4 123 4567 ext 2",
        "12345(6)",
        "+ 971",
        "()",
        "(12345) 6",
        "971+",
        "#123",
        "12,34",
      ]) {
        expect(errorOf("phone", phone), phone).toBe("phone-invalid");
      }
    });
    it("turns Arabic-Indic and Eastern Arabic-Indic digits into ASCII digits", () => {
      expect(valueOf("phone", "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧")).toBe("+971 50 123 4567");
      expect(valueOf("phone", "۰۹۱۲ ۳۴۵ ۶۷۸۹")).toBe("0912 345 6789");
      expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
    });
    it("holds at most 140 characters", () => {
      expect(valueOf("phone", "1".repeat(140))).toHaveLength(140);
      expect(errorOf("phone", "1".repeat(141))).toBe(TOO_LONG);
    });
  });

  describe("email", () => {
    it("is required", () => {
      expect(errorOf("email", "")).toBe("email-validation");
      expect(errorOf("email", null)).toBe("email-validation");
    });
    it("must be an address", () => {
      for (const email of [
        "layla",
        "layla@",
        "@example.com",
        "layla@example",
        "lay la@example.com",
        "layla@@example.com",
      ]) {
        expect(errorOf("email", email), email).toBe("email-invalid");
      }
      expect(valueOf("email", "first.last+tag@sub.example.co")).toBe("first.last+tag@sub.example.co");
    });
    it("holds at most 140 characters", () => {
      const local = "a".repeat(64);
      const at140 = `${local}@${"b".repeat(140 - 64 - 1 - 4)}.com`;
      expect(at140).toHaveLength(140);
      expect(valueOf("email", at140)).toBe(at140);
      expect(errorOf("email", `${local}@${"b".repeat(140 - 64 - 4)}.com`)).toBe(TOO_LONG);
    });
  });

  describe("message", () => {
    it("is required", () => {
      expect(errorOf("message", "")).toBe("message-validation");
      expect(errorOf("message", undefined)).toBe("message-validation");
    });
    it("refuses whitespace only", () => {
      expect(errorOf("message", " \n\t ")).toBe("message-invalid");
    });
    it("holds at most 4,000 characters and keeps any text", () => {
      expect(valueOf("message", "x".repeat(4000))).toHaveLength(4000);
      expect(errorOf("message", "x".repeat(4001))).toBe(MESSAGE_TOO_LONG);
      expect(valueOf("message", "<script>alert(1)</script> 123 😀")).toBe("<script>alert(1)</script> 123 😀");
    });
  });

  describe("interests", () => {
    it("are optional", () => {
      for (const none of [undefined, null, false, []]) expect(valueOf("interests", none)).toEqual([]);
    });
    it("take one value (a urlencoded post) or several, once each, in the canonical order", () => {
      expect(valueOf("interests", "Others")).toEqual(["Others"]);
      expect(valueOf("interests", ["Others", "Digital Transformation", "Others"])).toEqual([
        "Digital Transformation",
        "Others",
      ]);
    });
    it("refuse values that are not offered", () => {
      expect(errorOf("interests", ["Hacking"])).toBe(INTERESTS_INVALID);
      expect(errorOf("interests", "web development")).toBe(INTERESTS_INVALID);
      expect(errorOf("interests", [1])).toBe(INTERESTS_INVALID);
    });
  });

  it("reports every invalid field at once, each with its first message", () => {
    expect(parseContact({})).toEqual({
      ok: false,
      errors: {
        full_name: "fname-validation",
        phone: "phone-validation",
        email: "email-validation",
        message: "message-validation",
      },
    });
    expect(parseContact("not an object")).toMatchObject({
      ok: false,
      errors: { full_name: "fname-validation" },
    });
  });

  it("ignores unknown fields", () => {
    const result = parseContact({ ...valid, admin: true });
    expect(result.ok && Object.keys(result.contact).sort()).toEqual([
      "email",
      "full_name",
      "interests",
      "message",
      "phone",
    ]);
  });
});

describe("what a field keeps of typed or pasted text", () => {
  it("drops what a name refuses and keeps letters, marks and spaces", () => {
    expect(sanitizeName("Layla 2 Haddad!")).toBe("Layla  Haddad");
    expect(sanitizeName("مُحَمَّد ١٢٣")).toBe("مُحَمَّد ");
    expect(sanitizeName("Jean-Luc O'Neil")).toBe("JeanLuc ONeil");
    expect(sanitizeName("😀Zoë")).toBe("Zoë");
  });
  it("drops what a phone refuses and turns Arabic-Indic digits into ASCII", () => {
    expect(sanitizePhone("Tel: +971 (4) 123-4567")).toBe(" +971 (4) 123-4567");
    expect(sanitizePhone("٠٥٠١٢٣٤٥٦٧")).toBe("0501234567");
    expect(sanitizePhone("۰۹۱۲abc")).toBe("0912");
    expect(sanitizePhone("1.2/3 4")).toBe("1.2/3 4");
  });
});

describe("the HTML patterns for a browser without JavaScript", () => {
  // Browsers compile `pattern` with the v flag, anchored at both ends.
  const html = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

  it("agree with the schema on names", () => {
    const names = ["Layla Haddad", " مُحَمَّد ", "Zoë", "   ", "", "Layla 2", "O'Brien", "Иван", "ليلى😀"];
    for (const name of names) {
      expect(html(NAME_PATTERN).test(name), name).toBe(parseContact({ ...valid, full_name: name }).ok);
    }
  });

  it("agree with the schema on phones, Arabic-Indic digits included", () => {
    const phones = [
      "+971 4 123 4567",
      "٠٥٠ ١٢٣ ٤٥٦٧",
      "(02) 555-0100",
      "1/2.3",
      "   ",
      "",
      "abc",
      "12(3)",
      "+ 971",
      " 050 ",
    ];
    for (const phone of phones) {
      expect(html(PHONE_PATTERN).test(phone), phone).toBe(parseContact({ ...valid, phone }).ok);
    }
  });
});

describe("the field error keys", () => {
  it("are one kind: bare top-level translation keys, as the spec's, in both languages", () => {
    const wrong: Record<string, unknown[]> = {
      full_name: [undefined, "", "   ", "R2D2", "a".repeat(141)],
      phone: [undefined, "", "   ", "abc", "1".repeat(141)],
      email: [undefined, "", "layla@", `${"a".repeat(140)}@example.com`],
      message: [undefined, "", "   ", "x".repeat(4001)],
      interests: [["Hacking"], 7],
    };
    const keys = new Set<string>();
    for (const [field, values] of Object.entries(wrong)) {
      for (const value of values) {
        const key = errorOf(field, value);
        expect(key, `${field}=${JSON.stringify(value)}`).toBeTypeOf("string");
        keys.add(key!);
      }
    }
    // Exactly the keys the contract declares (the island and the translations are checked against it).
    expect([...keys].sort()).toEqual([...FIELD_MESSAGE_KEYS].sort());
    for (const key of keys) {
      expect(key).toMatch(/^[a-z]+(-[a-z]+)+$/);
      // The form's island is given only the strings it names: every error must be among them.
      expect(contactFormStrings, `the contact form island's strings: ${key}`).toContain(key);
      expect(en, `en/translation.json: ${key}`).toHaveProperty([key], expect.any(String));
      expect(ar, `ar/translation.json: ${key}`).toHaveProperty([key], expect.any(String));
    }
  });
});

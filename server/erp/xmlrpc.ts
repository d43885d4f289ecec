/**
 * XML-RPC (http://xmlrpc.com/spec.md) as Odoo's `/xmlrpc/2/` endpoints speak it: just what the Odoo
 * target and the local Odoo need. Values: strings, integers, doubles, booleans, arrays, structs,
 * and on reading also `nil`, `dateTime.iso8601` and `base64` (kept as their text). Why not an npm
 * library: docs/decisions/015-leads-into-a-stock-odoo.md.
 */

export type XmlRpcValue = string | number | boolean | null | XmlRpcValue[] | { [name: string]: XmlRpcValue };

/** A `<fault>` answer: Odoo's faultCode (1 other, 2 UserError, 3 AccessDenied, 4 AccessError) and faultString. */
export interface XmlRpcFault {
  faultCode: number | string;
  faultString: string;
}

export class XmlRpcParseError extends Error {
  override name = "XmlRpcParseError";
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Characters XML 1.0 cannot carry at all, not even escaped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function encodeValue(value: XmlRpcValue): string {
  if (value === null) return "<value><nil/></value>";
  if (typeof value === "string")
    return `<value><string>${escapeText(value.replace(NOT_XML, ""))}</string></value>`;
  if (typeof value === "boolean") return `<value><boolean>${value ? 1 : 0}</boolean></value>`;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`XML-RPC cannot carry ${value}`);
    return Number.isInteger(value) && Math.abs(value) < 2 ** 31
      ? `<value><int>${value}</int></value>`
      : `<value><double>${value}</double></value>`;
  }
  if (Array.isArray(value))
    return `<value><array><data>${value.map(encodeValue).join("")}</data></array></value>`;
  const members = Object.entries(value)
    .map(([name, member]) => `<member><name>${escapeText(name)}</name>${encodeValue(member)}</member>`)
    .join("");
  return `<value><struct>${members}</struct></value>`;
}

export function encodeCall(method: string, params: XmlRpcValue[]): string {
  const encoded = params.map((param) => `<param>${encodeValue(param)}</param>`).join("");
  return `<?xml version="1.0"?>\n<methodCall><methodName>${escapeText(method)}</methodName><params>${encoded}</params></methodCall>\n`;
}

export function encodeResponse(value: XmlRpcValue): string {
  return `<?xml version="1.0"?>\n<methodResponse><params><param>${encodeValue(value)}</param></params></methodResponse>\n`;
}

export function encodeFault(fault: XmlRpcFault): string {
  return `<?xml version="1.0"?>\n<methodResponse><fault>${encodeValue({ ...fault })}</fault></methodResponse>\n`;
}

// --- reading --------------------------------------------------------------------------------------

type Token = { kind: "open" | "close" | "empty"; name: string } | { kind: "text"; text: string };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    if (entity === "lt") return "<";
    if (entity === "gt") return ">";
    if (entity === "amp") return "&";
    if (entity === "quot") return '"';
    if (entity === "apos") return "'";
    const code = entity.startsWith("#x") ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return String.fromCodePoint(code);
  });
}

function tokenize(xml: string): Token[] {
  const tokens: Token[] = [];
  const tag =
    /<(\?[\s\S]*?\?>|!--[\s\S]*?-->|!\[CDATA\[([\s\S]*?)\]\]>|(\/?)([A-Za-z_][\w.:-]*)(\s[^>]*?)?\s*(\/?)>)/g;
  let at = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match.index > at) tokens.push({ kind: "text", text: decodeEntities(xml.slice(at, match.index)) });
    at = tag.lastIndex;
    if (match[2] !== undefined) tokens.push({ kind: "text", text: match[2] });
    else if (match[4]) {
      const name = match[4];
      tokens.push({ kind: match[3] ? "close" : match[6] ? "empty" : "open", name });
    }
  }
  if (at < xml.length) tokens.push({ kind: "text", text: decodeEntities(xml.slice(at)) });
  // Text between elements is layout, except inside a value: merged where the parser reads it.
  return tokens;
}

class Reader {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private skipSpace() {
    for (
      let token = this.tokens[this.at];
      token?.kind === "text" && !token.text.trim();
      token = this.tokens[++this.at]
    );
  }

  peek(): Token | undefined {
    this.skipSpace();
    return this.tokens[this.at];
  }

  open(name: string): boolean {
    const token = this.peek();
    if (token?.kind === "empty" && token.name === name) {
      this.at += 1;
      return false;
    }
    if (token?.kind !== "open" || token.name !== name)
      throw new XmlRpcParseError(`expected <${name}>, found ${describe(token)}`);
    this.at += 1;
    return true;
  }

  close(name: string) {
    const token = this.peek();
    if (token?.kind !== "close" || token.name !== name)
      throw new XmlRpcParseError(`expected </${name}>, found ${describe(token)}`);
    this.at += 1;
  }

  /** The text up to the closing tag of `name` (entities decoded; CDATA kept). */
  text(name: string): string {
    let text = "";
    for (let token = this.tokens[this.at]; token?.kind === "text"; token = this.tokens[++this.at])
      text += token.text;
    this.close(name);
    return text;
  }

  is(kind: "open" | "close", name: string): boolean {
    const token = this.peek();
    return (
      (token?.kind === kind || (kind === "open" && token?.kind === "empty")) &&
      (token as { name: string }).name === name
    );
  }

  value(): XmlRpcValue {
    if (!this.open("value")) return "";
    // <value>text</value> without a type is a string, spaces and all.
    let ahead = this.at;
    while (this.tokens[ahead]?.kind === "text") ahead += 1;
    const after = this.tokens[ahead];
    if (after?.kind === "close" && after.name === "value") return this.text("value");
    const type = this.peek();
    if (!type || (type.kind !== "open" && type.kind !== "empty"))
      throw new XmlRpcParseError(`expected a value, found ${describe(type)}`);
    let result: XmlRpcValue;
    if (type.kind === "empty") {
      this.at += 1;
      result = type.name === "nil" ? null : type.name === "array" ? [] : type.name === "struct" ? {} : "";
      if (!["nil", "string", "array", "struct", "base64"].includes(type.name))
        throw new XmlRpcParseError(`empty <${type.name}/>`);
    } else {
      this.at += 1;
      result = this.typed(type.name);
    }
    this.close("value");
    return result;
  }

  private typed(name: string): XmlRpcValue {
    switch (name) {
      case "string":
      case "base64":
      case "dateTime.iso8601":
        return this.text(name);
      case "int":
      case "i4":
      case "i8": {
        const text = this.text(name).trim();
        if (!/^[+-]?\d+$/.test(text)) throw new XmlRpcParseError(`bad <${name}> ${text}`);
        return Number(text);
      }
      case "double": {
        const number = Number(this.text(name).trim());
        if (Number.isNaN(number)) throw new XmlRpcParseError("bad <double>");
        return number;
      }
      case "boolean": {
        const text = this.text(name).trim();
        if (text !== "0" && text !== "1") throw new XmlRpcParseError(`bad <boolean> ${text}`);
        return text === "1";
      }
      case "nil":
        this.close("nil");
        return null;
      case "array": {
        const items: XmlRpcValue[] = [];
        if (this.open("data")) {
          while (!this.is("close", "data")) items.push(this.value());
          this.close("data");
        }
        this.close("array");
        return items;
      }
      case "struct": {
        const struct: Record<string, XmlRpcValue> = {};
        while (this.is("open", "member")) {
          this.open("member");
          this.open("name");
          const member = this.text("name");
          struct[member] = this.value();
          this.close("member");
        }
        this.close("struct");
        return struct;
      }
      default:
        throw new XmlRpcParseError(`unknown type <${name}>`);
    }
  }

  end() {
    const token = this.peek();
    if (token) throw new XmlRpcParseError(`unexpected ${describe(token)} at the end`);
  }
}

function describe(token: Token | undefined): string {
  if (!token) return "the end";
  if (token.kind === "text") return `text "${token.text.trim().slice(0, 40)}"`;
  return token.kind === "close" ? `</${token.name}>` : `<${token.name}>`;
}

function params(reader: Reader): XmlRpcValue[] {
  const values: XmlRpcValue[] = [];
  if (!reader.open("params")) return values;
  while (reader.is("open", "param")) {
    reader.open("param");
    values.push(reader.value());
    reader.close("param");
  }
  reader.close("params");
  return values;
}

/** A `<methodResponse>`: its one value, or its fault. Throws XmlRpcParseError on anything else. */
export function decodeResponse(xml: string): { fault: XmlRpcFault } | { value: XmlRpcValue } {
  const reader = new Reader(tokenize(xml));
  reader.open("methodResponse");
  if (reader.is("open", "fault")) {
    reader.open("fault");
    const fault = reader.value() as Partial<XmlRpcFault>;
    reader.close("fault");
    reader.close("methodResponse");
    reader.end();
    if (!fault || typeof fault !== "object" || fault.faultString === undefined)
      throw new XmlRpcParseError("a fault without faultString");
    return { fault: { faultCode: fault.faultCode ?? 0, faultString: String(fault.faultString) } };
  }
  const values = params(reader);
  reader.close("methodResponse");
  reader.end();
  if (values.length !== 1) throw new XmlRpcParseError(`${values.length} values in a response`);
  return { value: values[0]! };
}

/** A `<methodCall>`: its method name and parameters (the local Odoo reads requests with it). */
export function decodeCall(xml: string): { method: string; params: XmlRpcValue[] } {
  const reader = new Reader(tokenize(xml));
  reader.open("methodCall");
  reader.open("methodName");
  const method = reader.text("methodName").trim();
  const values = reader.is("open", "params") ? params(reader) : [];
  reader.close("methodCall");
  reader.end();
  return { method, params: values };
}

import { describe, expect, it } from "vitest";
import {
  decodeCall,
  decodeResponse,
  encodeCall,
  encodeFault,
  encodeResponse,
  XmlRpcParseError,
} from "./xmlrpc";

// Written by Python's own xmlrpc.client (3.11), as Odoo's server answers: `dumps(..., methodresponse=True)`.
const PYTHON_LOAD_ANSWER = `<?xml version='1.0'?>
<methodResponse>
<params>
<param>
<value><struct>
<member>
<name>ids</name>
<value><array><data>
<value><int>57</int></value>
</data></array></value>
</member>
<member>
<name>messages</name>
<value><array><data>
</data></array></value>
</member>
<member>
<name>nextrow</name>
<value><int>0</int></value>
</member>
</struct></value>
</param>
</params>
</methodResponse>
`;

const PYTHON_FAULT = `<?xml version='1.0'?>
<methodResponse>
<fault>
<value><struct>
<member>
<name>faultCode</name>
<value><int>3</int></value>
</member>
<member>
<name>faultString</name>
<value><string>Access Denied</string></value>
</member>
</struct></value>
</fault>
</methodResponse>
`;

const PYTHON_CALL = `<?xml version='1.0'?>
<methodCall>
<methodName>execute_kw</methodName>
<params>
<param>
<value><string>mydb</string></value>
</param>
<param>
<value><int>7</int></value>
</param>
<param>
<value><array><data>
<value><array><data>
<value><string>website_lead_x</string></value>
<value><string>Héllo &lt;b&gt; &amp; 'q'</string></value>
</data></array></value>
</data></array></value>
</param>
<param>
<value><struct>
<member>
<name>context</name>
<value><struct>
<member>
<name>lang</name>
<value><string>en_US</string></value>
</member>
</struct></value>
</member>
</struct></value>
</param>
<param>
<value><boolean>0</boolean></value>
</param>
<param>
<value><double>1.5</double></value>
</param>
</params>
</methodCall>
`;

describe("XML-RPC", () => {
  it("reads Python's answers: a struct with arrays, a fault, a boolean", () => {
    expect(decodeResponse(PYTHON_LOAD_ANSWER)).toEqual({ value: { ids: [57], messages: [], nextrow: 0 } });
    expect(decodeResponse(PYTHON_FAULT)).toEqual({ fault: { faultCode: 3, faultString: "Access Denied" } });
    expect(
      decodeResponse(
        "<?xml version='1.0'?>\n<methodResponse>\n<params>\n<param>\n<value><boolean>0</boolean></value>\n</param>\n</params>\n</methodResponse>\n",
      ),
    ).toEqual({ value: false });
  });

  it("reads Python's calls, entities and untyped strings included", () => {
    expect(decodeCall(PYTHON_CALL)).toEqual({
      method: "execute_kw",
      params: [
        "mydb",
        7,
        [["website_lead_x", "Héllo <b> & 'q'"]],
        { context: { lang: "en_US" } },
        false,
        1.5,
      ],
    });
    expect(
      decodeCall(
        "<methodCall><methodName>x</methodName><params><param><value> two  spaces </value></param><param><value><i4>-3</i4></value></param><param><value><nil/></value></param></params></methodCall>",
      ),
    ).toEqual({ method: "x", params: [" two  spaces ", -3, null] });
  });

  it("writes what it reads back the same, Arabic, markup and line breaks included", () => {
    const params = [
      "قاعدة",
      7,
      "k&y<>",
      "crm.lead",
      "load",
      [["id", "name"], [["x", "سطر\nسطر <b>"]]],
      { context: { lang: "ar_001" } },
      true,
      2.5,
      2 ** 40,
    ];
    expect(decodeCall(encodeCall("execute_kw", params))).toEqual({ method: "execute_kw", params });
    expect(decodeResponse(encodeResponse({ ids: false, messages: [{ type: "error" }] }))).toEqual({
      value: { ids: false, messages: [{ type: "error" }] },
    });
    expect(decodeResponse(encodeFault({ faultCode: 2, faultString: "Bad <value>" }))).toEqual({
      fault: { faultCode: 2, faultString: "Bad <value>" },
    });
  });

  it("refuses what is not an XML-RPC answer", () => {
    expect(() => decodeResponse("<html><body>502 Bad Gateway</body></html>")).toThrow(XmlRpcParseError);
    expect(() =>
      decodeResponse(
        "<methodResponse><params><param><value><int>x</int></value></param></params></methodResponse>",
      ),
    ).toThrow(XmlRpcParseError);
    expect(() => decodeResponse("")).toThrow(XmlRpcParseError);
  });
});

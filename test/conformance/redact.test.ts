// The Redactor on its own: every form of a secret is replaced, whatever the secret's length, without mangling
// ordinary text; base64 of any text containing a secret is caught at every byte offset; truncated tails go too.
import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ANYWHERE_MIN_LENGTH, Redactor, secretForms } from "../../conformance/engine/redact.ts";

const KEY = 'k3y+/=%&"\\<é>\' ü:x';
const EMAIL = "hamlet@zulip.com";

describe("Redactor", () => {
  it("registers raw, percent-encoded, JSON-escaped, HTML-escaped and base64 forms", () => {
    const forms = secretForms(KEY, "$API_KEY", EMAIL).map((f) => f.form);
    const basic = Buffer.from(`${EMAIL}:${KEY}`);
    for (const f of [
      KEY,
      encodeURIComponent(KEY),
      encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      new URLSearchParams({ k: KEY }).toString().slice(2),
      JSON.stringify(KEY).slice(1, -1),
      JSON.stringify(JSON.stringify(KEY).slice(1, -1)).slice(1, -1),
      KEY.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;"),
      basic.toString("base64").replace(/=+$/, ""),
      basic.toString("base64url"),
    ]) {
      expect(forms).toContain(f);
    }
    const kinds = secretForms(KEY, "$API_KEY", EMAIL).map((f) => f.kind);
    for (const offset of [0, 1, 2]) expect(kinds).toContain(`base64 of the secret at byte offset ${offset} (core)`);
  });

  it("replaces each form wherever it appears", () => {
    const r = new Redactor();
    r.add(KEY, "$API_KEY", EMAIL);
    const basic = Buffer.from(`${EMAIL}:${KEY}`).toString("base64");
    const samples = [
      KEY,
      encodeURIComponent(KEY),
      encodeURIComponent(KEY).toLowerCase(),
      new URLSearchParams({ k: KEY }).toString(),
      JSON.stringify({ msg: `bad key ${KEY}` }),
      JSON.stringify(KEY).replace(/\//g, "\\/"),
      JSON.stringify(KEY).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
      `Authorization: Basic ${basic}`,
      `Basic ${basic.replace(/=+$/, "")}`,
      Buffer.from(`${EMAIL}:${KEY}`).toString("base64url"),
      `<p>${KEY.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")}</p>`,
    ];
    for (const s of samples) {
      const out = r.text(s);
      expect(out, s).toMatch(/\$API_KEY/);
      for (const f of r.registeredForms()) expect(out.includes(f.form), `${f.kind} in ${out}`).toBe(false);
    }
  });

  prop.prop([fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.string({ minLength: 6, maxLength: 40 }).filter((s) => s.trim() === s)], { numRuns: 200, seed: 12 })(
    "base64 of any text containing the secret is caught, at any byte offset",
    (before, after, secret) => {
      const r = new Redactor();
      r.add(secret, "$S");
      const out = r.text(Buffer.from(before + secret + after).toString("base64"));
      const cores = secretForms(secret, "$S").filter((f) => f.kind.includes("(core)") && !f.kind.includes("\\/") && f.kind.startsWith("base64 "));
      for (const c of cores) expect(out.includes(c.form)).toBe(false);
      if (Buffer.from(secret).length >= 8) expect(out).toContain("$S_BASE64");
    },
  );

  it("replaces a short secret only as a whole token, so ordinary text is not mangled", () => {
    const r = new Redactor();
    r.add("pw", "$PASSWORD", EMAIL);
    r.add("x", "$API_KEY", EMAIL);
    expect(r.text("password pw is wrong; pwd, upward, pw1, x-ray x, max")).toBe("password $PASSWORD is wrong; pwd, upward, pw1, $API_KEY-ray $API_KEY, max");
    expect(r.text('{"msg":"bad pw","password":"pw"}')).toBe('{"msg":"bad $PASSWORD","password":"$PASSWORD"}');
    expect(r.text("username=hamlet%40zulip.com&password=pw")).toBe("username=hamlet%40zulip.com&password=$PASSWORD");
    // The HTTP Basic form is long whatever the secret: replaced anywhere.
    expect(r.text(`Basic ${Buffer.from(`${EMAIL}:pw`).toString("base64")}`)).toBe("Basic $PASSWORD_BASE64==");
    for (const f of secretForms("pw", "$P", EMAIL)) if (!f.kind.startsWith("base64")) expect(f.form.length).toBeLessThan(ANYWHERE_MIN_LENGTH);
  });

  it("never registers the empty secret, and a value equal to a secret field is redacted by name", () => {
    const r = new Redactor();
    r.add("", "$X");
    r.add(undefined, "$X");
    expect(r.registeredForms()).toEqual([]);
    expect(r.value({ api_key: "anything", nested: [{ password: "p" }], other: "text" })).toEqual({ api_key: "<redacted api_key>", nested: [{ password: "<redacted password>" }], other: "text" });
  });

  it("redacts response headers (names and values), bodies, text and a tail cut inside a secret", () => {
    const r = new Redactor();
    const key = "abcdefghijklmnopqrstuvwxyz012345";
    r.add(key, "$API_KEY", EMAIL);
    const res = r.response({ headers: { "x-echo": key, [`x-${key}`]: "1", "www-authenticate": `Basic ${Buffer.from(`${EMAIL}:${key}`).toString("base64")}` }, json: { msg: key, api_key: "zzz" }, text: `{"msg":"${key}","api_key":"a\\"b"}`, errorDetail: `failed ${key}` });
    expect(JSON.stringify(res)).not.toContain(key.slice(0, 10));
    expect(res.text).toBe('{"msg":"$API_KEY","api_key":"<redacted api_key>"}');
    const cut = `${"x".repeat(40)} ${key}`.slice(0, 50);
    expect(r.response({ headers: {}, text: cut }, 50).text).toBe(`${"x".repeat(40)} `);
    expect(r.response({ headers: {}, text: cut }).text).toBe(cut);
  });

  it("deep() redacts every string of a report without touching field names it does not know", () => {
    const r = new Redactor();
    r.add("s3cr3t-value", "$API_KEY", EMAIL);
    expect(r.deep({ key: "k", notes: ["got s3cr3t-value"], n: 1, ok: true, none: null })).toEqual({ key: "k", notes: ["got $API_KEY"], n: 1, ok: true, none: null });
  });

  // Issue 21, item 7: a key echoed hex-encoded, split, reversed or upper-cased reached stdout and the reports.
  describe("simple transformations of a secret (issue 21)", () => {
    const key = "Zk3yAbCdEfGh0123/+xyzQRSTuvw9876";
    const hex = Buffer.from(key).toString("hex");
    const reversed = [...key].reverse().join("");
    const echoes: Record<string, string> = {
      "hex, lower-case": hex,
      "hex, upper-case": hex.toUpperCase(),
      "every byte percent-encoded": hex.toUpperCase().replace(/../g, "%$&"),
      "percent-encoded twice": encodeURIComponent(encodeURIComponent(key)),
      "upper-cased": key.toUpperCase(),
      "lower-cased": key.toLowerCase(),
      "case swapped": [...key].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(""),
      reversed,
      "reversed, upper-cased": reversed.toUpperCase(),
      "base64, whole": Buffer.from(key).toString("base64"),
      "base64url, whole": Buffer.from(key).toString("base64url"),
      "split by a newline": `${key.slice(0, 13)}\n${key.slice(13)}`,
      "split by spaces and a tab": `${key.slice(0, 5)} ${key.slice(5, 17)}\t  ${key.slice(17)}`,
      "hex split into lines of 16": hex.replace(/.{16}/g, "$&\n"),
      "upper-cased and split": `${key.toUpperCase().slice(0, 20)}\r\n${key.toUpperCase().slice(20)}`,
    };
    for (const [name, echo] of Object.entries(echoes)) {
      it(`${name}: replaced, nothing of it left`, () => {
        const r = new Redactor();
        r.add(key, "$API_KEY", EMAIL);
        const out = r.text(`before ${echo} after`);
        expect(out).toMatch(/^before \$API_KEY(_BASE64)?\S{0,3}\s+after$/);
        const compact = out.replace(/\s+/g, "").toLowerCase();
        for (const form of [key, hex, reversed]) expect(compact).not.toContain(form.toLowerCase().slice(0, 12));
      });
    }

    it("ordinary text with whitespace is untouched, and a short secret's transformations are not looked for", () => {
      const r = new Redactor();
      r.add(key, "$API_KEY", EMAIL);
      r.add("pw", "$PASSWORD", EMAIL);
      const text = "Zk3y is a word, so is abcdef 0123 and wp or PW\nnext line";
      expect(r.text(text)).toBe("Zk3y is a word, so is abcdef 0123 and wp or $PASSWORD\nnext line");
      expect(secretForms("pw", "$P").map((f) => f.kind)).not.toContain("reversed");
    });

    it("a JSON value nested 100,000 deep is copied and redacted without recursion", () => {
      const r = new Redactor();
      r.add(key, "$API_KEY", EMAIL);
      const deep = JSON.parse(`${"[".repeat(100_000)}{"password":"x","m":"${key}"}${"]".repeat(100_000)}`);
      let v = r.value(deep) as unknown;
      for (let i = 0; i < 100_000; i++) v = (v as unknown[])[0];
      expect(v).toEqual({ password: "<redacted password>", m: "$API_KEY" });
    });
  });
});

// Credentials never leave the process: every recorded body, header and text goes through a Redactor, and the
// finished report goes through it once more as a whole (run.ts), so nothing a rule or check wrote can carry one.
// Two layers: known secrets (API keys and passwords the run holds) are replaced wherever they appear, in every
// encoding a server could echo them in, and fields that carry credentials by name (api_key, password) are replaced
// whatever their value.
//
// Forms registered for each secret (deduplicated; see conformance/README.md, "Redaction"):
//   raw; percent-encoded (encodeURIComponent, encodeURI, application/x-www-form-urlencoded with "+" for space, each
//   with upper- and lower-case hex); JSON-escaped (as JSON.stringify, with non-ASCII as \uXXXX in either hex case,
//   with "/" as "\/", and twice: a JSON string inside a JSON string); HTML-escaped (also of the JSON-escaped form);
//   base64 and base64url of "email:secret" (HTTP Basic, with and without padding, "/" also as "\/") for every email
//   the secret is registered with; and the alignment-independent cores of base64 and base64url of the secret alone
//   (the characters of the secret's base64 at each of the three byte offsets that do not depend on what surrounds
//   it), so base64 of any text containing the secret is caught whatever came before it.
//
//   Also the simple transformations a careless or hostile server applies before echoing: hex of the secret's
//   UTF-8 bytes (plain, and every byte percent-encoded), the secret reversed, percent-encoded twice, and base64 and
//   base64url of the secret alone (whole, padded or not). Matching ignores case, so upper- and lower-cased echoes
//   (and hex in either case) are caught by the same forms; and a long form split by whitespace ("abcd\nefgh", a
//   line-wrapped echo) is caught by a second pass over the text with its whitespace left out.
//
// Short secrets: a form of 8 characters or more is replaced wherever it occurs. A shorter form (a password like
// "pw1") is replaced only where it stands as a whole token: not preceded or followed by an ASCII letter or digit.
// That never splits a word ("pw1" in "pw123" stays), so ordinary text cannot turn into garbage; only a word equal
// to the secret is replaced, which is what an echo of it looks like. Base64 cores shorter than 8 are not
// registered (the "email:secret" form is long whatever the secret).

const SECRET_FIELDS = new Set(["api_key", "password", "key"]);
/** Forms at least this long are replaced anywhere; shorter ones only as whole tokens. */
export const ANYWHERE_MIN_LENGTH = 8;
const SECRET_FIELD_IN_JSON_TEXT = /"(api_key|password|key)"(\s*:\s*)"(?:[^"\\]|\\.)*"/g;

export interface SecretForm {
  form: string;
  placeholder: string;
  /** Which encoding produced it (for tests and the README). */
  kind: string;
}

export class Redactor {
  private forms = new Map<string, SecretForm>();
  private pattern: RegExp | undefined;
  /** The forms long enough to be looked for across whitespace; null when there are none. */
  private longPattern: RegExp | null | undefined;
  private longForms: Map<string, string> | undefined;
  /** Placeholders by lower-cased form (matching ignores case). */
  private folded: Map<string, string> | undefined;
  private registered = new Set<string>();

  /**
   * Registers a secret; `placeholder` is what appears instead (e.g. "$API_KEY"). `email`: the account the secret
   * belongs to, for the HTTP Basic form base64("email:secret"). Any length; empty and undefined are ignored.
   */
  add(secret: string | undefined, placeholder: string, email?: string): void {
    if (!secret) return;
    const id = `${placeholder}\u0000${secret}\u0000${email ?? ""}`;
    if (this.registered.has(id)) return;
    this.registered.add(id);
    for (const f of secretForms(secret, placeholder, email)) {
      // The first registration of a string wins: a key equal to a password is still replaced.
      if (!this.forms.has(f.form)) this.forms.set(f.form, f);
    }
    this.pattern = undefined;
    this.longPattern = undefined;
    this.folded = undefined;
  }

  /** Every registered form (tests grep outputs for each). */
  registeredForms(): SecretForm[] {
    return [...this.forms.values()];
  }

  text(s: string): string {
    if (!this.forms.size || !s) return s;
    const re = (this.pattern ??= compile([...this.forms.keys()]));
    re.lastIndex = 0;
    const out = s.replace(re, (m) => this.placeholderOf(m));
    return /\s/.test(out) ? this.acrossWhitespace(out) : out;
  }

  /** Matching ignores case: the placeholder of a match is that of the form it equals, case aside. */
  private placeholderOf(match: string): string {
    if (!this.folded) {
      this.folded = new Map();
      for (const [form, f] of this.forms) if (!this.folded.has(form.toLowerCase())) this.folded.set(form.toLowerCase(), f.placeholder);
    }
    return this.folded.get(match.toLowerCase()) ?? this.forms.get(match)?.placeholder ?? "<redacted>";
  }

  /**
   * Long forms split by whitespace (a key echoed across two lines, or with spaces in it): the text is searched once
   * more with its whitespace left out, and each match replaces the whole stretch of the original it came from.
   * Short forms are not looked for this way: with whitespace ignored they would match across ordinary words.
   */
  private acrossWhitespace(s: string): string {
    if (this.longPattern === undefined) {
      this.longForms = new Map();
      for (const [form, f] of this.forms) {
        const compact = form.replace(/\s+/g, "");
        if (compact.length >= ANYWHERE_MIN_LENGTH && !this.longForms.has(compact.toLowerCase())) this.longForms.set(compact.toLowerCase(), f.placeholder);
      }
      this.longPattern = this.longForms.size ? new RegExp([...this.longForms.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"), "gi") : null;
    }
    const re = this.longPattern;
    if (!re) return s;
    // Almost always nothing: one native pass over the text without whitespace says so before any mapping is built.
    re.lastIndex = 0;
    if (!re.test(s.replace(/\s+/g, ""))) return s;
    // The text without its whitespace, as chunks: where each chunk starts in the compact text and in the original.
    const chunks: { at: number; from: number; length: number }[] = [];
    let compact = "";
    for (const m of s.matchAll(/\S+/g)) {
      chunks.push({ at: compact.length, from: m.index!, length: m[0].length });
      compact += m[0];
    }
    const original = (i: number) => {
      let lo = 0;
      let hi = chunks.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (chunks[mid].at <= i) lo = mid;
        else hi = mid - 1;
      }
      return chunks[lo].from + (i - chunks[lo].at);
    };
    let out = "";
    let from = 0;
    re.lastIndex = 0;
    for (let m = re.exec(compact); m; m = re.exec(compact)) {
      const start = original(m.index);
      out += s.slice(from, start) + (this.longForms!.get(m[0].toLowerCase()) ?? "<redacted>");
      from = original(m.index + m[0].length - 1) + 1;
    }
    return from ? out + s.slice(from) : s;
  }

  /** Deep copy of a JSON-like value with secrets replaced, and credential fields replaced by name. */
  value<T>(v: T): T {
    return redactValue(v, this, true) as T;
  }

  /** Deep copy with every string (and object key) redacted, no field names special: the last pass over a report. */
  deep<T>(v: T): T {
    return redactValue(v, this, false) as T;
  }

  /**
   * A response as recorded: headers (names and values), parsed body, body text and error detail. `truncatedAt`:
   * the length the text was cut to before it got here; a text that long may end inside a secret, so any tail that
   * is the beginning of a registered form is dropped too.
   */
  response<R extends { headers: Record<string, string>; json?: unknown; text: string; errorDetail?: string }>(r: R, truncatedAt?: number): R {
    let text = this.text(r.text).replace(SECRET_FIELD_IN_JSON_TEXT, (_, name: string, colon: string) => `"${name}"${colon}"<redacted ${name}>"`);
    if (truncatedAt !== undefined && r.text.length >= truncatedAt) text = this.dropPartialTail(text);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.headers)) headers[this.text(k)] = this.text(v);
    return {
      ...r,
      headers,
      json: this.value(r.json),
      text,
      ...(r.errorDetail !== undefined ? { errorDetail: this.text(r.errorDetail) } : {}),
    };
  }

  /** Removes a tail that is a proper prefix of a registered form (a secret cut off by truncation). */
  dropPartialTail(text: string): string {
    let cut = 0;
    for (const form of this.forms.keys()) {
      for (let k = Math.min(form.length - 1, text.length); k > cut; k--) {
        if (text.endsWith(form.slice(0, k))) {
          cut = k;
          break;
        }
      }
    }
    return cut ? text.slice(0, text.length - cut) : text;
  }
}

/**
 * The deep copy, iterative: a response nested thousands of levels deep (a hostile server's) must not overflow the
 * stack here, so the walk keeps its own list of the objects still to copy instead of recursing.
 */
function redactValue(v: unknown, r: Redactor, byFieldName: boolean): unknown {
  if (typeof v === "string") return r.text(v);
  if (!v || typeof v !== "object") return v;
  const copy = (x: unknown): unknown => (Array.isArray(x) ? [] : {});
  const root = copy(v);
  const pending: [unknown, Record<string | number, unknown>][] = [[v, root as Record<string, unknown>]];
  while (pending.length) {
    const [from, to] = pending.pop()!;
    const isArray = Array.isArray(from);
    for (const [k, x] of Object.entries(from as object)) {
      let out: unknown;
      if (!isArray && byFieldName && SECRET_FIELDS.has(k) && typeof x === "string") out = `<redacted ${k}>`;
      else if (typeof x === "string") out = r.text(x);
      else if (x && typeof x === "object") pending.push([x, (out = copy(x)) as Record<string, unknown>]);
      else out = x;
      to[isArray ? Number(k) : r.text(k)] = out;
    }
  }
  return root;
}

/** Form fields that carry secrets are shown as shell variables in repros. */
export function redactForm(form: Record<string, string>, r: Redactor): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) out[k] = k === "password" ? "$PASSWORD" : r.text(v);
  return out;
}

// --- the forms ---

const lowerHex = (s: string) => s.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
const formEncode = (s: string) => new URLSearchParams({ x: s }).toString().slice(2);
const jsonInner = (s: string) => JSON.stringify(s).slice(1, -1);
const asciiJson = (s: string, upper: boolean) =>
  jsonInner(s).replace(/[\u007f-\uffff]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, "0");
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
const slashEscaped = (s: string) => s.replace(/\//g, "\\/");
const html = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
const htmlHex = (s: string) => html(s).replace(/&#39;/g, "&#x27;");
const b64 = (b: Buffer) => b.toString("base64");
const b64url = (b: Buffer) => b.toString("base64url");
const unpadded = (s: string) => s.replace(/=+$/, "");

/**
 * The part of base64(prefix + secret + suffix) that depends only on the secret, for a prefix of `offset` bytes
 * (0, 1 or 2 modulo 3): characters mixing bits of the surroundings are left out.
 */
function base64Core(bytes: Buffer, offset: number, encode: (b: Buffer) => string): string {
  const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
  const full = unpadded(encode(padded));
  // Characters 0..(ceil(offset*8/6)-1) carry prefix bits; the last character carries suffix bits unless the total
  // length is a multiple of 3 (then the secret ends exactly on a character boundary).
  const start = Math.ceil((offset * 8) / 6);
  const totalBits = padded.length * 8;
  const end = Math.floor(totalBits / 6);
  return full.slice(start, end);
}

/** Every encoding of one secret that a server could echo, deduplicated. */
export function secretForms(secret: string, placeholder: string, email?: string): SecretForm[] {
  const out = new Map<string, SecretForm>();
  const put = (form: string, kind: string, ph = placeholder) => {
    if (form && !out.has(form)) out.set(form, { form, placeholder: ph, kind });
  };
  // The text encodings: what a server writes when it echoes the secret into a URL, a form, a JSON string or HTML.
  const text: [string, string][] = [["raw", secret]];
  for (const [kind, enc] of [
    ["percent-encoded", encodeURIComponent(secret)],
    ["percent-encoded (encodeURI)", encodeURI(secret)],
    ["form-encoded", formEncode(secret)],
  ] as const) {
    text.push([kind, enc], [`${kind}, lower-case hex`, lowerHex(enc)]);
  }
  text.push(["JSON-escaped", jsonInner(secret)], ["JSON-escaped, ASCII only", asciiJson(secret, false)], ["JSON-escaped, ASCII only (upper-case hex)", asciiJson(secret, true)]);
  text.push(["HTML-escaped", html(secret)], ["HTML-escaped (&#x27;)", htmlHex(secret)], ["JSON-escaped, then HTML-escaped", html(jsonInner(secret))]);
  // Simple transformations (matching ignores case, so upper- and lower-cased echoes need no forms of their own).
  const bytes = Buffer.from(secret);
  const hex = bytes.toString("hex");
  const reversed = [...secret].reverse().join("");
  // Only long ones: a short secret reversed ("pw" as "wp") is a word of its own, not an echo of it.
  const transformed: [string, string][] = [
    ["hex of the UTF-8 bytes", hex],
    ["every byte percent-encoded", hex.replace(/../g, "%$&")],
    ["percent-encoded twice", encodeURIComponent(encodeURIComponent(secret))],
    ["reversed", reversed],
    ["reversed, percent-encoded", encodeURIComponent(reversed)],
  ];
  text.push(...transformed.filter(([, form]) => form.length >= ANYWHERE_MIN_LENGTH && secret.length >= ANYWHERE_MIN_LENGTH / 2));
  // Each of them also as it reads inside a JSON string of a body's text (escaped once more, "/" maybe as "\/"):
  // a JSON body that echoes a JSON-escaped or HTML-escaped secret holds it escaped twice.
  for (const [kind, form] of text) {
    put(form, kind);
    put(slashEscaped(form), `${kind}, / as \\/`);
    put(jsonInner(form), `${kind}, inside a JSON string`);
    put(asciiJson(form, false), `${kind}, inside a JSON string (ASCII only)`);
    put(slashEscaped(jsonInner(form)), `${kind}, inside a JSON string, / as \\/`);
  }

  const b64Placeholder = `${placeholder}_BASE64`;
  if (email !== undefined) {
    const basic = Buffer.from(`${email}:${secret}`);
    for (const [kind, enc] of [
      ["base64 of email:secret (HTTP Basic)", unpadded(b64(basic))],
      ["base64url of email:secret", unpadded(b64url(basic))],
    ] as const) {
      put(enc, kind, b64Placeholder);
      put(slashEscaped(enc), `${kind}, / as \\/`, b64Placeholder);
    }
  }
  for (const [kind, enc] of [
    ["base64 of the secret", b64(bytes)],
    ["base64 of the secret, unpadded", unpadded(b64(bytes))],
    ["base64url of the secret", b64url(bytes)],
  ] as const) {
    if (enc.length < ANYWHERE_MIN_LENGTH) continue;
    put(enc, kind, b64Placeholder);
    put(slashEscaped(enc), `${kind}, / as \\/`, b64Placeholder);
  }
  for (const offset of [0, 1, 2]) {
    for (const [name, encode] of [
      ["base64", b64],
      ["base64url", b64url],
    ] as const) {
      const core = base64Core(bytes, offset, encode);
      if (core.length < ANYWHERE_MIN_LENGTH) continue;
      put(core, `${name} of the secret at byte offset ${offset} (core)`, b64Placeholder);
      put(slashEscaped(core), `${name} of the secret at byte offset ${offset} (core), / as \\/`, b64Placeholder);
    }
  }
  return [...out.values()];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** One alternation, longest first, short forms only as whole tokens: a single pass, so placeholders are never rescanned. */
function compile(forms: string[]): RegExp {
  const parts = [...forms]
    .sort((a, b) => b.length - a.length)
    .map((f) => (f.length >= ANYWHERE_MIN_LENGTH ? escapeRegExp(f) : `(?<![A-Za-z0-9])${escapeRegExp(f)}(?![A-Za-z0-9])`));
  return new RegExp(parts.join("|"), "gi");
}

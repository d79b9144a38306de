// RFC 6570 URI Template expansion (level 4, string values: a linkifier's named groups are strings). The seed calls
// url_template an "RFC 6570 URL template", so every operator expands as the RFC says (section 3.2), not only the
// simple {name}: {+name} and {#name} keep reserved characters, {.name} {/name} {;name} {?name} {&name} add their
// prefix, separator and (for ; ? &) the name; several variables per expression, the prefix modifier {name:3} and
// the explode modifier (a no-op for strings). An undefined variable (a group that did not participate) is skipped.

interface Operator {
  first: string;
  sep: string;
  named: boolean;
  /** What a named variable with an empty value gets after its name. */
  ifEmpty: string;
  /** Reserved characters and pct-encoded triplets pass unencoded. */
  reserved: boolean;
}

const OPERATORS: Record<string, Operator> = {
  "": { first: "", sep: ",", named: false, ifEmpty: "", reserved: false },
  "+": { first: "", sep: ",", named: false, ifEmpty: "", reserved: true },
  "#": { first: "#", sep: ",", named: false, ifEmpty: "", reserved: true },
  ".": { first: ".", sep: ".", named: false, ifEmpty: "", reserved: false },
  "/": { first: "/", sep: "/", named: false, ifEmpty: "", reserved: false },
  ";": { first: ";", sep: ";", named: true, ifEmpty: "", reserved: false },
  "?": { first: "?", sep: "&", named: true, ifEmpty: "=", reserved: false },
  "&": { first: "&", sep: "&", named: true, ifEmpty: "=", reserved: false },
};

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;

/** Pct-encodes a value: unreserved characters stay, and with `reserved` the reserved ones and %XX triplets too. */
function encode(value: string, reserved: boolean): string {
  let out = "";
  const chars = [...value];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (UNRESERVED.test(c) || (reserved && RESERVED.test(c))) out += c;
    else if (reserved && c === "%" && /^[0-9A-Fa-f]{2}$/.test(chars.slice(i + 1, i + 3).join(""))) out += c;
    else out += encodeURIComponent(c).replace(/[!'()*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);
  }
  return out;
}

function expandExpression(expression: string, values: Record<string, string | undefined>): string {
  const op = OPERATORS[expression[0]] ? expression[0] : "";
  const o = OPERATORS[op];
  const parts: string[] = [];
  for (const spec of expression.slice(op.length).split(",")) {
    const m = /^([A-Za-z0-9_]+)(?::(\d+)|\*)?$/.exec(spec);
    if (!m) continue;
    const raw = values[m[1]];
    if (raw === undefined) continue;
    const value = m[2] !== undefined ? [...raw].slice(0, Number(m[2])).join("") : raw;
    const encoded = encode(value, o.reserved);
    parts.push(o.named ? `${m[1]}${value === "" ? o.ifEmpty : `=${encoded}`}` : encoded);
  }
  return parts.length ? o.first + parts.join(o.sep) : "";
}

/** The template with every `{...}` expression expanded from `values`. */
export function expandUriTemplate(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{([^{}]*)\}/g, (_, expression: string) => expandExpression(expression, values));
}

// Credentials never leave the process: every recorded body, header and text goes through a Redactor.
// Two layers: known secrets (API keys and passwords the run holds) are replaced wherever they appear,
// and fields that carry credentials by name (api_key, password) are replaced whatever their value.

const SECRET_FIELDS = new Set(["api_key", "password", "key"]);

export class Redactor {
  private secrets = new Map<string, string>();

  /** Registers a secret; `placeholder` is what appears instead (e.g. "$API_KEY"). */
  add(secret: string | undefined, placeholder: string): void {
    if (secret && secret.length >= 4) this.secrets.set(secret, placeholder);
  }

  text(s: string): string {
    let out = s;
    for (const [secret, placeholder] of this.secrets) out = out.split(secret).join(placeholder);
    return out;
  }

  /** Deep copy of a JSON-like value with secrets replaced. */
  value<T>(v: T): T {
    return redactValue(v, this) as T;
  }
}

function redactValue(v: unknown, r: Redactor): unknown {
  if (typeof v === "string") return r.text(v);
  if (Array.isArray(v)) return v.map((x) => redactValue(x, r));
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[k] = SECRET_FIELDS.has(k) && typeof x === "string" ? `<redacted ${k}>` : redactValue(x, r);
    }
    return out;
  }
  return v;
}

/** Form fields that carry secrets are shown as shell variables in repros. */
export function redactForm(form: Record<string, string>, r: Redactor): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) out[k] = k === "password" ? "$PASSWORD" : r.text(v);
  return out;
}

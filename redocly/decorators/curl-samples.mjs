// Adds curl request samples (x-codeSamples) to every operation, in the API's real wire format: form fields with
// JSON-encoded values where the media type's `encoding` says application/json (Redoc's own payload sample shows the
// decoded JSON object, which no server accepts), query booleans as true/false, Basic auth unless `security: []`.
// Idempotent: it replaces the samples it wrote before.

const LABELS = ["curl", "curl (multipart)"];
const METHODS = ["get", "put", "post", "delete", "patch"];

/** Follows local $refs within the document. */
function resolve(root, node) {
  const seen = new Set();
  let n = node;
  while (n && typeof n.$ref === "string" && n.$ref.startsWith("#/") && !seen.has(n.$ref)) {
    seen.add(n.$ref);
    n = n.$ref
      .slice(2)
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((a, k) => (a == null ? undefined : a[k]), root);
  }
  return n;
}

/** Single-quoted for a POSIX shell. */
export const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** A field value as it travels: JSON text when JSON-encoded, the string itself otherwise. */
export const wireValue = (value, json) => (json || typeof value !== "string" ? JSON.stringify(value) : value);

/**
 * The curl command for one request. `fields` are [name, decoded value, jsonEncoded] triples; `query` likewise.
 * Path values are already filled into `path`.
 */
export function curlCommand({ method, path, query = [], fields = [], multipart = false, authenticated = true, prefix = "/api/v1" }) {
  const upper = method.toUpperCase();
  const lines = [];
  const url = `"$BASE_URL${prefix}${path}"`;
  if (upper === "GET") lines.push(`curl -sS${query.length ? " -G" : ""} ${url}`);
  else lines.push(`curl -sS -X ${upper} ${url}`);
  if (authenticated) lines.push(`-u "$EMAIL:$API_KEY"`);
  for (const [name, value, json] of upper === "GET" ? query : []) lines.push(`--data-urlencode ${shellQuote(`${name}=${wireValue(value, json)}`)}`);
  if (upper !== "GET" && query.length) {
    const search = query.map(([n, v, j]) => `${encodeURIComponent(n)}=${encodeURIComponent(wireValue(v, j))}`).join("&");
    lines[0] = lines[0].replace(url, `"$BASE_URL${prefix}${path}?${search}"`);
  }
  for (const [name, value, json] of fields) {
    // --form-string, not -F: a value starting with @ or < would make -F read a file.
    lines.push(`${multipart ? "--form-string" : "--data-urlencode"} ${shellQuote(`${name}=${wireValue(value, json)}`)}`);
  }
  return lines.join(" \\\n    ");
}

const exampleOf = (root, param) => {
  const p = resolve(root, param);
  const schema = resolve(root, p?.schema ?? p?.content?.["application/json"]?.schema) ?? {};
  return { p, value: p?.example ?? schema.example ?? schema.default };
};

/** The samples for one operation of a (bundled) document. */
export function samplesFor(root, path, method, pathItem, op) {
  const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((x) => exampleOf(root, x));
  let filled = path;
  for (const { p, value } of params.filter(({ p }) => p?.in === "path")) {
    filled = filled.replace(`{${p.name}}`, encodeURIComponent(String(value ?? `<${p.name}>`)));
  }
  let query = params
    .filter(({ p, value }) => p?.in === "query" && (p.required || p.example !== undefined) && value !== undefined)
    .map(({ p, value }) => [p.name, value, Boolean(p.content?.["application/json"])]);
  if (!query.length) {
    // Show at least one query value, so the true/false spelling of booleans is visible.
    const first = params.find(({ p, value }) => p?.in === "query" && value !== undefined);
    if (first) query = [[first.p.name, first.value, Boolean(first.p.content?.["application/json"])]];
  }
  const content = resolve(root, op.requestBody)?.content ?? {};
  const media = content["application/x-www-form-urlencoded"] ?? content["multipart/form-data"];
  const security = op.security ?? root.security ?? [];
  const base = { method, path: filled, query, authenticated: security.length > 0 };
  if (!media) return [{ lang: "Shell", label: LABELS[0], source: curlCommand(base) }];
  const schema = resolve(root, media.schema) ?? {};
  const example = { ...(media.example ?? {}) };
  for (const name of schema.required ?? []) {
    if (example[name] === undefined) {
      const s = resolve(root, schema.properties?.[name]) ?? {};
      example[name] = s.example ?? s.default ?? `<${name}>`;
    }
  }
  const fields = Object.entries(example).map(([k, v]) => [k, v, media.encoding?.[k]?.contentType === "application/json"]);
  const samples = [{ lang: "Shell", label: LABELS[0], source: curlCommand({ ...base, fields }) }];
  if (content["multipart/form-data"]) samples.push({ lang: "Shell", label: LABELS[1], source: curlCommand({ ...base, fields, multipart: true }) });
  return samples;
}

export default function CurlSamples() {
  return {
    Root: {
      leave(root) {
        for (const [path, item] of Object.entries(root.paths ?? {})) {
          const pathItem = resolve(root, item);
          for (const method of METHODS) {
            const op = pathItem?.[method];
            if (!op) continue;
            const others = (op["x-codeSamples"] ?? []).filter((s) => !LABELS.includes(s.label));
            op["x-codeSamples"] = [...samplesFor(root, path, method, pathItem, op), ...others];
          }
        }
      },
    },
  };
}

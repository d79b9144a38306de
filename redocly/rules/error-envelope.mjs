// Every error response (4xx) carries the spec's error envelope: result, msg and code are required. A 401 also
// documents the WWW-Authenticate header real servers send.
function requiredKeys(schema, resolve, seen = new Set()) {
  if (!schema || typeof schema !== "object") return new Set();
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return new Set();
    seen.add(schema.$ref);
    return requiredKeys(resolve(schema).node, resolve, seen);
  }
  const keys = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) for (const k of requiredKeys(part, resolve, seen)) keys.add(k);
  // A oneOf/anyOf guarantees a key only if every branch does.
  for (const combo of ["oneOf", "anyOf"]) {
    if (!schema[combo]) continue;
    const branches = schema[combo].map((b) => requiredKeys(b, resolve, new Set(seen)));
    for (const k of branches[0] ?? []) if (branches.every((b) => b.has(k))) keys.add(k);
  }
  return keys;
}

export default function ErrorEnvelope() {
  return {
    Response: {
      enter(response, ctx) {
        const status = String(ctx.key);
        if (!/^4/.test(status)) return;
        const schema = response.content?.["application/json"]?.schema;
        const keys = requiredKeys(schema, (node) => ctx.resolve(node));
        const missing = ["result", "msg", "code"].filter((k) => !keys.has(k));
        if (!schema || missing.length) {
          ctx.report({
            message: `Error response ${status} must use the error envelope (missing required: ${missing.join(", ") || "schema"}).`,
            location: ctx.location.key(),
          });
        }
        if (status === "401" && !response.headers?.["WWW-Authenticate"]) {
          ctx.report({ message: "A 401 response must document the WWW-Authenticate header.", location: ctx.location.key() });
        }
      },
    },
  };
}

// The JSON Schema of the config file (teamchat-conformance.json / .yaml), built from the command line's flags so
// every flag is settable there under its own name, with its help as the description. conformance/config.schema.json
// is this schema written out, for editors (`"$schema": "./node_modules/teamchat-api-toolchain/conformance/config.schema.json"`
// or a path to a clone); test/cli/config.test.ts fails when the file is stale (write it with
// `npx tsx conformance/config/schema.ts --write`).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONFORMANCE_FLAGS, NOT_IN_CONFIG } from "../args.ts";
import { accountRoles } from "../engine/accounts.ts";
import { specFacts } from "../../lib/spec/index.ts";

export const SCHEMA_FILE = fileURLToPath(new URL("../config.schema.json", import.meta.url));

type Json = Record<string, unknown>;

const stringList: Json = { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] };
const duration: Json = {
  oneOf: [
    { type: "string", pattern: "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|h)?\\s*$" },
    { type: "number", exclusiveMinimum: 0, description: "seconds" },
  ],
};
const integer = (minimum: number, maximum?: number): Json => ({
  oneOf: [{ type: "integer", minimum, ...(maximum !== undefined ? { maximum } : {}) }, { type: "string", pattern: "^\\s*\\d+\\s*$" }],
});
const accountEntry: Json = {
  oneOf: [
    { type: "object", required: ["email", "api_key"], properties: { email: { type: "string" }, api_key: { type: "string", description: "use ${ENV_NAME}: never write a key in the file" } }, additionalProperties: false },
    { type: "object", required: ["username", "password"], properties: { username: { type: "string" }, password: { type: "string", description: "use ${ENV_NAME}: never write a password in the file" } }, additionalProperties: false },
  ],
};

/** Types beyond "a string" for the flags that take more. */
const types = (): Record<string, Json> => ({
  seed: integer(0, 2 ** 31 - 1),
  runs: integer(1, 10_000),
  level: integer(0),
  workers: integer(1, 64),
  "max-failures": integer(1),
  rate: { oneOf: [{ type: "number", exclusiveMinimum: 0, maximum: 10_000 }, { type: "string", pattern: "^\\s*\\d+(\\.\\d+)?\\s*$" }] },
  timeout: duration,
  "event-wait": duration,
  "max-time": duration,
  "wait-for-server": duration,
  url: { type: "string", pattern: "^https?://[^/\\s]+\\S*$" },
  shard: { type: "string", pattern: "^\\d+/\\d+$" },
  inferred: { enum: ["failure", "warning"] },
  header: {
    oneOf: [
      { type: "array", items: { type: "string" } },
      { type: "object", additionalProperties: { type: "string" }, description: "{ \"Name\": \"value\" }; values may be ${ENV_NAME}" },
    ],
  },
  accounts: {
    oneOf: [
      { type: "string", description: "a JSON accounts file, as --accounts" },
      {
        type: "object",
        description: "the accounts inline, by role; write secrets as ${ENV_NAME} references",
        // The spec's role names (components.schemas.Role x-enum-names), then bots: never written here.
        propertyNames: { enum: accountRoles(specFacts()) },
        additionalProperties: { oneOf: [accountEntry, { type: "array", items: accountEntry, minItems: 1 }] },
      },
    ],
  },
});

export function configSchema(): Json {
  const TYPES = types();
  const properties: Json = { $schema: { type: "string" } };
  for (const [name, spec] of Object.entries(CONFORMANCE_FLAGS)) {
    if (NOT_IN_CONFIG.includes(name)) continue;
    const base = TYPES[name] ?? (spec.type === "boolean" ? { type: "boolean" } : spec.multiple ? stringList : { type: "string" });
    properties[name] = { description: `--${name}: ${spec.help ?? ""}`, ...base };
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://teamchat.example/conformance/config.schema.json",
    title: "teamchat-conformance config file",
    description:
      "Every flag of teamchat-conformance under its own name (flags given on the command line override it). String values may reference environment variables as ${NAME} (secrets: accounts' api_key and password, header values).",
    type: "object",
    properties,
    additionalProperties: false,
  };
}

if (process.argv.includes("--write") && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, JSON.stringify(configSchema(), null, 2) + "\n");
}

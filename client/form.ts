/**
 * The client's side of the wire format: which fields travel JSON-encoded, and under which name, to a server at a
 * given feature level. The encoding itself is lib/wire's (the one codec the server, the suite and the tests use);
 * it is re-exported here so that the wire format stays usable without the client. Which fields are JSON-encoded
 * comes from generated/wire-format.ts (derived from openapi.yaml), never from a list written here.
 */
import { wireFormat } from "../generated/wire-format.ts";
import type { OperationWire } from "./wire-types.ts";

export {
  decodeForm,
  encodeForm,
  encodeFormEntries,
  encodeMultipart,
  encodeQuery,
  encodeValue,
  formEntries,
  MULTIPART,
  URLENCODED,
  type EncodedBody,
  type FormEncoding,
} from "../lib/wire/index.ts";

/** The wire description of an operation, by openapi-fetch's method and path template (`POST`, `/streams/{stream_id}`). */
export function wireFor(method: string, path: string): OperationWire | undefined {
  return wireFormat[`${method.toUpperCase()} ${path}`];
}

/**
 * The form fields that travel JSON-encoded to a server at `featureLevel` (the newest level when omitted): the spec's
 * `encoding`, with `x-feature-level` encoding changes applied for older servers.
 */
export function jsonFieldsAt(wire: OperationWire, featureLevel?: number): Set<string> {
  const fields = new Set(wire.jsonBody);
  if (featureLevel === undefined) return fields;
  for (const [name, changes] of Object.entries(wire.bodyEncodingChanges)) {
    const pending = changes.find((c) => featureLevel < c.level);
    if (!pending) continue;
    if (pending.json) fields.add(name);
    else fields.delete(name);
  }
  return fields;
}

/**
 * The name each form field travels under to a server at `featureLevel`: its old name below the level it was renamed
 * at (e.g. `url_template` was `url_format_string` before 176). Current names at the newest level.
 */
export function fieldNameAt(wire: OperationWire, name: string, featureLevel?: number): string {
  const rename = wire.bodyRenames?.[name];
  return rename && featureLevel !== undefined && featureLevel < rename.at ? rename.from : name;
}

/** The values of a form body under the names a server at `featureLevel` reads. */
export function renameFieldsAt(wire: OperationWire, values: Record<string, unknown>, featureLevel?: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [fieldNameAt(wire, k, featureLevel), v]));
}

// Request parameters, read strictly as the spec describes them (names, JSON encoding, types, enums,
// defaults, requiredness at the server's feature level) by lib/wire's decodeInputs, with the server's
// Zulip-style checks. Everything the operation does not declare is reported back as ignored_parameters_unsupported.
import { decodeInputs, parseForm, readCapped, WireError, type InputField } from "../../lib/wire/index.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { OperationView } from "../spec/index.ts";
import { check } from "./validate.ts";

export type FormFields = Map<string, string>;

export const tooLarge = (limit: number) =>
  new ApiError("BAD_REQUEST", `Request body too large (limit: ${limit} bytes)`, 413);

const asBadRequest = <T>(read: () => T): T => {
  try {
    return read();
  } catch (err) {
    throw err instanceof WireError ? badRequest(err.message) : err;
  }
};

/** Form fields of a urlencoded or multipart body. Other content types carry no parameters (as in Zulip). */
export async function readForm(req: Request, limit: number): Promise<FormFields> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!req.body) return new Map();
  const { bytes, tooLarge: over } = await readCapped(req.body, limit);
  if (over) throw tooLarge(limit);
  try {
    return await parseForm(bytes, req.headers.get("content-type"));
  } catch (err) {
    throw err instanceof WireError ? badRequest(err.message) : err;
  }
}

export interface ParsedParams {
  params: Record<string, any>;
  /** the names of the parameters that were sent */
  sent: Set<string>;
  ignored: string[];
}

/** The operation's fields as lib/wire reads them: under their name on the wire, stored under the current name. */
const inputFields = new WeakMap<OperationView, InputField[]>();
function fieldsOf(op: OperationView): InputField[] {
  let fields = inputFields.get(op);
  if (!fields) inputFields.set(op, (fields = op.fields.map((f) => ({ ...f, name: f.wire, key: f.name }))));
  return fields;
}

export function parseParams(
  op: OperationView,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  form: FormFields,
): ParsedParams {
  // Hono has already percent-decoded path segments.
  return asBadRequest(() =>
    decodeInputs(fieldsOf(op), { method: op.method, pathParams, query, form }, (value, field) => check(value, field.schema, field.name)),
  );
}

// The shapes the server consumes from the shared spec library (lib/spec). Kept here so the
// parameter parser does not depend on how lib/spec is organised internally.

export type JsonSchema = Record<string, any>;

export interface SpecParameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
  jsonEncoded: boolean;
}

export interface SpecBodyField {
  name: string;
  required: boolean;
  schema: JsonSchema;
  jsonEncoded: boolean;
}

export interface SpecOperation {
  method: string; // lower or upper case; normalised by the consumer
  path: string; // OpenAPI template, e.g. /streams/{stream_id}
  operationId: string;
  operation: Record<string, any>;
  parameters: SpecParameter[];
  body: { fields: SpecBodyField[] } | null;
}

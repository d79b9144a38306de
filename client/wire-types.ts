/** Shapes of the tables `npm run generate` writes to generated/ for the client. */

export interface EncodingChange {
  /** Below this feature level the field travelled as `json` says. */
  level: number;
  /** Whether the field was JSON-encoded below `level`. */
  json: boolean;
}

export interface OperationWire {
  operationId: string;
  /** Query parameters declared with `content: application/json` (JSON-encoded in the URL). */
  jsonQuery: string[];
  /** Form fields the spec's `encoding` marks `application/json`, at the newest level. */
  jsonBody: string[];
  /** Form fields whose encoding changed at some level, oldest change first. */
  bodyEncodingChanges: Record<string, EncodingChange[]>;
  /** Media types the body may use; empty when the operation takes no body. */
  bodyMediaTypes: string[];
  /** Form fields renamed at some level: below `at` the field travelled as `from`. */
  bodyRenames: Record<string, FieldRename>;
}

export interface FieldRename {
  from: string;
  at: number;
}

export interface LevelRange {
  added?: number;
  deprecated?: number;
  removed?: number;
}

export interface OperationLevels extends LevelRange {
  method: string;
  path: string;
  /** Parameters and form fields that carry their own levels, by name. */
  fields: Record<string, LevelRange>;
}

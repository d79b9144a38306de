// Shapes of the x- data documented in docs/spec-conventions.md.
export type JsonObject = Record<string, any>;

export interface LevelChange {
  level: number;
  summary: string;
  /** The element as it was below `level`: a fixed vocabulary of patch keys. */
  before?: {
    default?: unknown;
    schema?: JsonObject;
    encoding?: string | null;
    required?: boolean;
    nullable?: boolean;
    minItems?: number;
  };
}

export interface FeatureLevelAnnotation {
  added?: number;
  deprecated?: number;
  removed?: number;
  renamed?: { from: string; at: number };
  changed?: LevelChange[];
}

export type Role = "anonymous" | "guest" | "member" | "moderator" | "administrator" | "owner";

/** Role codes of the seed, keyed by the names x-required-role uses. */
export const ROLE_CODES: Record<Exclude<Role, "anonymous">, number> = {
  owner: 100,
  administrator: 200,
  moderator: 300,
  member: 400,
  guest: 600,
};

export interface ErrorRow {
  code: string;
  status: number;
  condition: string;
  msg?: string;
  example: string;
}

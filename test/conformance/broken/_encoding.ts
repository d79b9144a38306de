// Shared by the broken servers: a server still reading a field in its old JSON encoding.

/** A form value JSON-decoded where it parses (the pre-level-64 description and new_name, the pre-106 full_name). */
export function jsonDecoded(v: string): string {
  try {
    return String(JSON.parse(v));
  } catch {
    return v;
  }
}

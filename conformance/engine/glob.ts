// Selection for --only / --skip. A selector is one of:
//   a rule-id glob           streams/*, checks/not_a_server_error, muting/**   ("*" within a segment, "**" across "/")
//   an operation             'GET /streams', '* /streams/*', 'PATCH /users/**'  (method glob, space, path glob)
//   a method                 method:GET, method:post
//   a path                   path:/streams/*, path:/users/**
//   a tag                    tag:channels   (the spec's operation tags)
// Path globs match the spec's path templates: "*" is one segment ("/streams/*" matches /streams/{stream_id}).
// A seed rule is selected by its id or by the operations it lists (`operations`); a generic check by its id or by
// the operations it exercises, and then runs on the selected operations only (checkOperationFilter).

export function globToRegExp(glob: string): RegExp {
  const re = glob
    .split("**")
    .map((part) => part.split("*").map(escape).join("[^/]*"))
    .join(".*");
  return new RegExp(`^${re}$`);
}

function escape(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

export function matchesAny(id: string, globs: string[]): boolean {
  return globs.some((g) => globToRegExp(g).test(id) || globToRegExp(g + "/**").test(id));
}

/** What an operation selector reads of an operation. */
export interface OperationRef {
  /** "GET /streams/{stream_id}" */
  key: string;
  method: string;
  path: string;
  tags: readonly string[];
}

export type Selector =
  | { kind: "id"; text: string; glob: string }
  | { kind: "operation" | "method" | "path" | "tag"; text: string; test: (op: OperationRef) => boolean };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
const OPERATION = /^([A-Za-z*]+)\s+(\/\S*)$/;

/** A unit as selection sees it: its id and the operations it lists (rules) or exercises (checks). */
export interface Selectable {
  id: string;
  operations: readonly string[];
}

/** One selector's text to a selector; a malformed one is a one-line message (thrown as SelectionError). */
export function parseSelector(text: string): Selector {
  const t = text.trim();
  const op = OPERATION.exec(t);
  if (op) {
    const [method, path] = [globToRegExp(op[1].toUpperCase()), pathRegExp(op[2])];
    if (!/^\*$/.test(op[1]) && !METHODS.some((m) => method.test(m))) throw new SelectionError(`"${t}": unknown method ${op[1]} (${METHODS.join(", ")})`);
    return { kind: "operation", text: t, test: (o) => method.test(o.method.toUpperCase()) && path.test(o.path) };
  }
  const prefixed = /^([a-z]+):(.*)$/i.exec(t);
  if (prefixed) {
    const [kind, value] = [prefixed[1].toLowerCase(), prefixed[2].trim()];
    if (!value) throw new SelectionError(`"${t}": ${kind}: needs a value`);
    if (kind === "method") {
      const re = globToRegExp(value.toUpperCase());
      if (!METHODS.some((m) => re.test(m))) throw new SelectionError(`"${t}": unknown method ${value} (${METHODS.join(", ")})`);
      return { kind: "method", text: t, test: (o) => re.test(o.method.toUpperCase()) };
    }
    if (kind === "path") {
      if (!value.startsWith("/")) throw new SelectionError(`"${t}": a path starts with / (path:/streams/*)`);
      const re = pathRegExp(value);
      return { kind: "path", text: t, test: (o) => re.test(o.path) };
    }
    if (kind === "tag") {
      const re = globToRegExp(value);
      return { kind: "tag", text: t, test: (o) => o.tags.some((tag) => re.test(tag)) };
    }
    throw new SelectionError(`"${t}": unknown selector ${kind}: (use a rule id glob, 'METHOD /path', method:, path: or tag:)`);
  }
  if (/\s/.test(t)) throw new SelectionError(`"${t}": not a selector (an operation is 'METHOD /path', e.g. 'GET /streams')`);
  return { kind: "id", text: t, glob: t };
}

export class SelectionError extends Error {}

/** Path globs: "*" one segment (a template's {param} included), "**" any depth; a trailing "/" is ignored. */
function pathRegExp(glob: string): RegExp {
  const g = glob.length > 1 ? glob.replace(/\/+$/, "") : glob;
  return globToRegExp(g);
}

/**
 * The selection of a run: which units run and, for the generic checks, on which operations. `only` empty selects
 * everything; `skip` removes what it matches. An operation selector in --skip removes the rules that list a matching
 * operation and removes the matching operations from every check.
 */
export class Selection {
  readonly only: Selector[];
  readonly skip: Selector[];
  constructor(only: readonly string[], skip: readonly string[]) {
    this.only = only.map(parseSelector);
    this.skip = skip.map(parseSelector);
  }

  static of(only: readonly string[] = [], skip: readonly string[] = []): Selection {
    return new Selection(only, skip);
  }

  get empty(): boolean {
    return !this.only.length && !this.skip.length;
  }

  private opsByKey(catalogue: readonly OperationRef[]): Map<string, OperationRef> {
    return new Map(catalogue.map((o) => [o.key, o]));
  }

  /** Whether a seed rule runs: its id or one of its operations is selected, and nothing in --skip matches it. */
  selectsRule(unit: Selectable, catalogue: readonly OperationRef[]): boolean {
    const ops = this.refs(unit.operations, catalogue);
    const hit = (s: Selector) => (s.kind === "id" ? matchesAny(unit.id, [s.glob]) : ops.some(s.test));
    return (!this.only.length || this.only.some(hit)) && !this.skip.some(hit);
  }

  /**
   * The operations a generic check runs on, from those it would exercise: all of them when its id is selected
   * (or nothing but --skip is given), else those an operation selector of --only matches; minus --skip's. Empty:
   * the check does not run.
   */
  checkOperations(unit: Selectable, catalogue: readonly OperationRef[]): string[] {
    if (this.skip.some((s) => s.kind === "id" && matchesAny(unit.id, [s.glob]))) return [];
    const ops = this.refs(unit.operations, catalogue);
    const byId = !this.only.length || this.only.some((s) => s.kind === "id" && matchesAny(unit.id, [s.glob]));
    const opOnly = this.only.filter((s) => s.kind !== "id");
    const chosen = byId ? ops : ops.filter((o) => opOnly.some((s) => s.test(o)));
    const skipOps = this.skip.filter((s) => s.kind !== "id");
    return chosen.filter((o) => !skipOps.some((s) => s.test(o))).map((o) => o.key);
  }

  private refs(keys: readonly string[], catalogue: readonly OperationRef[]): OperationRef[] {
    const byKey = this.opsByKey(catalogue);
    return keys.map((k) => byKey.get(k) ?? refOf(k));
  }

  /** Selectors that match nothing: rule-id globs no id matches, operation selectors no operation matches. */
  unmatched(ids: readonly string[], catalogue: readonly OperationRef[]): { ids: string[]; operations: string[] } {
    const all = [...this.only, ...this.skip];
    return {
      ids: all.filter((s) => s.kind === "id" && !ids.some((id) => matchesAny(id, [s.glob]))).map((s) => s.text),
      operations: all.filter((s) => s.kind !== "id" && !catalogue.some((o) => (s as { test: (o: OperationRef) => boolean }).test(o))).map((s) => s.text),
    };
  }
}

/** An operation key as a ref (no tags): for keys a catalogue does not have. */
export function refOf(key: string, tags: readonly string[] = []): OperationRef {
  const space = key.indexOf(" ");
  return { key, method: key.slice(0, space), path: key.slice(space + 1), tags };
}

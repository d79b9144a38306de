/**
 * The one flag parser of the project: the scripts, the reference server (`npm run server`), the benchmark and the
 * conformance suite's command line all read their flags here. `--name value`, `--name=value`, boolean `--name`,
 * one-letter aliases (`-h`), repeatable flags. A usage mistake is a UsageError whose message is one line naming
 * the problem (`unknown flag --x; valid flags: ...`, `--level must be a non-negative integer, got "x"`); readFlags
 * prints it as `<program>: <message> (<usage>)` and exits 2, never with a stack trace.
 */

export class UsageError extends Error {}

export interface FlagSpec {
  type: "string" | "boolean";
  /** May be given more than once; the values are collected in order. */
  multiple?: boolean;
  /** A one-letter alias: `h` for `-h`. */
  short?: string;
  /** The value when the flag is absent. */
  default?: string;
  /** One line for the usage text (see flagHelp). */
  help?: string;
}

export type FlagSpecs = Record<string, FlagSpec>;

type ValueOf<S extends FlagSpec> = S["type"] extends "boolean"
  ? boolean | undefined
  : S["multiple"] extends true
    ? string[]
    : S extends { default: string }
      ? string
      : string | undefined;

export type FlagValues<O extends FlagSpecs> = { -readonly [K in keyof O]: ValueOf<O[K]> };

export interface ParsedFlags<O extends FlagSpecs> {
  values: FlagValues<O>;
  /** Whether the flag was given on the command line (a default does not count). */
  given(name: keyof O & string): boolean;
  /** The flag's value as a non-negative integer (from `min` to `max`); undefined when absent. */
  integer(name: keyof O & string, options?: { min?: number; max?: number }): number | undefined;
  /** The flag's value as a duration in milliseconds (`10s`, `500ms`, `2m`, a bare number is seconds), from `min` to `max` ms. */
  duration(name: keyof O & string, options?: { min?: number; max?: number }): number | undefined;
  /** A repeatable flag's values split on commas, trimmed, empty ones dropped. */
  list(name: keyof O & string): string[];
}

/** Parses `argv` against `specs`. Pure: throws UsageError, prints nothing. */
export function parseFlags<const O extends FlagSpecs>(argv: readonly string[], specs: O): ParsedFlags<O> {
  const names = Object.keys(specs);
  const shorts = new Map(names.filter((n) => specs[n].short).map((n) => [`-${specs[n].short}`, n]));
  const given = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let inline: string | undefined;
    if (arg.startsWith("--") && arg.includes("=")) [arg, inline] = [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)];
    const name = arg.startsWith("--") && Object.hasOwn(specs, arg.slice(2)) ? arg.slice(2) : shorts.get(arg);
    if (name === undefined) {
      throw new UsageError(`unknown ${arg.startsWith("-") ? "flag" : "argument"} ${arg}; valid flags: ${names.map((n) => `--${n}`).join(", ")}`);
    }
    const spec = specs[name];
    let value = "true";
    if (spec.type === "string") {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new UsageError(`--${name} needs a value`);
      value = next;
    } else if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
    if (given.has(name) && !spec.multiple) throw new UsageError(`--${name} given twice`);
    given.set(name, [...(given.get(name) ?? []), value]);
  }

  const values: Record<string, unknown> = {};
  for (const name of names) {
    const spec = specs[name];
    const all = given.get(name);
    if (spec.type === "boolean") values[name] = all ? true : undefined;
    else if (spec.multiple) values[name] = all ?? (spec.default !== undefined ? [spec.default] : []);
    else values[name] = all?.[0] ?? spec.default;
  }
  const one = (name: string): string | undefined => {
    const v = values[name];
    return Array.isArray(v) ? v[0] : typeof v === "string" ? v : undefined;
  };
  return {
    values: values as FlagValues<O>,
    given: (name) => given.has(name),
    integer(name, options = {}) {
      const v = one(name);
      if (v === undefined) return undefined;
      if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a non-negative integer, got "${v}"`);
      const n = Number(v);
      if (options.min !== undefined && n < options.min) throw new UsageError(`--${name} must be at least ${options.min}`);
      if (options.max !== undefined && n > options.max) throw new UsageError(`--${name} must be at most ${options.max}, got ${v}`);
      return n;
    },
    duration(name, options = {}) {
      const v = one(name);
      if (v === undefined) return undefined;
      const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(v);
      if (!m) throw new UsageError(`--${name} must be a duration like 10s, 500ms or 2m, got "${v}"`);
      const ms = Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? "s") as "ms" | "s" | "m" | "h"];
      const show = (x: number) => (x % 60_000 === 0 ? `${x / 60_000}m` : x % 1000 === 0 ? `${x / 1000}s` : `${x}ms`);
      if (options.min !== undefined && ms < options.min) throw new UsageError(`--${name} must be at least ${show(options.min)}, got ${v}`);
      if (options.max !== undefined && ms > options.max) throw new UsageError(`--${name} must be at most ${show(options.max)}, got ${v}`);
      return ms;
    },
    list(name) {
      const v = values[name];
      const all = Array.isArray(v) ? v : typeof v === "string" ? [v] : [];
      return all.flatMap((x: string) => x.split(",")).map((s) => s.trim()).filter(Boolean);
    },
  };
}

/** One line per flag with its help: `  --url <value>          base URL of the server`. */
export function flagHelp(specs: FlagSpecs): string {
  return Object.entries(specs)
    .map(([name, s]) => `  ${(`--${name}` + (s.type === "boolean" ? "" : " <value>")).padEnd(22)} ${s.help ?? ""}`.trimEnd())
    .join("\n");
}

const HELP = { help: { type: "boolean", short: "h", help: "this help" } } as const;

/**
 * A program's flags from process.argv, for scripts and servers: `--help`/`-h` prints `usage` and exits 0; a usage
 * mistake prints `<program>: <message> (<usage>)` on one line of stderr and exits 2. `fail` reports a mistake
 * found after parsing the same way.
 */
export function readFlags<const O extends FlagSpecs>(program: string, usage: string, specs: O, argv: readonly string[] = process.argv.slice(2)) {
  // `npm run spec -- --level 100 | head` closes stdout early: that is the reader being done, not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  const fail = (message: string): never => {
    process.stderr.write(`${program}: ${message} (${usage})\n`);
    process.exit(2);
  };
  const guard =
    <A extends unknown[], R>(f: (...a: A) => R) =>
    (...a: A): R => {
      try {
        return f(...a);
      } catch (error) {
        if (error instanceof UsageError) return fail(error.message);
        throw error;
      }
    };
  const parsed = guard(() => parseFlags(argv, { ...specs, ...HELP }))();
  if (parsed.values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return {
    values: parsed.values as FlagValues<O>,
    given: parsed.given as (name: keyof O & string) => boolean,
    fail,
    integer: guard(parsed.integer) as (name: keyof O & string, options?: { min?: number; max?: number }) => number | undefined,
    duration: guard(parsed.duration) as (name: keyof O & string, options?: { min?: number; max?: number }) => number | undefined,
    list: guard(parsed.list) as (name: keyof O & string) => string[],
  };
}

// The one way our scripts read their flags: node:util parseArgs, but a usage mistake is one line naming the problem
// plus the usage, and exit status 2 — never a stack trace.
import { parseArgs, type ParseArgsConfig } from "node:util";

export interface Cli<V> {
  values: V;
  /** Prints `<name>: message` and the usage on stderr and exits 2. */
  fail(message: string): never;
  /** A flag's value as a non-negative integer (undefined when absent), or a usage error. */
  integer(flag: string, value: string | undefined): number | undefined;
}

export function readFlags<O extends NonNullable<ParseArgsConfig["options"]>>(name: string, usage: string, options: O, argv = process.argv.slice(2)) {
  // `npm run spec -- --level 100 | head` closes stdout early: that is the reader being done, not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  const fail = (message: string): never => {
    process.stderr.write(`${name}: ${message}\n${usage}\n`);
    process.exit(2);
  };
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: false }));
  } catch (error) {
    fail((error as Error).message.split("\n")[0]);
  }
  if ((values as { help?: boolean }).help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const integer = (flag: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) fail(`--${flag} must be a non-negative integer, got "${value}"`);
    return Number(value);
  };
  return { values: values!, fail, integer };
}

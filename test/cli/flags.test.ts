// lib/cli's flag parser, the one every command line uses: values, and each usage mistake as one line.
import { describe, expect, it } from "vitest";
import { flagHelp, parseFlags, UsageError } from "../../lib/cli/flags.ts";

const SPECS = {
  url: { type: "string", help: "base URL" },
  port: { type: "string", default: "4010" },
  only: { type: "string", multiple: true },
  timeout: { type: "string" },
  dev: { type: "boolean" },
  verbose: { type: "boolean", short: "v" },
} as const;

describe("parseFlags", () => {
  it("reads values, inline values, defaults, aliases and repeated flags", () => {
    const f = parseFlags(["--url", "http://x", "--only=a,b", "--only", " c ,", "-v", "--timeout", "500ms"], SPECS);
    expect(f.values).toEqual({ url: "http://x", port: "4010", only: ["a,b", " c ,"], timeout: "500ms", dev: undefined, verbose: true });
    expect(f.list("only")).toEqual(["a", "b", "c"]);
    expect(f.integer("port")).toBe(4010);
    expect(f.duration("timeout")).toBe(500);
    expect(f.given("port")).toBe(false);
    expect(parseFlags(["--timeout", "2m"], SPECS).duration("timeout")).toBe(120_000);
    expect(parseFlags(["--timeout=1.5"], SPECS).duration("timeout")).toBe(1500);
  });

  it.each([
    { argv: ["--nope"], error: "unknown flag --nope; valid flags: --url, --port, --only, --timeout, --dev, --verbose" },
    { argv: ["stray"], error: "unknown argument stray; valid flags: --url, --port, --only, --timeout, --dev, --verbose" },
    { argv: ["-x"], error: "unknown flag -x; valid flags: --url, --port, --only, --timeout, --dev, --verbose" },
    { argv: ["--url"], error: "--url needs a value" },
    { argv: ["--dev=yes"], error: "--dev takes no value" },
    { argv: ["--url", "a", "--url", "b"], error: "--url given twice" },
  ])("$argv: $error", ({ argv, error }) => {
    expect(() => parseFlags(argv, SPECS)).toThrow(new UsageError(error));
  });

  it.each([
    { read: (f: any) => f.integer("port"), argv: ["--port", "x"], error: '--port must be a non-negative integer, got "x"' },
    { read: (f: any) => f.integer("port"), argv: ["--port", "-1"], error: '--port must be a non-negative integer, got "-1"' },
    { read: (f: any) => f.integer("port", { min: 1 }), argv: ["--port", "0"], error: "--port must be at least 1" },
    { read: (f: any) => f.duration("timeout"), argv: ["--timeout", "soon"], error: '--timeout must be a duration like 10s, 500ms or 2m, got "soon"' },
    { read: (f: any) => f.integer("port", { max: 65535 }), argv: ["--port", "70000"], error: "--port must be at most 65535, got 70000" },
    { read: (f: any) => f.duration("timeout", { min: 1 }), argv: ["--timeout", "0"], error: "--timeout must be at least 1ms, got 0" },
    { read: (f: any) => f.duration("timeout", { max: 3_600_000 }), argv: ["--timeout", "2h"], error: "--timeout must be at most 60m, got 2h" },
  ])("$argv: $error", ({ read, argv, error }) => {
    expect(() => read(parseFlags(argv, SPECS))).toThrow(new UsageError(error));
  });

  it("writes one help line per flag", () => {
    expect(flagHelp({ url: SPECS.url, dev: { type: "boolean", help: "dev accounts" } })).toBe(
      "  --url <value)".replace(")", ">").padEnd(24) + " base URL\n" + "  --dev".padEnd(24) + " dev accounts",
    );
  });
});

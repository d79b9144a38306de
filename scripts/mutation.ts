// `npm run mutation [-- --files <path,...>] [-- --since <git ref>]`: StrykerJS with stryker.config.mjs.
//   --files a.ts,b.ts  mutate only these files (Stryker's --mutate; globs allowed)
//   --since <ref>      mutate only the server files (within the configured areas) changed since <ref>
// Other arguments are passed to `stryker run` unchanged. Reports: reports/mutation/ (gitignored).
import { spawnSync, execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const configPath: string = "../stryker.config.mjs";
const config: { mutate: string[] } = (await import(configPath)).default;

/** A file glob ("server/routes/**\/*.ts"): "**\/" any directories (or none), "*" within one segment. */
const fileGlob = (glob: string) =>
  new RegExp(`^${glob.split("**/").map((p) => p.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")).join("(?:.*/)?")}$`);
const inScope = (file: string) => config.mutate.some((g) => fileGlob(g).test(file));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const pass: string[] = [];
let mutate: string[] | undefined;

for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = (name: string) => {
    const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : args[++i];
    if (!v) fail(`${name} needs a value`);
    return v;
  };
  if (a === "--files" || a.startsWith("--files=")) mutate = [...(mutate ?? []), ...value("--files").split(",").filter(Boolean)];
  else if (a === "--since" || a.startsWith("--since=")) {
    const ref = value("--since");
    const changed = execFileSync("git", ["diff", "--name-only", ref, "--", "server"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => f.endsWith(".ts") && inScope(f));
    if (!changed.length) {
      console.log(`mutation: no server file in ${config.mutate.join(", ")} changed since ${ref}; nothing to mutate`);
      process.exit(0);
    }
    console.log(`mutation: files changed since ${ref}: ${changed.join(", ")}`);
    mutate = [...(mutate ?? []), ...changed];
  } else pass.push(a);
}

function fail(message: string): never {
  console.error(`mutation: ${message}`);
  process.exit(2);
}

const stryker = path.join(root, "node_modules", ".bin", "stryker");
const cli = ["run", "stryker.config.mjs", ...(mutate ? ["--mutate", mutate.join(",")] : []), ...pass];
console.log(`mutation: stryker ${cli.join(" ")}`);
const result = spawnSync(stryker, cli, { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);

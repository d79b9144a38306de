// Shared by the bins: loads a module of the toolchain. In the installed package that is the compiled JavaScript
// in dist/ (`npm run build`, run by `npm pack`): no tsx, no dev dependency. In a clone, where the TypeScript
// source is present and tsx installed, the source itself, so the bins never run a stale build.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = new URL("../", import.meta.url);

function tsxAvailable() {
  try {
    createRequire(import.meta.url).resolve("tsx/esm/api");
    return true;
  } catch {
    return false;
  }
}

/** Imports `<module>.ts` (clone) or `dist/<module>.js` (package); `module` is relative to the project root. */
export async function load(module) {
  const source = new URL(`${module}.ts`, root);
  if (existsSync(fileURLToPath(source)) && tsxAvailable()) {
    const { register } = await import("tsx/esm/api");
    register();
    return import(source.href);
  }
  const compiled = new URL(`dist/${module}.js`, root);
  if (!existsSync(fileURLToPath(compiled))) {
    process.stderr.write(`teamchat: ${fileURLToPath(compiled)} is missing; run \`npm run build\` (or install the packed package)\n`);
    process.exit(2);
  }
  return import(compiled.href);
}

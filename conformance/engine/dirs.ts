// Making the directory of a file the suite writes (a report, a baseline, a HAR), one level at a time. Node's
// mkdirSync({ recursive: true }) spins forever where a directory cannot be made though its parent exists (under
// /proc it answers ENOENT again and again: 100 % CPU, never returning); made step by step, the first refusal is the
// error, said in one line.
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Makes `dir` and its missing parents; the reason it cannot be made, or undefined once it exists. */
export function makeDirs(dir: string): string | undefined {
  const missing: string[] = [];
  let at = resolve(dir);
  while (!existsSync(at) && dirname(at) !== at) {
    missing.unshift(at);
    at = dirname(at);
  }
  if (!statSync(at).isDirectory()) return `${at} is not a directory`;
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST" && statSync(d).isDirectory()) continue;
      return `cannot create the directory ${d} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`;
    }
  }
  return undefined;
}

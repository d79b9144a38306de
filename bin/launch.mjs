// Shared by the bins: loads a module of the toolchain. In the installed package that is the compiled JavaScript
// in dist/ (`npm run build`, run by `npm pack`): no tsx, no dev dependency. In a clone, where the TypeScript
// source is present and tsx installed, the source itself, so the bins never run a stale build.
import { existsSync, readFileSync } from "node:fs";
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

/**
 * Makes the output of a command written for `npm run <script>` name the bin instead: its usage, its messages
 * (`npm run server -- --production ...` becomes `teamchat-server --production ...`) and the `<script>: ` prefix of
 * its errors on stderr.
 */
export function renameProgram(program, script) {
  const rename = (text) => text.replaceAll(`npm run ${script} -- `, `${program} `).replaceAll(`npm run ${script}`, program);
  for (const [stream, prefixed] of [
    [process.stdout, false],
    [process.stderr, true],
  ]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      if (typeof chunk !== "string") return write(chunk, ...rest);
      let text = rename(chunk);
      if (prefixed) text = text.replace(new RegExp(`^${script}: `, "gm"), `${program}: `);
      return write(text, ...rest);
    };
  }
}

/** The parent of `pid` and its command line, from /proc (Linux); undefined elsewhere. */
function procInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    return { ppid, cmdline };
  } catch {
    return undefined;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}

/**
 * A bin started by npm (`npx teamchat-server`, `npm exec`, an npm script) stops when npm stops. npm runs it in
 * `sh -c`, and on SIGTERM forwards the signal to that shell only, which dies without passing it on: the bin would
 * run on, orphaned, still holding its port. So the bin watches its parent and the npm process above it, and sends
 * itself SIGTERM (its own clean shutdown) when either is gone. Started any other way (`teamchat-server &` in a CI
 * step whose shell then exits), nothing changes.
 */
export function stopWithNpm() {
  if (!process.env.npm_lifecycle_event && !process.env.npm_command) return;
  const parent = process.ppid;
  let npm;
  for (let pid = parent, depth = 0; pid > 1 && depth < 3; depth++) {
    const info = procInfo(pid);
    if (!info) break;
    if (/^(\S*\/)?npm( |$)|npm-cli\.js|npx-cli\.js/.test(info.cmdline)) {
      npm = pid;
      break;
    }
    pid = info.ppid;
  }
  const timer = setInterval(() => {
    if (process.ppid === parent && (npm === undefined || alive(npm))) return;
    clearInterval(timer);
    process.kill(process.pid, "SIGTERM");
  }, 200);
  timer.unref();
}

// Processes the tests start: each one the leader of its own process group (detached), stopped as a group, so that
// whatever it starts in turn (tsx's node child, Prism's workers) goes with it. Every group started here is stopped
// when the test process exits, whatever happened; test/support/global-setup.ts fails the run if one survives anyway.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const running = new Set<ChildProcess>();

/** Spawns `command` as the leader of a new process group (detached), remembered until it exits. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.once("error", () => running.delete(child));
  return child;
}

/** Sends `signal` to the child's whole process group; false when the group is already gone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw err;
  }
}

/**
 * Whether any process of the group led by `pid` is still running. Zombies do not count: they are dead already and
 * wait for a parent (after re-parenting, init) to reap them. Without /proc, signal 0 probes the group.
 */
export function groupAlive(pid: number): boolean {
  const table = listProcesses();
  if (table.length) return table.some((p) => p.pgid === pid && p.state !== "Z");
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The child's exit code (null when it died of a signal), once it has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Stops a group: `signal` to all of it, SIGKILL to all of it after `graceMs`, then waits until no process of the
 * group is left (not only the leader: a child that ignores SIGTERM is waited for too). Returns the leader's exit code.
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", graceMs = 5000): Promise<number | null> {
  const code = exited(child);
  killGroup(child, signal);
  const leaderGone = await Promise.race([code.then(() => true), sleep(graceMs).then(() => false)]);
  if (!leaderGone || (child.pid !== undefined && groupAlive(child.pid))) killGroup(child, "SIGKILL");
  const result = await code;
  for (let i = 0; child.pid !== undefined && groupAlive(child.pid) && i < 100; i++) await sleep(20);
  return result;
}

/** Runs a command to completion in its own group (the async spawnSync): output, exit code, and a time limit. */
export async function runGroup(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { timeoutMs?: number; input?: string } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { timeoutMs = 60_000, input, ...spawnOptions } = options;
  const child = spawnGroup(command, args, { ...spawnOptions, stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  if (input !== undefined) child.stdin!.end(input);
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), timeoutMs);
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const status = await exited(child);
  await closed;
  clearTimeout(timer);
  // Whatever the command left behind in its group goes too.
  if (child.pid !== undefined && groupAlive(child.pid)) await stopGroup(child, "SIGKILL", 0);
  return { status, stdout, stderr };
}

/** Stops every group still running (afterAll hooks; also on the test process's exit). */
export async function stopAllGroups(): Promise<void> {
  await Promise.all([...running].map((c) => stopGroup(c, "SIGKILL", 0)));
}

process.once("exit", () => {
  for (const c of running) killGroup(c, "SIGKILL");
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- the process table (Linux /proc; `ps` elsewhere) ---

export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** R, S, D, T, Z (zombie: dead, not yet reaped)... */
  state: string;
  /** Start time in clock ticks since boot (Linux); with pid it identifies a process even if pids are reused. */
  start: string;
  args: string;
  /** Value of `marker` in the process's environment, when readable. */
  marker?: string;
}

/** Every process of this user, with the value of the environment variable `marker` where it can be read. */
export function listProcesses(marker?: string): ProcessInfo[] {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  const out: ProcessInfo[] = [];
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
      // priority nice num_threads itrealvalue starttime ...; comm may contain spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
      let value: string | undefined;
      if (marker) {
        try {
          const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
          value = env.find((e) => e.startsWith(`${marker}=`))?.slice(marker.length + 1);
        } catch {
          value = undefined;
        }
      }
      out.push({ pid: Number(pid), state: fields[0], ppid: Number(fields[1]), pgid: Number(fields[2]), start: fields[19], args, ...(value !== undefined ? { marker: value } : {}) });
    } catch {
      // gone meanwhile, or not ours
    }
  }
  return out;
}

/** Every descendant of `root` in a process table. */
export function descendantsOf(root: number, table: ProcessInfo[]): ProcessInfo[] {
  const children = new Map<number, ProcessInfo[]>();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out: ProcessInfo[] = [];
  const stack = [root];
  while (stack.length) {
    for (const c of children.get(stack.pop()!) ?? []) {
      out.push(c);
      stack.push(c.pid);
    }
  }
  return out;
}

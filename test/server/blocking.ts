// How long a piece of work keeps the event loop from running anything else, measured in-process with a timer probe
// (a timeout re-armed at each tick; the longest gap between two ticks is the longest stretch the loop was held).
//
// Two readings: `wall`, the gap in wall-clock time, and `cpu`, the CPU time the process spent within that gap
// (process.cpuUsage). On an idle machine they agree; on a loaded one (the tests share two cores with other work) the
// wall gap also counts the time the process waited for a core, which is not the server's doing: the tests assert
// on `cpu`, the work one request costs, and print both.
export interface Blocked {
  wall: number;
  cpu: number;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export async function blocked(run: () => Promise<unknown>): Promise<Blocked> {
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  let wall = 0;
  let cpu = 0;
  let on = true;
  const tick = () => {
    const w = performance.now();
    const c = cpuMs();
    wall = Math.max(wall, w - lastWall);
    cpu = Math.max(cpu, c - lastCpu);
    lastWall = w;
    lastCpu = c;
    if (on) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await new Promise((r) => setTimeout(r, 3));
  wall = 0;
  cpu = 0;
  lastWall = performance.now();
  lastCpu = cpuMs();
  await run();
  await new Promise((r) => setTimeout(r, 2));
  on = false;
  return { wall, cpu };
}

/** CPU time of a synchronous piece of work, in milliseconds (the least of `tries` runs). */
export function cpuTime(work: () => void, tries = 3): number {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const start = cpuMs();
    work();
    best = Math.min(best, cpuMs() - start);
  }
  return best;
}

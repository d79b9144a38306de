// Seeds: one run seed, from which every property derives its own by name, so a property's cases do not depend
// on which other rules ran (--only) or in which order (--workers).

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** FNV-1a over the run seed and the property's identity. */
export function propertySeed(runSeed: number, ...identity: string[]): number {
  let h = 0x811c9dc5 ^ runSeed;
  for (const ch of identity.join("\u0000")) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h | 0;
}

/** "--path" values: "<property>@<fast-check path>". */
export function formatReplayPath(property: string, fcPath: string): string {
  return `${property}@${fcPath}`;
}

export function parseReplayPath(path: string): { property: string; fcPath: string } {
  const at = path.lastIndexOf("@");
  return at < 0 ? { property: path, fcPath: "" } : { property: path.slice(0, at), fcPath: path.slice(at + 1) };
}

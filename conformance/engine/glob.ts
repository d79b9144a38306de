// Rule-id globs for --only / --skip: "*" matches within one segment, "**" across "/", e.g. "streams/*", "checks/*".

export function globToRegExp(glob: string): RegExp {
  const re = glob
    .split("**")
    .map((part) => part.split("*").map(escape).join("[^/]*"))
    .join(".*");
  return new RegExp(`^${re}$`);
}

function escape(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

export function matchesAny(id: string, globs: string[]): boolean {
  return globs.some((g) => globToRegExp(g).test(id) || globToRegExp(g + "/**").test(id));
}

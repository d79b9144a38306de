// Linkifiers: GET /realm/linkifiers and PATCH /realm/filters/{filter_id} (administrators, as in Zulip).
import { linkifierById, linkifiers, updateLinkifier } from "../db/repos/realm.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { isSafeLinkUrl, linkifierPatternProblem } from "../render/markdown.ts";
import { realmAudience } from "./common.ts";

/** The linkifier list of GET /realm/linkifiers, realm_linkifiers events and POST /register. */
export const listed = (ctx: Ctx) => linkifiers(ctx.db).map((l) => ({ pattern: l.pattern, url_template: l.url_template, id: l.id }));

function groupNames(pattern: string): string[] {
  return [...pattern.matchAll(/\(\?P?<([A-Za-z_][A-Za-z0-9_]*)>/g)].map((m) => m[1]);
}

/**
 * RFC 6570 template check: balanced braces, valid variable names, and an absolute http or https URL once expanded
 * (as Zulip: "javascript:", "data:", upper-case or whitespace-prefixed schemes, scheme-relative "//host" and
 * relative templates are all refused, so no linkifier can ever produce a link with another scheme).
 */
function templateVariables(ctx: Ctx, template: string): string[] {
  const vars: string[] = [];
  const stripped = template.replace(/\{([^{}]*)\}/g, (_, inner: string) => {
    const expr = inner.replace(/^[+#./;?&]/, "");
    for (const v of expr.split(",")) {
      const name = v.replace(/(\*|:\d+)$/, "");
      if (!/^[A-Za-z0-9_]+$/.test(name)) throw ctx.error("invalid-url-template");
      vars.push(name);
    }
    return "x";
  });
  if (/[{}\s]/.test(stripped) || stripped === "") throw ctx.error("invalid-url-template");
  // The variables stand for what the pattern captures: the scheme must be literal text of the template.
  if (!isSafeLinkUrl(stripped)) throw ctx.error("invalid-url-template");
  return vars;
}

/** The pattern and URL template of a create or update request, checked as Zulip checks them. */
export function checkedLinkifier(ctx: Ctx): { pattern: string; template: string } {
  const p = ctx.params;
  const pattern: string = p.pattern;
  // Before the rename the parameter was url_format_string, in Python's %(name)s syntax.
  const renamed = ctx.since(`${ctx.op} body.url_template @renamed`);
  const template: string = renamed ? p.url_template : String(p.url_template).replace(/%\(([A-Za-z0-9_]+)\)s/g, "{$1}");
  if (pattern.trim() === "") throw ctx.error("bad-regular-expression", { reason: "empty pattern" });
  // RE2 (as Zulip): a pattern it cannot run in linear time (backreferences, lookaround) does not compile.
  const problem = linkifierPatternProblem(pattern);
  if (problem !== null) throw ctx.error("bad-regular-expression", { reason: problem });
  const vars = templateVariables(ctx, template);
  const groups = groupNames(pattern);
  for (const v of vars) if (!groups.includes(v)) throw badRequest(`Group '${v}' in URL template is not present in linkifier pattern.`);
  for (const g of groups) if (!vars.includes(g)) throw badRequest(`Group '${g}' in linkifier pattern is not present in URL template.`);
  return { pattern, template };
}

function updateRoute(ctx: Ctx) {
  const { db, params: p } = ctx;
  const l = Number.isSafeInteger(p.filter_id) ? linkifierById(db, p.filter_id) : undefined;
  if (!l) throw badRequest("Linkifier not found.");
  const { pattern, template } = checkedLinkifier(ctx);
  updateLinkifier(db, l.id, pattern, template);
  ctx.emit(realmAudience(ctx), () => ({ type: "realm_linkifiers", realm_linkifiers: listed(ctx) }));
}

export const routes: Route[] = [
  { op: "GET /realm/linkifiers", handler: (ctx) => ({ linkifiers: listed(ctx) }) },
  { op: "PATCH /realm/filters/{filter_id}", handler: updateRoute },
];

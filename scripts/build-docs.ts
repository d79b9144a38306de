/**
 * `npm run docs`: builds the static, self-contained docs site under docs/site/ (gitignored).
 *
 * - index.html: the API reference, `redocly build-docs --inlineBundle` with docs/templates/redoc.hbs (a
 *   Content-Security-Policy that admits nothing from outside the page; telemetry off). The docs-only decorators
 *   teamchat/curl-samples (curl samples in the real wire format) and teamchat/operation-facts (feature-level
 *   badges, required role, errors) are enabled through a config derived from redocly.yaml;
 *   Redoc's bundle would load its "API docs by Redocly" logo from its CDN: the built page gets a local image
 *   instead (LOCAL_ASSETS), so no docs page asks any outside host for anything;
 * - changelog, permissions, errors, states, conformance-rules: generated from the spec's x- data (and from
 *   conformance/checks/index.ts and conformance/rules/registry.ts when they exist: every generic check and rule);
 * - cross-links: every rule has the anchor #rule-<id> and links to its operations; every operation's description
 *   links to the rules that exercise it (their `operations`; the decorator reads them from a file named in its
 *   options) and its levels to the changelog; every changelog entry links to the operations it changes;
 * - guides/: docs/guides/*.md rendered to HTML.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse, stringify } from "yaml";
import { readFlags } from "../lib/cli/flags.ts";
import { listOperations, loadSpec, specFacts } from "../lib/spec/index.ts";
import { escapeHtml, renderMarkdown, titleOf } from "./lib/markdown.ts";
import { redocly, ROOT, writeDerivedConfig } from "./lib/redocly.ts";
import {
  changelogPage,
  conformanceRulesPage,
  seedCoveragePage,
  errorsPage,
  permissionsPage,
  statesPage,
  type CoverageSummary,
  type RuleSummary,
} from "./lib/site-pages.ts";

export const SITE_DIR = join(ROOT, "docs/site");
const TEMPLATE = join(ROOT, "docs/templates/redoc.hbs");
const GUIDES_DIR = join(ROOT, "docs/guides");
const REGISTRY = join(ROOT, "conformance/rules/registry.ts");
const CHECKS_INDEX = join(ROOT, "conformance/checks/index.ts");
export const DOCS_DECORATORS = ["teamchat/curl-samples", "teamchat/operation-facts"];

/** Redoc's page needs its inlined module script and styles; nothing else, and nothing from another host. */
export const REDOC_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; " +
  "worker-src blob:; connect-src 'none'; base-uri 'none'; form-action 'none'";
/** The generated pages are plain HTML and CSS. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** A small local stand-in for Redoc's logo (an SVG data: URI, which the page's CSP admits). */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="92" height="18" viewBox="0 0 92 18"><text x="0" y="14" ' +
    'font-family="system-ui,sans-serif" font-size="13" fill="#555">Redocly</text></svg>',
)}`;

/** Outside assets Redoc's bundle refers to, and the local data each is replaced with in the built page. */
export const LOCAL_ASSETS: Record<string, string> = {
  "https://cdn.redoc.ly/redoc/logo-mini-full.svg": LOGO,
  "https://cdn.redoc.ly/redoc/logo-mini.svg": LOGO,
};

/** The built API reference with every outside asset replaced; throws if one it does not know is left. */
export function localizeAssets(html: string): string {
  let out = html;
  for (const [url, local] of Object.entries(LOCAL_ASSETS)) out = out.split(url).join(local);
  // Any other file on a CDN (the test in Chromium records every request the pages make, too).
  const left = /https:\/\/cdn\.[a-z0-9.-]+\/[^\s"'`)]+\.(?:svg|png|jpe?g|gif|webp|ico|woff2?|ttf|css|js)\b/.exec(out);
  if (left) throw new Error(`docs: the API reference refers to an outside asset ${left[0]}; add it to LOCAL_ASSETS`);
  return out;
}

interface Page {
  file: string;
  title: string;
  nav: string;
}

const PAGES: Page[] = [
  { file: "index.html", title: "API reference", nav: "API reference" },
  { file: "changelog.html", title: "Changelog by feature level", nav: "Changelog" },
  { file: "permissions.html", title: "Permissions", nav: "Permissions" },
  { file: "errors.html", title: "Error catalogue", nav: "Errors" },
  { file: "states.html", title: "States and transitions", nav: "States" },
  { file: "conformance-rules.html", title: "Conformance rules", nav: "Conformance rules" },
  { file: "seed-coverage.html", title: "Seed coverage", nav: "Seed coverage" },
  { file: "guides/client-quickstart.html", title: "Quick start for client teams", nav: "Client quick start" },
  { file: "guides/server-implementers.html", title: "Guide for server implementers", nav: "Server implementers" },
  { file: "guides/zulip-differences.html", title: "Zulip and the seed: where they differ", nav: "Zulip differences" },
  { file: "guides/spec-diff.html", title: "What changed between two levels or two spec versions", nav: "Spec diff" },
];

const NAV_CSS = `
  .tc-nav { display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: center; padding: 10px 20px; background: #263238;
    font: 14px/1.4 system-ui, sans-serif; }
  .tc-nav a { color: #eceff1; text-decoration: none; }
  .tc-nav a:hover, .tc-nav a[aria-current] { color: #fff; text-decoration: underline; }
  .tc-nav .tc-brand { font-weight: 600; margin-right: 12px; color: #fff; }`;

/*
 * The generated pages and guides. Nothing may make a page scroll sideways (test/docs/layout.test.ts checks at 1366
 * and 390 px): long words break only where they would overflow, code blocks wrap inside their box, tables sit in a
 * box of their own (.table-wrap) and, on a narrow screen, show each row as a card with the column names above the
 * values (the renderer writes them as data-label). Codes in cells never break between letters to fit a column; code
 * blocks wrap their long lines (a scrollbar is easy to miss, and phones hide it: a long curl line looked cut off).
 */
const PAGE_CSS = `${NAV_CSS}
  body { margin: 0; font: 15px/1.55 system-ui, sans-serif; color: #1f2933; overflow-wrap: break-word; }
  main { max-width: 1240px; margin: 0 auto; padding: 12px 24px 48px; }
  h1 { font-size: 1.8em; } h2 { margin-top: 1.8em; border-bottom: 1px solid #e0e0e0; padding-bottom: 4px; }
  .table-wrap { max-width: 100%; overflow-x: auto; margin: 12px 0; }
  table { border-collapse: collapse; font-size: 14px; width: 100%; }
  th, td { border: 1px solid #d7dde2; padding: 5px 8px; vertical-align: top; text-align: left; }
  th { background: #f3f5f7; } tr:nth-child(even) td { background: #fafbfc; }
  tr:target td { background: #fff8c5; }
  code { background: #f1f3f5; padding: 1px 4px; border-radius: 3px; font-size: 0.92em; }
  td { overflow-wrap: anywhere; }
  td[data-label="What it checks"], td[data-label="Seed's words"] { min-width: 14em; }
  td[data-label="Rule"] { width: 17%; } td[data-label="Operations"] { width: 20%; }
  td[data-label="Runs"] { width: 12%; min-width: 8.5em; overflow-wrap: normal; }
  td code, td a { word-break: normal; overflow-wrap: normal; }
  a code { color: inherit; }
  pre { background: #263238; color: #eceff1; padding: 12px 14px; overflow-x: auto; border-radius: 4px;
    white-space: pre-wrap; overflow-wrap: anywhere; }
  pre code { background: none; padding: 0; color: inherit; }
  blockquote { border-left: 4px solid #90a4ae; margin: 0; padding: 2px 14px; color: #455a64; }
  @media (max-width: 760px) {
    main { padding: 8px 14px 40px; }
    h1 { font-size: 1.5em; }
    .table-wrap { overflow-x: visible; }
    .table-wrap table, .table-wrap tbody, .table-wrap tr, .table-wrap td { display: block; width: auto; }
    .table-wrap thead { display: none; }
    .table-wrap tr { border: 1px solid #d7dde2; border-radius: 4px; margin: 0 0 10px; background: #fff; }
    .table-wrap td, .table-wrap tr:nth-child(even) td { border: none; border-top: 1px solid #eef1f3; background: none;
      padding: 4px 10px 6px; }
    .table-wrap td:first-child { border-top: none; }
    .table-wrap td::before { content: attr(data-label); display: block; font-size: 12px; font-weight: 600; color: #52606d; }
    .table-wrap td code, .table-wrap td a { overflow-wrap: break-word; }
    tr:target { outline: 2px solid #f0c000; }
  }`;

/*
 * The API reference (Redoc): code samples wrap inside their box instead of running past its edge (the curl samples'
 * long --data-urlencode lines were cut off), and codes in description tables break only between words.
 */
const REDOC_CSS = `
  pre[data-component-name="CodeBlock/CodeBlockContainer"] { --code-wrap: pre-wrap; white-space: pre-wrap !important;
    overflow-wrap: anywhere; }
  .md-table-wrapper td code, .md-table-wrapper th code { word-break: normal; overflow-wrap: break-word; }`;

/** The navigation bar; links are relative to `from` (a page path inside the site). */
function nav(from: string): string {
  const up = from.includes("/") ? "../" : "";
  const links = PAGES.map((p) => `<a href="${up}${p.file}"${p.file === from ? ' aria-current="page"' : ""}>${escapeHtml(p.nav)}</a>`);
  return `<nav class="tc-nav" aria-label="Site"><span class="tc-brand">Team Chat Service API</span>${links.join("")}</nav>`;
}

function page(from: string, title: string, bodyHtml: string): string {
  // Links inside generated pages are written relative to the site root; rebase them for pages in subfolders.
  const up = from.includes("/") ? "../" : "";
  const body = up ? bodyHtml.replace(/href="(?!https?:|#|\.\.\/)([^"]+)"/g, `href="${up}$1"`) : bodyHtml;
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}" />
  <meta name="referrer" content="no-referrer" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${escapeHtml(title)} · Team Chat Service API</title>
  <style>${PAGE_CSS}</style>
</head>
<body>
${nav(from)}
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The generic checks (conformance/checks/index.ts) and the rules (conformance/rules/registry.ts), with their level
 * references resolved to levels through the spec, or why they are not available (the suite is built elsewhere).
 */
export async function loadRules(): Promise<{ rules?: RuleSummary[]; checks?: RuleSummary[]; problem?: string }> {
  if (!existsSync(REGISTRY)) return { problem: "not built yet" };
  try {
    const facts = specFacts();
    const level = (ref: unknown) => (typeof ref === "string" ? facts.levelOf(ref) : typeof ref === "number" ? ref : undefined);
    const summary = (r: any): RuleSummary => ({
      id: r.id,
      title: r.title,
      seed: r.seed,
      operations: r.operations,
      since: level(r.since),
      until: level(r.until),
      roles: r.roles,
      writes: r.writes,
      slow: r.slow,
    });
    const mod = await import(pathToFileURL(REGISTRY).href);
    const registry = mod.REGISTRY ?? mod.default;
    const list: any[] = Array.isArray(mod.RULES) ? mod.RULES : Object.values(registry ?? {});
    if (!list.length) return { problem: "the registry lists no rules yet" };
    const checks: any[] = existsSync(CHECKS_INDEX) ? ((await import(pathToFileURL(CHECKS_INDEX).href)).CHECKS ?? []) : [];
    return { rules: list.map(summary), checks: checks.map(summary) };
  } catch (e) {
    return { problem: `it could not be loaded: ${(e as Error).message.split("\n")[0]}` };
  }
}

const COVERAGE = join(ROOT, "conformance/coverage/index.ts");
const CHECKS = join(ROOT, "conformance/checks/index.ts");

/** The seed coverage map against the registry's rules and the generic checks, or why it is not available. */
async function loadCoverage(): Promise<{ map?: CoverageSummary; problem?: string }> {
  if (!existsSync(COVERAGE) || !existsSync(REGISTRY)) return { problem: "not built yet" };
  try {
    const [coverage, registry, checks] = await Promise.all([import(pathToFileURL(COVERAGE).href), import(pathToFileURL(REGISTRY).href), import(pathToFileURL(CHECKS).href)]);
    const map = coverage.coverageMap(registry.RULES, checks.CHECKS.map((c: { id: string }) => c.id));
    return { map: { statements: map.statements, counts: map.counts } };
  } catch (e) {
    return { problem: `it could not be loaded: ${(e as Error).message.split("\n")[0]}` };
  }
}

const DEPARTURES = join(ROOT, "test/departures/index.ts");

/** The catalogue of departures (test/departures/, issue 25) against the coverage map: the statement × kind matrix. */
async function loadDepartureMatrix(): Promise<{ matrix?: DepartureMatrixSummary; problem?: string }> {
  if (!existsSync(COVERAGE) || !existsSync(DEPARTURES)) return { problem: "the catalogue of departures is not in this copy" };
  try {
    const [coverage, catalogue] = await Promise.all([import(pathToFileURL(COVERAGE).href), import(pathToFileURL(DEPARTURES).href)]);
    const departures = await catalogue.loadCatalogue();
    const m = coverage.departureMatrix(departures, catalogue.loadExemptions());
    return { matrix: { ...m, kinds: coverage.DEPARTURE_KINDS, meanings: coverage.KIND_MEANINGS, reserved: coverage.RESERVED_KINDS, departures } };
  } catch (e) {
    return { problem: `it could not be loaded: ${(e as Error).message.split("\n")[0]}` };
  }
}

export interface DepartureMatrixSummary {
  cells: { statement: string; kind: string; status: string; departures: string[]; why?: string }[];
  counts: Record<string, number>;
  perKind: Record<string, Record<string, number>>;
  kinds: readonly string[];
  meanings: Record<string, string>;
  reserved: Record<string, string>;
  departures: { id: string; title: string; statements: readonly string[]; kind: string; knownMiss?: string; profiles?: readonly string[] }[];
}

const mdCell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The "Seed coverage" page's departure matrix: counts per kind, the gaps, the known misses, each statement's cells. */
export function departureMatrixSection(m: DepartureMatrixSummary | undefined, problem?: string): string {
  const lines = ["## Departures: statement × kind", ""];
  if (!m) return [...lines, `The catalogue of departures is not available${problem ? ` (${problem})` : ""}.`].join("\n");
  const c = m.counts;
  lines.push(
    "Each departure (`test/departures/<area>/<id>.ts`) is a small declared way an implementer breaks a statement, applied in front of the " +
      "reference server at the HTTP boundary; the catalogue test runs the rules and checks of its statements against it, on the `zulip` " +
      "and `seed-only` profiles, and expects a failure. Which kinds apply to a statement is derived from its section and words; a cell " +
      "no departure can fill is exempt with its reason (`test/departures/exempt.yaml`, or the statement's own `unobservable`).",
    "",
    `${c.statements} statements, ${c.applicable} applicable cells: ${c.caught} caught, ${c.missed} missed (a departure the suite does not catch yet), ` +
      `${c.exempt} exempt, ${c.reserved} reserved, ${c.gaps} gaps. ${m.departures.length} departures.`,
    "",
    "| Kind | Meaning | Departures | Caught | Missed | Exempt | Reserved | Gaps |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const k of m.kinds) {
    const p = m.perKind[k];
    const meaning = m.reserved[k] ? `${m.meanings[k]} (reserved: ${m.reserved[k]})` : m.meanings[k];
    lines.push(`| \`${k}\` | ${mdCell(meaning)} | ${p.departures} | ${p.caught} | ${p.missed} | ${p.exempt} | ${p.reserved} | ${p.gaps} |`);
  }
  const gaps = m.cells.filter((x) => x.status === "gap");
  lines.push("", "### Gaps", "", gaps.length ? gaps.map((g) => `- \`${g.statement}\` (${g.kind})`).join("\n") : "No gap: every applicable cell has a departure or a reason.");
  const misses = m.departures.filter((d) => d.knownMiss);
  lines.push("", "### Known misses of the suite", "");
  if (!misses.length) lines.push("None: the suite catches every departure of the catalogue.");
  else {
    lines.push("| Departure | Statements | What the implementer got wrong | Why the suite misses it |", "|---|---|---|---|");
    for (const d of misses) lines.push(`| \`${d.id}\` | ${d.statements.map((s) => `\`${s}\``).join(", ")} | ${mdCell(d.title)} | ${mdCell(d.knownMiss!)} |`);
  }
  lines.push("", "### The matrix", "", "| Statement | Cells (kind: departures, or why exempt) |", "|---|---|");
  const byStatement = new Map<string, typeof m.cells>();
  for (const x of m.cells) byStatement.set(x.statement, [...(byStatement.get(x.statement) ?? []), x]);
  for (const [statement, cells] of byStatement) {
    const text = cells.map((x) => `**${x.kind}** ${x.status}${x.departures.length ? `: ${x.departures.map((d) => `\`${d}\``).join(", ")}` : x.why ? `: ${x.why}` : ""}`);
    lines.push(`| \`${statement}\` | ${mdCell(text.join("; "))} |`);
  }
  return lines.join("\n");
}

/** `METHOD /path` -> the ids of the rules that exercise it (their `operations`), sorted. */
export function rulesByOperation(rules: readonly { id: string; operations?: readonly string[] }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of rules) for (const label of r.operations ?? []) (out[label] ??= []).push(r.id);
  for (const ids of Object.values(out)) ids.sort();
  return out;
}

export interface BuildResult {
  files: string[];
  rules: number | undefined;
}

export async function buildDocs(outDir: string = SITE_DIR, log: (s: string) => void = () => {}): Promise<BuildResult> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, "guides"), { recursive: true });
  const files: string[] = [];

  // 1. The API reference. Each operation links to the rules that exercise it (teamchat/operation-facts reads them
  // from a file named in its options).
  const { rules, checks, problem } = await loadRules();
  const tmp = mkdtempSync(join(tmpdir(), "teamchat-docs-"));
  try {
    const config = writeDerivedConfig(tmp, DOCS_DECORATORS);
    const rulesFile = join(tmp, "rules-by-operation.json");
    writeFileSync(rulesFile, JSON.stringify(rulesByOperation(rules ?? [])));
    const derived = parse(readFileSync(config, "utf8"));
    derived.decorators["teamchat/operation-facts"] = { rulesFile };
    writeFileSync(config, stringify(derived));
    const ops = listOperations(loadSpec());
    redocly([
      "build-docs",
      "openapi.yaml",
      "--config",
      config,
      "--output",
      join(outDir, "index.html"),
      "--template",
      TEMPLATE,
      "--inlineBundle",
      "--title",
      "Team Chat Service API reference",
      `--templateOptions.csp=${REDOC_CSP}`,
      `--templateOptions.nav=${nav("index.html")}`,
      `--templateOptions.navCss=${NAV_CSS}`,
      `--templateOptions.redocCss=${REDOC_CSS}`,
      // Redoc's own request sample would show the decoded JSON object; the curl samples show the wire format.
      "--openapi.hideRequestPayloadSample=true",
      "--openapi.jsonSamplesExpandLevel=2",
      "--openapi.expandResponses=200",
    ]);
    writeFileSync(join(outDir, "index.html"), localizeAssets(readFileSync(join(outDir, "index.html"), "utf8")));
    files.push("index.html");
    log(`docs: API reference with ${ops.length} operations -> ${join(outDir, "index.html")}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  // 2. Pages generated from the spec's data.
  const coverage = await loadCoverage();
  const departures = await loadDepartureMatrix();
  const generated: Record<string, string> = {
    "changelog.html": changelogPage(),
    "permissions.html": permissionsPage(),
    "errors.html": errorsPage(),
    "states.html": statesPage(),
    "conformance-rules.html": conformanceRulesPage(rules, problem, checks),
    "seed-coverage.html": `${seedCoveragePage(coverage.map, coverage.problem)}\n\n${departureMatrixSection(departures.matrix, departures.problem)}`,
  };
  for (const [file, markdown] of Object.entries(generated)) {
    writeFileSync(join(outDir, file), page(file, titleOf(markdown, file), renderMarkdown(markdown)));
    files.push(file);
  }
  log(`docs: ${Object.keys(generated).join(", ")}${rules ? ` (${checks?.length ?? 0} generic checks, ${rules.length} conformance rules)` : ` (conformance rules: ${problem})`}`);

  // 3. Guides.
  for (const name of readdirSync(GUIDES_DIR).filter((f) => f.endsWith(".md")).sort()) {
    const markdown = readFileSync(join(GUIDES_DIR, name), "utf8");
    const file = `guides/${name.replace(/\.md$/, ".html")}`;
    writeFileSync(join(outDir, file), page(file, titleOf(markdown, name), renderMarkdown(markdown)));
    files.push(file);
  }
  log(`docs: ${files.length} pages in ${outDir}`);
  return { files, rules: rules?.length };
}

async function main() {
  const { values } = readFlags("docs", "usage: npm run docs [-- --out DIR]", { out: { type: "string" } });
  const started = Date.now();
  await buildDocs(values.out ?? SITE_DIR, (s) => process.stdout.write(`${s}\n`));
  process.stdout.write(`docs: built in ${((Date.now() - started) / 1000).toFixed(1)} s; open docs/site/index.html\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

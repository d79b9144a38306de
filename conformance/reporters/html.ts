// --reporter html=FILE: the whole report as one self-contained page to open in a browser or keep as a CI artifact.
// Nothing outside the file is ever requested: the CSS and the script are inline, allowed by their hashes in a strict
// Content-Security-Policy meta (default-src 'none'), no font, image or CDN. Every text that came from the server
// (or from anything else) is escaped; the page works without its script (sections are <details>), which only adds
// a filter, copy buttons and open/close all.
//
// Sections: the verdict and summary, the digest (digest.ts, the few causes behind most findings), the findings
// grouped by cause with their request, response, earlier writes (`steps`), curl and replay, skips by reason (a
// missing Zulip extra grouped by extra), crashed rules, notes, coverage and every rule's result.
import { createHash } from "node:crypto";
import type { Finding, Report, RequestRecord, ResponseRecord, RuleResult } from "../engine/types.ts";
import { verdictLine } from "./verdict.ts";
import { demandText, quoteText } from "./text.ts";
import { specRef } from "./locations.ts";
import { allCauses, causeKey, digest, failuresText, percent, type DigestCause } from "./digest.ts";

/** Characters of a response body shown per finding (the JSON report has the recorded body). */
const BODY_CHARS = 20_000;

export function formatHtml(report: Report): string {
  const d = digest(report);
  const causes = allCauses(report);
  const anchor = new Map(causes.map((c, i) => [`${c.severity}:${c.key}`, `cause-${i + 1}`]));
  const title = `Conformance report: ${verdictText(report)}`;
  const body = [
    `<header><h1>${esc(verdictText(report))}</h1><p class="target">${esc(targetText(report))}</p></header>`,
    summarySection(report),
    digestSection(report, d.causes, anchor, d),
    findingsSection(report, causes, anchor),
    skipsSection(report, d.untested),
    notesSection(report),
    coverageSection(report),
    rulesSection(report),
  ].join("\n");
  const csp = [
    "default-src 'none'",
    `style-src '${sha256(CSS)}'`,
    `script-src '${sha256(SCRIPT)}'`,
    "img-src 'none'",
    "font-src 'none'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body class="verdict-${esc(report.verdict)}">
<nav class="toolbar"><label>Filter <input id="filter" type="search" placeholder="rule, operation, text…" autocomplete="off"></label> <button type="button" id="open-all">Open all</button> <button type="button" id="close-all">Close all</button></nav>
<main>
${body}
</main>
<footer>${esc(report.tool.name)} ${esc(report.tool.version)} · started ${esc(report.startedAt)} · seed ${report.seed}</footer>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function verdictText(report: Report): string {
  return verdictLine(report);
}

function targetText(report: Report): string {
  const t = report.target;
  return `${t.url} — feature level ${t.advertisedLevel ?? "?"}, tested as ${t.testedLevel}${t.serverVersion ? `, version ${t.serverVersion}` : ""}`;
}

function summarySection(report: Report): string {
  const s = report.summary;
  const exercised = report.coverage.filter((c) => c.exercised).length;
  const cells: [string, string | number, string][] = [
    ["Rules passed", s.passed, "passed"],
    ["Rules failed", s.failed, s.failed ? "failed" : ""],
    ["Skipped", s.skipped, ""],
    ["Errored", s.errored, s.errored ? "failed" : ""],
    ["Failures", s.failures, s.failures ? "failed" : ""],
    ["Warnings", s.warnings, s.warnings ? "warning" : ""],
    ["Requests", s.requests, ""],
    ["Operations exercised", `${exercised}/${report.coverage.length}`, ""],
  ];
  const facts = [
    `Seed ${report.seed} (replay with --seed ${report.seed}), ${report.runs} runs per property, ${(report.durationMs / 1000).toFixed(1)} s`,
    report.readOnly && "Read-only run (--read-only)",
    report.unauthenticatedOnly && "No accounts (--unauthenticated-only): only what needs no account was tested",
    report.shard && `Shard ${report.shard.index}/${report.shard.count}`,
    report.scope && `Rules run: ${report.scope.ran} of ${report.scope.of}${report.scope.leftOut.length ? ` (${report.scope.leftOut.join("; ")})` : ""}`,
    report.config && `Config file: ${report.config.file ?? "none"}`,
    report.rateLimit && (report.rateLimit.waitedMs || report.rateLimit.responses429) && `Rate limits held the run back ${(report.rateLimit.waitedMs / 1000).toFixed(1)} s (${report.rateLimit.responses429} answer(s) 429)`,
    `Exit code ${report.exitCode}`,
  ].filter(Boolean) as string[];
  return `<section id="summary"><h2>Summary</h2>
<dl class="counts">${cells.map(([k, v, cls]) => `<div class="${cls}"><dt>${esc(k)}</dt><dd>${esc(String(v))}</dd></div>`).join("")}</dl>
<ul class="facts">${facts.map((f) => `<li>${esc(f)}</li>`).join("")}</ul></section>`;
}

function digestSection(report: Report, top: DigestCause[], anchor: Map<string, string>, d: ReturnType<typeof digest>): string {
  if (!top.length) {
    const why = report.verdict === "conformant" ? "No failure and no warning." : report.notes.slice(0, 3).join(" ");
    return `<section id="digest"><h2>Digest</h2><p>${esc(why || "No finding.")}</p></section>`;
  }
  const rows = top.map((c) => {
    const where = c.operations.length ? `${c.operations.slice(0, 3).join(", ")}${c.operations.length > 3 ? ` and ${c.operations.length - 3} more` : ""}` : "";
    const who = c.kind || c.key === "errored" ? `${c.rules.length} rule(s)` : (c.rule ?? "");
    return `<tr class="sev-${c.severity}"><td class="num">${c.count}</td><td class="share"><meter min="0" max="1" value="${c.share.toFixed(3)}" title="${percent(c.share)}"></meter> ${percent(c.share)}</td><td><a href="#${anchor.get(`${c.severity}:${c.key}`)}">${esc(c.title)}</a></td><td>${esc(where)}</td><td>${esc(who)}</td><td>${c.severity}</td></tr>`;
  });
  const failures = top.filter((c) => c.severity === "failure").length;
  const lead = d.failures.count
    ? `${failures} cause(s) behind ${percent(d.covered)} of ${failuresText(d)}${d.more.failure ? ` (${d.more.failure} more cause(s) below)` : ""}.`
    : `No failure; ${d.warnings.count} warning(s).`;
  return `<section id="digest"><h2>Digest</h2><p>${esc(lead)}</p>
<div class="scroll"><table class="digest"><thead><tr><th>Met</th><th>Share</th><th>Cause</th><th>Where</th><th>Rules</th><th>Severity</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table></div></section>`;
}

function findingsSection(report: Report, causes: DigestCause[], anchor: Map<string, string>): string {
  if (!causes.length) return "";
  let n = 0;
  const parts = causes.map((c, i) => {
    const id = anchor.get(`${c.severity}:${c.key}`)!;
    const list = c.key === "errored" ? [] : report.findings.filter((f) => f.severity === c.severity && causeKey(f) === c.key);
    const errored = c.key === "errored" ? report.rules.filter((r) => r.status === "errored") : [];
    const head = `<span class="badge sev-${c.severity}">${c.severity}</span> ${esc(c.title)} <span class="times">${c.count}× · ${percent(c.share)}${c.operations.length ? ` · ${c.operations.length} operation(s)` : ""} · ${c.rules.length} rule(s)</span>`;
    const items = [...list.map((f) => findingHtml(f, `finding-${++n}`)), ...errored.map((r) => `<article class="finding"><h4>${esc(r.id)}</h4><pre>${esc(r.reason ?? "errored")}</pre></article>`)];
    return `<section class="cause" id="${id}"><details${i < 3 ? " open" : ""}><summary><h3>${head}</h3></summary>
${c.kind && list.length > 1 ? `<p class="rules">Met by: ${rulesHtml(c.rules)}</p>` : ""}
${items.join("\n")}
</details></section>`;
  });
  return `<section id="findings"><h2>Findings by cause</h2>\n${parts.join("\n")}\n</section>`;
}

function findingHtml(f: Finding, id: string): string {
  const rows: [string, string][] = [
    ["Rule", f.rule],
    ...(f.operation ? [["Operation", f.operation] as [string, string]] : []),
    ...(f.kind ? [["Kind", f.kind] as [string, string]] : []),
    ...(f.occurrences ? [["Occurrences", `${f.occurrences} (the first shown)`] as [string, string]] : []),

    ["Documented", f.expected],
    ["Received", f.received],
    ...(quoteText(f) ? [["Seed says", quoteText(f)!] as [string, string]] : []),
    ...(demandText(f) ? [["Demand", demandText(f)!] as [string, string]] : []),
    ...(f.caveat ? [["Caveat", f.caveat] as [string, string]] : []),
    ...(f.pointer ? [["Spec", specRef(f.pointer)] as [string, string]] : []),
  ];
  const metBy = f.rules ? `<dt>Met by</dt><dd>${rulesHtml(f.rules)}</dd>` : "";
  const parts = [`<article class="finding sev-${f.severity}" id="${id}"><h4>${esc(f.title)}${f.operation ? ` <code>${esc(f.operation)}</code>` : ""}</h4>`, `<dl class="facts">${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("")}${metBy}</dl>`];
  if (f.request || f.response) {
    parts.push(`<details class="exchange"><summary>Request and response</summary>${f.request ? `<h5>Request</h5><pre>${esc(requestText(f.request))}</pre>` : ""}${f.response ? `<h5>Response</h5><pre>${esc(responseText(f.response))}</pre>` : ""}</details>`);
  }
  if (f.steps?.length) {
    const steps = f.steps.map((st, i) => `<li><pre>${esc(requestText(st.request))}</pre><p class="answer">→ ${esc(st.answer)}</p>${command(`${id}-step-${i + 1}`, "curl", st.curl)}</li>`);
    parts.push(`<details class="steps" open><summary>Sent before, in order (${f.steps.length})</summary><ol>${steps.join("")}</ol></details>`);
  }
  if (f.curl) parts.push(command(`${id}-curl`, "Reproduce", f.curl));
  if (f.replay) parts.push(command(`${id}-replay`, "Replay", f.replay.command));
  parts.push("</article>");
  return parts.join("\n");
}

/** A list of rule ids: the first few inline, a long list folded. */
function rulesHtml(ids: readonly string[], shown = 8): string {
  if (ids.length <= shown) return esc(ids.join(", "));
  return `<details class="more"><summary>${esc(ids.slice(0, shown).join(", "))} and ${ids.length - shown} more</summary>${esc(ids.join(", "))}</details>`;
}

function command(id: string, label: string, text: string): string {
  return `<div class="cmd"><span class="label">${esc(label)}</span><pre id="${id}">${esc(text)}</pre><button type="button" class="copy" data-copy="${id}">Copy</button></div>`;
}

function requestText(q: RequestRecord): string {
  const lines = [`${q.method} ${q.url}   (as ${q.as}${q.email ? ` ${q.email}` : ""})`];
  for (const [k, v] of Object.entries(q.headers)) lines.push(`${k}: ${v}`);
  if (q.form) {
    lines.push("", `${q.bodyKind} body:`);
    for (const [k, v] of Object.entries(q.form)) lines.push(`  ${k}=${v.length > 2000 ? `${v.slice(0, 2000)}… (${v.length} characters)` : v}`);
  }
  return lines.join("\n");
}

function responseText(r: ResponseRecord): string {
  const lines = [r.error ? `no response: ${r.error}${r.errorDetail ? ` (${r.errorDetail})` : ""}` : `${r.status}   after ${r.elapsedMs} ms`];
  for (const [k, v] of Object.entries(r.headers)) lines.push(`${k}: ${v}`);
  const body = r.json !== undefined ? JSON.stringify(r.json, null, 2) : r.text;
  if (body) lines.push("", body.length > BODY_CHARS ? `${body.slice(0, BODY_CHARS)}\n… (${body.length - BODY_CHARS} more characters; the JSON report has the recorded body)` : body);
  return lines.join("\n");
}

/** Skips by reason: a missing Zulip extra grouped by extra, other reasons grouped by their wording (numbers aside). */
function skipsSection(report: Report, untested: { capability: string; rules: string[] }[]): string {
  const skipped = report.rules.filter((r) => r.status === "skipped");
  if (!skipped.length) return "";
  const parts: string[] = [];
  for (const u of untested) {
    const reason = skipped.find((r) => r.capability === u.capability)?.reason ?? "";
    parts.push(`<details class="skip"><summary>Not tested, the server lacks Zulip's <code>${esc(u.capability)}</code> (not in the seed): ${u.rules.length} rule(s)</summary><p>${esc(reason)}</p><ul>${u.rules.map((id) => `<li><code>${esc(id)}</code></li>`).join("")}</ul></details>`);
  }
  const groups = new Map<string, RuleResult[]>();
  for (const r of skipped.filter((r) => !r.capability)) {
    const key = reasonClass(r.reason ?? "no reason given");
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const same = list.every((r) => r.reason === list[0].reason);
    const items = list.map((r) => `<li><code>${esc(r.id)}</code>${same ? "" : `: ${esc(r.reason ?? "")}`}</li>`);
    parts.push(`<details class="skip"><summary>${esc(same ? (list[0].reason ?? key) : key)}: ${list.length} rule(s)</summary><ul>${items.join("")}</ul></details>`);
  }
  return `<section id="skips"><h2>Skipped (${skipped.length})</h2>\n${parts.join("\n")}\n</section>`;
}

/** A skip reason without its particulars: "applies below feature level N (…); testing level N". */
function reasonClass(reason: string): string {
  return reason.replace(/\([^)]*\)/g, "(…)").replace(/\d+/g, "N");
}

function notesSection(report: Report): string {
  const notes = [...report.notes, ...report.findings.filter((f) => f.severity === "note").map((f) => `${f.rule}: ${f.title} — ${f.received}`)];
  if (!notes.length) return "";
  return `<section id="notes"><h2>Notes (${notes.length})</h2><details><summary>Show the notes</summary><ul>${notes.map((n) => `<li>${esc(n)}</li>`).join("")}</ul></details></section>`;
}

function coverageSection(report: Report): string {
  if (!report.coverage.length) return "";
  const documented = report.coverage.flatMap((c) => c.documentedStatuses.map((st) => ({ c, st })));
  const seen = documented.filter(({ c, st }) => c.seenStatuses.some((x) => String(x) === st || `${String(x)[0]}XX` === st));
  const rows = report.coverage.map(
    (c) => `<tr class="${c.exercised ? "passed" : "unexercised"}"><td>${c.exercised ? "✓" : "–"}</td><td><code>${esc(c.operation)}</code></td><td>${esc(c.documentedStatuses.join(", "))}</td><td>${esc(c.seenStatuses.join(", ") || "none")}</td></tr>`,
  );
  return `<section id="coverage"><h2>Coverage</h2><p>${report.coverage.filter((c) => c.exercised).length}/${report.coverage.length} operations exercised; ${seen.length}/${documented.length} documented statuses seen.</p>
<details><summary>Per operation</summary><div class="scroll"><table><thead><tr><th></th><th>Operation</th><th>Documented</th><th>Seen</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table></div></details></section>`;
}

function rulesSection(report: Report): string {
  if (!report.rules.length) return "";
  const mark: Record<RuleResult["status"], string> = { passed: "✓", failed: "✗", skipped: "–", errored: "!" };
  const rows = report.rules.map(
    (r) => `<tr class="${r.status}"><td>${mark[r.status]}</td><td><code>${esc(r.id)}</code></td><td>${esc(r.title)}</td><td>${r.status}</td><td class="num">${r.requests}</td><td class="num">${(r.durationMs / 1000).toFixed(2)}</td></tr>`,
  );
  return `<section id="rules"><h2>Rules (${report.rules.length})</h2><details><summary>Every rule's result</summary><div class="scroll"><table><thead><tr><th></th><th>Id</th><th>Title</th><th>Status</th><th>Requests</th><th>s</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table></div></details></section>`;
}

/** Escapes text for HTML content and attribute values; drops control characters a page cannot show. */
export function esc(s: string): string {
  return s
    .replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, "\uFFFD");
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--card:#f6f8fa;--fail:#cf222e;--warn:#9a6700;--pass:#1a7f37;--link:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;--card:#161b22;--fail:#f85149;--warn:#d29922;--pass:#3fb950;--link:#4493f8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main,header,footer{max-width:1200px;margin:0 auto;padding:0 16px}
header{padding-top:16px}
h1{font-size:24px;margin:8px 0}
.verdict-violations h1,.verdict-incomplete h1,.verdict-unreachable h1,.verdict-config-error h1{color:var(--fail)}
.verdict-conformant h1{color:var(--pass)}
h2{font-size:18px;border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:28px}
h3{display:inline;font-size:15px;margin:0}
h4{margin:0 0 6px;font-size:14px}
h5{margin:8px 0 2px;font-size:13px}
a{color:var(--link)}
code,pre{font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:8px;margin:4px 0;overflow-x:auto;white-space:pre-wrap;overflow-wrap:anywhere;max-height:480px}
.toolbar{position:sticky;top:0;z-index:1;background:var(--bg);border-bottom:1px solid var(--line);padding:6px max(16px,calc((100% - 1200px)/2 + 16px));display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.toolbar input{min-width:16em;font:inherit;padding:2px 6px}
button{font:inherit;font-size:12px;padding:2px 8px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);cursor:pointer}
.target{color:var(--muted);margin:0;overflow-wrap:anywhere}
dl.counts{display:flex;flex-wrap:wrap;gap:8px;margin:0}
dl.counts div{border:1px solid var(--line);border-radius:6px;padding:6px 12px;min-width:110px;background:var(--card)}
dl.counts dt{color:var(--muted);font-size:12px}
dl.counts dd{margin:0;font-size:20px;font-weight:600}
dl.counts .failed dd{color:var(--fail)} dl.counts .warning dd{color:var(--warn)} dl.counts .passed dd{color:var(--pass)}
ul.facts{color:var(--muted);padding-left:18px}
table{border-collapse:collapse;width:100%;margin:6px 0}
th,td{border-bottom:1px solid var(--line);padding:4px 6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{white-space:nowrap}
td.share{white-space:nowrap}
td.num{text-align:right;font-variant-numeric:tabular-nums}
meter{width:80px;vertical-align:middle}
tr.sev-failure td:last-child,.badge.sev-failure{color:var(--fail)}
tr.sev-warning td:last-child,.badge.sev-warning{color:var(--warn)}
.badge{font-size:11px;text-transform:uppercase;border:1px solid currentColor;border-radius:10px;padding:0 6px;margin-right:4px}
.times{color:var(--muted);font-weight:normal;font-size:12px}
.cause{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:6px 10px}
.cause summary{cursor:pointer}
.finding{border-top:1px solid var(--line);padding:8px 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:4px 0}
dl.facts dt{color:var(--muted)} dl.facts dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
.cmd{display:grid;grid-template-columns:max-content 1fr max-content;gap:8px;align-items:start}
.cmd .label{color:var(--muted);padding-top:10px}
.cmd button{margin-top:8px}
.steps ol{padding-left:20px}
.answer{margin:0 0 4px;color:var(--muted);overflow-wrap:anywhere}
.rules{color:var(--muted);overflow-wrap:anywhere}
tr.failed td:first-child,tr.errored td:first-child{color:var(--fail)} tr.passed td:first-child{color:var(--pass)}
tr.unexercised{color:var(--muted)}
.hidden{display:none}
.scroll{overflow-x:auto;max-width:100%}
@media (max-width:600px){table.digest th:nth-child(6),table.digest td:nth-child(6),table.digest th:nth-child(5),table.digest td:nth-child(5){display:none}.cmd{grid-template-columns:1fr}.cmd .label{padding-top:0}}
footer{color:var(--muted);font-size:12px;padding:24px 16px}
`;

// The page's only script: filter, copy, open/close all. No network, no eval, nothing from the report read as code.
const SCRIPT = `
(function () {
  var filter = document.getElementById("filter");
  function apply() {
    var q = filter.value.trim().toLowerCase();
    document.querySelectorAll(".cause").forEach(function (c) {
      var any = false;
      c.querySelectorAll(".finding").forEach(function (f) {
        var hit = !q || f.textContent.toLowerCase().indexOf(q) >= 0;
        f.classList.toggle("hidden", !hit);
        any = any || hit;
      });
      var head = c.querySelector("summary").textContent.toLowerCase();
      c.classList.toggle("hidden", !!q && !any && head.indexOf(q) < 0);
      if (q && any) c.querySelector("details").open = true;
    });
  }
  filter.addEventListener("input", apply);
  function all(open) { document.querySelectorAll("main details").forEach(function (d) { d.open = open; }); }
  document.getElementById("open-all").addEventListener("click", function () { all(true); });
  document.getElementById("close-all").addEventListener("click", function () { all(false); });
  document.addEventListener("click", function (e) {
    var b = e.target.closest("button.copy");
    if (!b) return;
    var text = document.getElementById(b.getAttribute("data-copy")).textContent;
    function done() { b.textContent = "Copied"; setTimeout(function () { b.textContent = "Copy"; }, 1500); }
    function fallback() {
      var range = document.createRange();
      range.selectNodeContents(document.getElementById(b.getAttribute("data-copy")));
      var sel = window.getSelection(); sel.removeAllRanges(); sel.addRange(range);
      try { document.execCommand("copy"); done(); } catch (err) { b.textContent = "Selected"; }
    }
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback); else fallback();
  });
})();
`;

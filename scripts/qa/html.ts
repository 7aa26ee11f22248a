// reports/qa/index.html: one self-contained page (no network, no script) a QA person can read without the
// code: every machine's diagram, coverage and replayed paths as "event → state" steps.
import {
  type Figure,
  type MachineCoverage,
  type MutationFigure,
  type PathRecord,
  type PathStep,
  SERVER_MUTATION_BAR,
  type TransitionInfo,
} from './coverage';
import type { QaReport } from './report';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const pct = (value: number) => `${value.toFixed(value === 100 ? 0 : 1)}&nbsp;%`;
const anchor = (id: string) => `m-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Events as a QA person reads them: user events as sent, machine-internal ones in words. */
export function eventLabel(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} succeeds`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `timer "${after[1]}" runs out`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (doneState) return `${doneState[1]} is done`;
  if (type === 'always') return '(immediately)';
  return type;
}

/** `login.editing` → `editing`: ids without the machine id read like the state values of the paths. */
const stateName = (machineId: string, id: string) =>
  id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;

/** Escaped, with a break opportunity after each dot (long state paths wrap at 375 px, not mid-word). */
const breakable = (text: string) => escapeHtml(text).replaceAll('.', '.<wbr>');

function badge(ok: boolean, yes = 'passed', no = 'failed') {
  return ok ? `<span class="badge ok">✓ ${yes}</span>` : `<span class="badge ko">✗ ${no}</span>`;
}

function figureText(f: Figure) {
  const excluded = f.excluded.length ? `, ${f.excluded.length} excluded` : '';
  return `${f.reached}/${f.total} (${pct(f.percent)}${excluded})`;
}

/** Killed + timeout over valid mutants, from the last `npm run mutation` (equivalents listed in <machine>.equivalents.json). */
function mutationCell(m: MachineCoverage) {
  if (!m.mutation) return 'not run';
  const { score, mutants, killed, timeout, equivalent } = m.mutation;
  const figures = `${pct(score)} <small>(${killed + timeout}/${mutants}${equivalent ? `, ${equivalent} equivalent` : ''})</small>`;
  return score >= 90 ? figures : `<span class="badge ko">✗ ${figures}</span>`;
}

/** The server's money and protection code (`npm run mutation -- server`): one row per mutated file, then the total. */
function serverMutationTable(report: QaReport) {
  const server = report.serverMutation;
  if (!server) return '<p>Server (ledger, wallet, protection): <code>npm run mutation -- server</code> not run.</p>';
  const row = (name: string, f: Omit<MutationFigure, 'at'>) => {
    const score = `${pct(f.score)}`;
    return `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${f.mutants}</td><td>${f.killed}</td><td>${f.timeout}</td><td>${f.survived}</td><td>${f.noCoverage}</td><td>${f.equivalent}</td><td>${f.score >= SERVER_MUTATION_BAR ? score : `<span class="badge ko">✗ ${score}</span>`}</td></tr>`;
  };
  const rows = [...Object.entries(server.files ?? {}).map(([file, f]) => row(file, f)), row('total', server)];
  const stale = server.stale?.length
    ? ` Changed since their last run: ${server.stale.map((file) => `<code>${escapeHtml(file)}</code>`).join(', ')}.`
    : '';
  return `<div class="scroll" role="region" aria-label="Server mutation" tabindex="0"><table>
<caption>Mutation of the server's money and protection code (bar ${SERVER_MUTATION_BAR}&nbsp;%, last run ${escapeHtml(server.at)})</caption>
<thead><tr><th scope="col">File</th><th scope="col">Mutants</th><th scope="col">Killed</th><th scope="col">Timeout</th><th scope="col">Survived</th><th scope="col">No coverage</th><th scope="col">Equivalent</th><th scope="col">Score</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></div>${stale ? `\n<p>${stale.trim()}</p>` : ''}`;
}

function indexTable(report: QaReport) {
  const rows = report.machines
    .map(
      (m) => `<tr>
<th scope="row"><a href="#${anchor(m.id)}">${escapeHtml(m.title)}</a> <code>${escapeHtml(m.id)}</code></th>
<td>${badge(m.problems.length === 0)}</td>
<td>${figureText(m.states)}</td>
<td>${figureText(m.transitions)}</td>
<td>${m.paths.passed}/${m.paths.total}</td>
<td>${m.exclusions.length}</td>
<td>${m.oracle ? 'yes' : '<span class="badge ko">✗ none</span>'}</td>
<td>${mutationCell(m)}</td>
</tr>`,
    )
    .join('\n');
  return `<div class="scroll" role="region" aria-label="Machines" tabindex="0"><table>
<caption>Coverage per machine</caption>
<thead><tr><th scope="col">Machine</th><th scope="col">Result</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths passed</th><th scope="col">Exclusions</th><th scope="col">Oracle</th><th scope="col">Mutation score</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

/** Reached, excluded (with its reason) or not reached; an exclusion that was reached anyway says so. */
function coverageCell(f: Figure, id: string, reachedWord: string, missedWord: string) {
  const reached = f.reachedIds.includes(id);
  const reason = f.excluded.find((e) => e.id === id)?.reason;
  if (reason !== undefined && !reached) return `<span class="badge ex">excluded</span> ${escapeHtml(reason)}`;
  if (reason !== undefined) return `<span class="badge ko">✓ ${reachedWord}, yet excluded</span>`;
  return reached ? `<span class="badge ok">✓ ${reachedWord}</span>` : `<span class="badge ko">✗ ${missedWord}</span>`;
}

function stateTable(m: MachineCoverage) {
  const rows = m.shape.states
    .map(
      (id) =>
        `<tr><th scope="row"><code>${breakable(stateName(m.id, id))}</code></th><td>${coverageCell(m.states, id, 'reached', 'not reached')}</td></tr>`,
    )
    .join('\n');
  return `<div class="scroll" role="region" aria-label="States of ${escapeHtml(m.id)}" tabindex="0"><table>
<thead><tr><th scope="col">State</th><th scope="col">Coverage</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

function transitionTable(m: MachineCoverage) {
  const row = (t: TransitionInfo) => {
    const status = coverageCell(m.transitions, t.key, 'taken', 'not taken');
    const to = t.targets.length ? t.targets.map((id) => breakable(stateName(m.id, id))).join(', ') : '(stays)';
    return `<tr><th scope="row"><code>${t.source === m.id ? '(any state)' : breakable(stateName(m.id, t.source))}</code></th>
<td>${escapeHtml(eventLabel(t.event))}${t.index > 0 ? ` <span class="muted">(alternative ${t.index + 1})</span>` : ''}</td>
<td>${status}</td>
<td>${t.guard ? `<code>${escapeHtml(t.guard)}</code>` : '<span class="muted">none</span>'}</td>
<td><code>${to}</code></td></tr>`;
  };
  return `<div class="scroll" role="region" aria-label="Transitions of ${escapeHtml(m.id)}" tabindex="0"><table>
<thead><tr><th scope="col">From</th><th scope="col">Event</th><th scope="col">Coverage</th><th scope="col">Guard</th><th scope="col">To</th></tr></thead>
<tbody>
${m.shape.transitions.map(row).join('\n')}
</tbody></table></div>`;
}

/** "login machine paths > shortest: form.submit → … > replays on the real machine" → "login machine paths › shortest". */
export function pathGroup(test: string): string {
  return test
    .split(' > ')
    .map((part) => (part.includes(' → ') || part.includes('(initial)') ? part.split(':')[0]! : part))
    .filter((part) => !/^replays on the real machine/.test(part))
    .join(' › ');
}

function stepItem(step: PathStep, index: number, path: PathRecord) {
  const failedHere = path.result === 'failed' && path.failedStep === index;
  const hint = step.hint ? ` <span class="muted">${escapeHtml(step.hint)}</span>` : '';
  return `<li${failedHere ? ' class="failed-step"' : ''}><span class="event">${escapeHtml(eventLabel(step.event))}</span>${hint} → <code>${escapeHtml(step.state)}</code>${failedHere ? ' <strong>(failed here)</strong>' : ''}</li>`;
}

function pathItem(path: PathRecord) {
  const chain = path.steps.length
    ? path.steps.map((s) => `${eventLabel(s.event)}${s.hint ? ` (${s.hint})` : ''}`).join(' → ')
    : 'no event (initial state)';
  const end = path.steps.at(-1)?.state ?? path.initial;
  const error = path.error ? `<pre class="error">${escapeHtml(path.error)}</pre>` : '';
  return `<li><details${path.result === 'failed' ? ' open' : ''}><summary>${badge(path.result === 'passed')} ${escapeHtml(chain)} <span class="muted">⇒ ${escapeHtml(end)}</span></summary>
<p class="muted">${escapeHtml(pathGroup(path.test))}${path.input ? ` · input ${escapeHtml(path.input)}` : ''}</p>
<p class="start">Starts in <code>${escapeHtml(path.initial)}</code></p>${
    path.steps.length ? `<ol class="steps">${path.steps.map((s, i) => stepItem(s, i, path)).join('')}</ol>` : ''
  }${error}</details></li>`;
}

function machineSection(m: MachineCoverage, diagram: string | undefined) {
  const id = anchor(m.id);
  // The keys are what an exclusion in <folder>.qa.ts names, so they are shown as is.
  const gaps = [
    ...m.states.unreached.map((id) => `state <code>${escapeHtml(id)}</code>`),
    ...m.transitions.unreached.map((key) => `transition <code>${escapeHtml(key)}</code>`),
  ];
  const problems = m.problems.length
    ? `<ul class="problems">${m.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>${
        m.paths.total && gaps.length
          ? `<p>Not reached:</p><ul class="problems">${gaps.map((g) => `<li>${g}</li>`).join('')}</ul>`
          : ''
      }`
    : '';
  const exclusions = m.exclusions.length
    ? `<h3>Exclusions</h3><ul>${m.exclusions
        .map(
          (e) =>
            `<li><code>${escapeHtml('state' in e ? stateName(m.id, e.state) : e.transition)}</code>: ${escapeHtml(e.reason)}</li>`,
        )
        .join('')}</ul>`
    : '';
  // The diagram comes from src/dev/statechart/svg.ts (ELK layout, offline); if drawing failed the section says so.
  const figure = diagram
    ? `<figure><div class="scroll diagram" role="region" aria-label="Diagram of ${escapeHtml(m.id)}" tabindex="0">${diagram}</div><figcaption>Statechart of <code>${escapeHtml(m.id)}</code></figcaption></figure>`
    : '<p class="muted">Diagram unavailable.</p>';
  return `<section id="${id}" aria-labelledby="${id}-h">
<h2 id="${id}-h">${escapeHtml(m.title)} ${badge(m.problems.length === 0)}</h2>
<dl class="facts">
<dt>Machine id</dt><dd><code>${escapeHtml(m.id)}</code></dd>
<dt>Source</dt><dd><code>${escapeHtml(m.file)}</code></dd>
<dt>States</dt><dd>${figureText(m.states)}</dd>
<dt>Transitions</dt><dd>${figureText(m.transitions)}</dd>
<dt>Paths passed</dt><dd>${m.paths.passed}/${m.paths.total}</dd>
</dl>
${problems}
${figure}
<h3>States</h3>
${stateTable(m)}
<h3>Transitions</h3>
${transitionTable(m)}
${exclusions}
<h3>Paths (${m.records.length})</h3>
<p class="muted">Each path starts the real machine and sends the events in order; after every step the state must be the one shown.</p>
<ol class="paths">
${m.records.map(pathItem).join('\n')}
</ol>
<p><a href="#top">Back to the index</a></p>
</section>`;
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.45;color:#0f172a;background:#fff}
body{margin:0 auto;max-width:72rem;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.25rem;margin-top:2.5rem;border-top:2px solid #cbd5e1;padding-top:1rem}h3{font-size:1.05rem;margin-top:1.5rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
p code,dd code,li code{overflow-wrap:anywhere}
figure{margin:1rem 0}figcaption{font-size:.9rem}
a{color:#1d4ed8}
.scroll{overflow-x:auto;max-width:100%}
.scroll:focus-visible,summary:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.diagram{border:1px solid #cbd5e1;border-radius:6px;max-height:80vh;overflow:auto;width:fit-content}
.diagram svg{display:block}
table{border-collapse:collapse;width:100%;font-size:.92rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border-bottom:1px solid #e2e8f0;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f1f5f9}
tbody th{font-weight:500}
.badge{display:inline-block;border-radius:999px;padding:0 .5rem;font-size:.8rem;font-weight:600;white-space:nowrap}
.ok{background:#dcfce7;color:#14532d}.ko{background:#fee2e2;color:#7f1d1d}.ex{background:#fef9c3;color:#713f12}
.muted{color:#475569}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:.5rem 0}
.facts dt{font-weight:600}.facts dd{margin:0}
.problems{color:#7f1d1d}
.paths{padding-left:1.5rem}.paths>li{margin:.35rem 0}
summary{cursor:pointer;overflow-wrap:anywhere}
.steps{margin:.25rem 0 .5rem;padding-left:1.5rem}.steps li{margin:.1rem 0;overflow-wrap:anywhere}
.start{margin:.25rem 0}
.failed-step{background:#fee2e2}
pre.error{white-space:pre-wrap;background:#fef2f2;border:1px solid #fecaca;padding:.5rem;font-size:.85rem;overflow-wrap:anywhere}
@media (max-width:30rem){body{padding:.6rem}th,td{padding:.3rem}}
`;

export function renderReportHtml(report: QaReport, diagrams: Map<string, string>): string {
  const failing = report.machines.filter((m) => m.problems.length);
  const totalPaths = report.machines.reduce((n, m) => n + m.paths.total, 0);
  const verdict = report.ok
    ? `${badge(true, 'all machines covered')} ${report.machines.length} machines, ${totalPaths} paths replayed.`
    : `${badge(false, '', 'check failed')} ${failing.length} of ${report.machines.length} machines need attention: ${failing
        .map((m) => `<a href="#${anchor(m.id)}">${escapeHtml(m.title)}</a>`)
        .join(', ')}.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA report: state machines</title>
<style>${STYLE}</style>
</head>
<body>
<header id="top">
<h1>QA report: state machines</h1>
<p>Generated ${escapeHtml(report.generatedAt)} by <code>npm run qa</code>. Every path below was generated from the machine definition and replayed on the real machine.</p>
<p>${verdict}</p>
</header>
<main>
<h2 class="first">Machines</h2>
<p>States and transitions of each machine definition reached by the replayed paths; a machine passes at 100&nbsp;% (minus declared exclusions) with every path passed.</p>
${indexTable(report)}
${serverMutationTable(report)}
<p>${
    report.mutationRunAt
      ? `Mutation scores from <code>npm run mutation</code> last run ${escapeHtml(report.mutationRunAt)} on this checkout (not part of <code>npm test</code>); the bar is 90&nbsp;% per machine.`
      : '<code>npm run mutation</code> has not been run on this checkout: no mutation scores yet (it is not part of <code>npm test</code>).'
  }</p>
${report.machines.map((m) => machineSection(m, diagrams.get(m.id))).join('\n')}
</main>
</body>
</html>
`;
}

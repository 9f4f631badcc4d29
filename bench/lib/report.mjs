// bench/RESULTS.md: one section per part of the benchmark, replaced when that part runs again.
import fs from 'node:fs';
import os from 'node:os';
import * as prettier from 'prettier';
import { ABUSE_BUDGETS, ADMIN_BUDGETS, BUDGETS, SEARCH_BUDGETS, kb, missedBudgets } from './budgets.mjs';
import { LOAD, WARM_UP_SECONDS } from './throughput.mjs';

const FILE = 'bench/RESULTS.md';
const HEADER = `# Benchmark results

Written by \`npm run bench\` (see bench/README section in the project README). Data set:
\`npm run bench:seed\` (3,000 articles, 300 file links, 600 documents in 30 categories, 100 videos).
Each section below is replaced when its part of the benchmark runs again.
`;

export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** The 1-minute load average: other work on the machine shows in every figure, so it is written down. */
export function load() {
  return os.loadavg()[0].toFixed(2);
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const num = (value) => Math.round(value).toLocaleString('en-US');

export function throughputSection({ throughput, uncached, peakRss, uncachedPeakRss, startLoad }) {
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()};`,
    `load average ${startLoad} at the start, ${load()} at the end.`,
    '',
    `autocannon, ${LOAD.connections} connections, ${LOAD.duration} s per target after ${WARM_UP_SECONDS} s of warm-up; the ceiling is a plain node:http`,
    'server answering the same bytes (status, headers, compressed body) from memory, measured in the same run.',
    'Requests ask for `br, gzip` as browsers do; bytes are the compressed body of one answer.',
    '',
    '| target | req/s | p50 | p99 | bytes/answer | ceiling req/s | ceiling p50 | ceiling p99 | share of ceiling |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of throughput) {
    lines.push(
      `| ${row.label} | ${num(row.server.rps)} | ${row.server.p50} ms | ${row.server.p99} ms | ${num(row.bytes)} | ` +
        `${num(row.ceiling.rps)} | ${row.ceiling.p50} ms | ${row.ceiling.p99} ms | ${((row.server.rps / row.ceiling.rps) * 100).toFixed(0)}% |`,
    );
  }
  lines.push(
    '',
    'Rendered without the cache (a second server started with `RESPONSE_CACHE_MB=0`, so every answer is a full render):',
    '',
  );
  lines.push('| page | req/s | p50 | p99 | errors |', '|---|---:|---:|---:|---:|');
  for (const row of uncached) {
    lines.push(
      `| ${row.label} | ${num(row.server.rps)} | ${row.server.p50} ms | ${row.server.p99} ms | ${row.server.errors + row.server.non2xx} |`,
    );
  }
  const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
  lines.push(
    '',
    `Peak RSS of the server process (VmHWM) during the throughput run: **${mb(peakRss)}**; ` +
      `of the server without the cache during its renders: ${mb(uncachedPeakRss)}.`,
  );
  return lines.join('\n');
}

/** The first lines of a Lighthouse section: when, where and how it ran (`more` ends the second). */
function lighthouseRunLines(more = '') {
  return [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, Lighthouse mobile preset`,
    `(simulated slow 4G and 4x CPU slowdown) with Debian Chromium, load average ${load()} at the end.${more}`,
  ];
}

/** A page's scores and timings, the first cells of a Lighthouse table's row. */
function lighthouseCells(path, page) {
  const s = page.scores;
  return (
    `| ${path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${ms(page.lcp)} | ${ms(page.tbt)} | ` +
    `${page.cls.toFixed(3)} | ${kb(page.totalBytes)} |`
  );
}

export function lighthouseSection(results) {
  const lines = [
    ...lighthouseRunLines(),
    'Bytes as transferred (compressed).',
    '',
    '| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | total | script | HTML+data | other hosts |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const [path, page] of Object.entries(results)) {
    lines.push(
      `${lighthouseCells(path, page)} ${kb(page.scriptBytes)} | ${kb(page.htmlAndDataBytes)} | ${page.otherHosts.join(', ') || 'none'} |`,
    );
  }
  const failing = Object.entries(results).filter(([, page]) => page.failedAudits.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Failed Lighthouse audits:', '');
    for (const [path, page] of failing) lines.push(`- ${path}: ${page.failedAudits.join(', ')}`);
  }
  return lines.join('\n');
}

export function adminSection(results) {
  const lines = [
    ...lighthouseRunLines(' The bench admin'),
    'logs in through the login form in the tab Lighthouse then navigates; each screen is loaded with a cold cache.',
    'Script (budgeted) is the sum of the compressed bodies (brotli, as the server sends them) of every script',
    "request of the screen's Lighthouse run, response headers not counted; with headers is what Chromium",
    "transferred for them over HTTP/1.1 (Lighthouse's transferSize, about 1.1 KB of headers per file). SEO is",
    'shown but not budgeted (the back office is not indexed).',
    '',
    '| screen | perf | a11y | best pr. | SEO | LCP | TBT | CLS | total | script | with headers | script files |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [path, page] of Object.entries(results)) {
    lines.push(
      `${lighthouseCells(path, page)} ${kb(page.scriptBodyBytes)} | ${kb(page.scriptTransferBytes)} | ${page.scripts.length} |`,
    );
  }
  const first = results['/admin'];
  if (first) {
    lines.push('', "The first screen's script (`/admin` after login), largest first:", '');
    for (const script of [...first.scripts].sort((a, b) => b.bodyBytes - a.bodyBytes)) {
      lines.push(`- ${script.path}: ${kb(script.bodyBytes)} (${script.encoding ?? 'uncompressed'})`);
    }
  }
  for (const [path, page] of Object.entries(results)) {
    const notes = [
      page.failedAudits.length > 0 ? `failed audits: ${page.failedAudits.join(', ')}` : '',
      page.consoleErrors.length > 0 ? `console errors: ${page.consoleErrors.join('; ')}` : '',
      page.opportunities.length > 0 ? `opportunities: ${page.opportunities.join(', ')}` : '',
      page.lcpElement ? `LCP element: ${page.lcpElement}` : '',
      page.bootup.length > 0 ? `most script time: ${page.bootup.join(', ')}` : '',
    ].filter(Boolean);
    if (notes.length > 0) lines.push('', `${path}: ${notes.join('; ')}.`);
  }
  return lines.join('\n');
}

/** The parts of the bench, each with the figures its budgets read (bench/lib/budgets.mjs). */
export const BENCH_PARTS = {
  throughput: ['throughput', 'uncached', 'peakRss'],
  lighthouse: ['lighthouse'],
  admin: ['admin'],
  abuse: ['abuse'],
  search: ['search'],
};

/**
 * The budgets each part of this run missed ({ part: lines }), with the misses of the parts it did not
 * run kept from RESULTS.md as their last run left them: a run of one part does not hide another's.
 */
export function missedByPart(figures, partsRun) {
  const missed = {};
  for (const part of partsRun) {
    missed[part] = missedBudgets(Object.fromEntries(BENCH_PARTS[part].map((key) => [key, figures[key]])));
  }
  const kept = /<!-- budgets:start -->([\s\S]*?)<!-- budgets:end -->/.exec(
    fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '',
  );
  for (const line of (kept?.[1] ?? '').split('\n')) {
    const item = /^- (\w+): (.*)$/.exec(line);
    if (item && item[1] in BENCH_PARTS && !partsRun.includes(item[1])) (missed[item[1]] ??= []).push(item[2]);
  }
  return missed;
}

export function budgetSection(missedParts) {
  const missed = Object.keys(BENCH_PARTS).flatMap((part) =>
    (missedParts[part] ?? []).map((line) => `${part}: ${line}`),
  );
  const b = BUDGETS;
  const lines = [
    `Budgets: Lighthouse ${Object.entries(b.lighthouse)
      .map(([k, v]) => `${k} >= ${v}`)
      .join(', ')}; LCP <= ${b.lcpMs} ms;`,
    `TBT <= ${b.tbtMs} ms; CLS <= ${b.cls}; script <= ${kb(b.homeScriptBytes)} (home) / ${kb(b.otherScriptBytes)} (others);`,
    `home <= ${kb(b.homeTotalBytes)} in all, HTML and data <= ${kb(b.homeHtmlAndDataBytes)}; cached reads >= ${b.cachedShareOfCeiling * 100}%`,
    `of the ceiling with p99 <= ${b.cachedP99Ms} ms; uncached page >= ${b.uncachedRps}/s; peak RSS <= ${b.peakRssBytes / 1048576} MB.`,
    `Under attack (\`--abuse\`, five attackers, one of them from forty addresses): no crash, no 5xx and no 429 for the visitor, its p99 <= ${ABUSE_BUDGETS.visitorP99Ms} ms, peak RSS <=`,
    `${ABUSE_BUDGETS.peakRssBytes / 1048576} MB, the admin's logins succeed and the back office answers them, the login throttle under ${ABUSE_BUDGETS.throttleRows.toLocaleString('en-US')} rows, the content version unchanged;`,
    `meanwhile ${ABUSE_BUDGETS.surveyAnswersPerMinute} survey answers a minute from ${ABUSE_BUDGETS.surveyAddresses} addresses all acknowledged and all stored (stored = acknowledged);`,
    `then four uploads at once of a 1,000,000 x 39 PNG by staff all refused, peak RSS <= ${ABUSE_BUDGETS.imageBombPeakRssBytes / 1048576} MB.`,
    `Search (\`--only=search\`, scale 10): uncached searches 20 at a time, p99 <= ${SEARCH_BUDGETS.articleApiP99Ms} ms (one kind), ${SEARCH_BUDGETS.allKindsP99Ms} ms (every kind), ${SEARCH_BUDGETS.searchPageP99Ms} ms (the page), ${SEARCH_BUDGETS.worstP99Ms} ms (words in nearly every article), on each database; stable-link`,
    `redirects >= ${SEARCH_BUDGETS.redirectShareOfCeiling * 100}% of the ceiling.`,
    `Back office (\`--only=admin\`): Lighthouse ${Object.entries(ADMIN_BUDGETS.lighthouse)
      .map(([k, v]) => `${k} >= ${v}`)
      .join(', ')} on the login, first and article screens;`,
    `the first screen after login <= ${kb(ADMIN_BUDGETS.firstScreenScriptBytes)} of compressed script (bodies), without the editor.`,
    '',
    'Each part as its last run left it (a run of some parts keeps the misses of the others).',
    '',
    missed.length === 0 ? '**All budgets met.**' : '**Missed:**',
    ...missed.map((line) => `- ${line}`),
  ];
  return lines.join('\n');
}

/** Replaces (or adds) the named section of RESULTS.md, formatted as the project's Prettier does. */
export async function writeSection(name, title, body) {
  let text = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n\n## ${title}\n\n${body}\n\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  fs.writeFileSync(FILE, await prettier.format(text, { ...options, filepath: FILE }));
}

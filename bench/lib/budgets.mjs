// The budgets of the issue, checked by `npm run bench -- --check`.

export const BUDGETS = {
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  homeScriptBytes: 110 * 1024,
  otherScriptBytes: 100 * 1024,
  homeTotalBytes: 400 * 1024,
  homeHtmlAndDataBytes: 40 * 1024,
  cachedShareOfCeiling: 0.35,
  cachedP99Ms: 20,
  uncachedRps: 300,
  peakRssBytes: 200 * 1024 * 1024,
};

/** Every budget missed by the figures of a run, as readable lines; empty when all are met. */
export function missedBudgets({ throughput, uncached, peakRss, lighthouse }) {
  const missed = [];
  const b = BUDGETS;
  for (const row of throughput ?? []) {
    const share = row.server.rps / row.ceiling.rps;
    if (share < b.cachedShareOfCeiling) {
      missed.push(
        `${row.label}: ${(share * 100).toFixed(0)}% of the ceiling's requests/s (budget ${b.cachedShareOfCeiling * 100}%)`,
      );
    }
    if (row.server.p99 > b.cachedP99Ms)
      missed.push(`${row.label}: p99 ${row.server.p99} ms (budget ${b.cachedP99Ms} ms)`);
    if (row.server.errors > 0 || row.server.non2xx > 0) {
      missed.push(`${row.label}: ${row.server.errors} errors, ${row.server.non2xx} non-2xx answers`);
    }
  }
  for (const row of uncached ?? []) {
    if (row.server.rps < b.uncachedRps) {
      missed.push(
        `${row.label} rendered without the cache: ${row.server.rps.toFixed(0)}/s (budget ${b.uncachedRps}/s)`,
      );
    }
  }
  if (peakRss !== undefined && peakRss > b.peakRssBytes) {
    missed.push(`peak RSS ${(peakRss / 1048576).toFixed(0)} MB (budget ${b.peakRssBytes / 1048576} MB)`);
  }
  for (const [path, page] of Object.entries(lighthouse ?? {})) {
    for (const [category, minimum] of Object.entries(b.lighthouse)) {
      if (page.scores[category] < minimum)
        missed.push(`${path}: Lighthouse ${category} ${page.scores[category]} (budget ${minimum})`);
    }
    if (page.lcp > b.lcpMs) missed.push(`${path}: LCP ${Math.round(page.lcp)} ms (budget ${b.lcpMs} ms)`);
    if (page.tbt > b.tbtMs) missed.push(`${path}: TBT ${Math.round(page.tbt)} ms (budget ${b.tbtMs} ms)`);
    if (page.cls > b.cls) missed.push(`${path}: CLS ${page.cls.toFixed(3)} (budget ${b.cls})`);
    const scriptBudget = path === '/' ? b.homeScriptBytes : b.otherScriptBytes;
    if (page.scriptBytes > scriptBudget) {
      missed.push(`${path}: ${kb(page.scriptBytes)} of script (budget ${kb(scriptBudget)})`);
    }
    if (page.otherHosts.length > 0) missed.push(`${path}: requests to other hosts: ${page.otherHosts.join(', ')}`);
    if (path === '/') {
      if (page.totalBytes > b.homeTotalBytes)
        missed.push(`/: ${kb(page.totalBytes)} in all (budget ${kb(b.homeTotalBytes)})`);
      if (page.htmlAndDataBytes > b.homeHtmlAndDataBytes) {
        missed.push(`/: ${kb(page.htmlAndDataBytes)} of HTML and data (budget ${kb(b.homeHtmlAndDataBytes)})`);
      }
    }
  }
  return missed;
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

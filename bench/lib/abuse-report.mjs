// The abuse section of bench/RESULTS.md: the load each actor made, what it got back, and the budgets.
import { abuseChecks } from './budgets.mjs';
import { machine } from './report.mjs';
import { BROWSER_MAX_SOCKETS } from './abuse-http.mjs';
import { UNBOUNDED_LIST_PATH } from './abuse-actors.mjs';

const num = (value) => Math.round(value).toLocaleString('en-US');
const rate = (value) => (Number.isFinite(value) ? value.toFixed(0) : '?');
const ms = (value) => (Number.isFinite(value) ? `${num(value)} ms` : 'n/a');
const counts = (table) =>
  Object.entries(table ?? {})
    .map(([key, n]) => `${key}: ${num(n)}`)
    .join(', ') || 'none';

/** What each answer of the unbounded list held: every article, its JSON, and as sent (compressed). */
function wholeListNote(actor) {
  if (!actor.listArticles) return '';
  const answers = Object.values(actor.statuses ?? {}).reduce((n, c) => n + c, 0);
  const sent = answers ? ` (${num(actor.bytes / answers / 1024)} KB sent)` : '';
  return ` (the whole list: ${num(actor.listArticles)} articles, ${(actor.listJsonBytes / 1048576).toFixed(1)} MB of JSON${sent})`;
}

const ACTORS = [
  [
    'longQueries',
    '127.0.0.11',
    (a) => `unique ${num(a.queryChars ?? NaN)}-character query strings on 14 addresses, 16 connections`,
  ],
  [
    'unboundedLists',
    '127.0.0.12',
    (a) => `\`GET ${UNBOUNDED_LIST_PATH}\` without a limit${wholeListNote(a)}, 16 connections`,
  ],
  ['searches', '127.0.0.13', (a) => `distinct searches (search page, list page), ${a.perSecond}/s on a fixed schedule`],
  ['logins', '127.0.0.2-9', () => "logins, random names and the admin's with wrong passwords, 16 connections"],
  [
    'manyAddresses',
    (a) => `${a.firstAddress ?? '?'} to ${a.lastAddress ?? '?'}`,
    (a) =>
      `${a.addresses ?? '?'} addresses, each within its budgets: never-repeated searches (${rate(a.searchesPerSecond)}/s ` +
      `in all) and list reads at new offsets and pages (${rate(a.listsPerSecond)}/s in all), on a fixed schedule`,
  ],
];

function actorRow(label, from, actor) {
  if (actor.error) return `| ${label} | ${from} | ${actor.error} | | | | | |`;
  const skipped = actor.skipped ? ` (${num(actor.skipped)} turns skipped: 200 waiting)` : '';
  return (
    `| ${label}${skipped} | ${from} | ${num(actor.requests)} | ${num(actor.rps)} | ${counts(actor.statuses)} | ` +
    `${counts(actor.errors)} | ${ms(actor.p50)} | ${ms(actor.p99)} |`
  );
}

function adminLine(login) {
  const answers = login.attempts.join(', ');
  const work = (login.work ?? []).map((step) => `${step.path} ${step.answer} in ${num(step.ms)} ms`).join(', ');
  return (
    `at ${login.at} s: ${answers} (${(login.ms / 1000).toFixed(1)} s)${login.ok ? '' : ', **no session**'}` +
    (work ? `, then ${work}` : '')
  );
}

/** The survey's respondents: what they sent, what was acknowledged and what the period holds after. */
function respondentsLine(r) {
  if (!r || r.error) return [];
  return [
    '',
    `The respondents, from ${r.addresses} addresses (${r.firstAddress} to ${r.lastAddress}): ${num(r.requests)} answers ` +
      `to \`POST /kuisioner/${r.slug}\` (${r.questions} core questions each, urlencoded as a browser without script ` +
      `sends the form, the hidden field empty), at most ${r.mostFromOneAddress} from one address (the budget: ` +
      `${r.perAddressMax} in ${r.windowMinutes} minutes); ${num(r.acknowledged)} acknowledged (303 to the thank-you ` +
      `page), ${num(r.stored)} stored in \`survey_responses\` for the period opened for the run (counted in the ` +
      `data set once the server has stopped); p50 ${ms(r.p50)}, p99 ${ms(r.p99)}.`,
  ];
}

/** Attacker 5's searches and list reads apart: what each got back. */
function manyAddressesLine(actor) {
  if (!actor || actor.error || !actor.searches) return [];
  const part = (name, tally) =>
    `${name} ${num(tally.requests)} (${counts(tally.statuses)}; no answer: ${counts(tally.errors)}; p50 ${ms(tally.p50)}, p99 ${ms(tally.p99)})`;
  return [
    '',
    `Attacker 5, from ${actor.addresses} addresses: ${part('searches', actor.searches)}; ${part('list reads', actor.lists)}. ` +
      'A 429 there would be an address over its own budget (the attack is paced to stay within them); a 503 is ' +
      'the server refusing work beyond its global bound.',
  ];
}

/** The highest RSS in each tenth of the run, to show whether memory levels off. */
function rssLine(samples, seconds) {
  const marks = [];
  for (let tenth = 0; tenth < 10; tenth += 1) {
    const [from, to] = [(seconds * tenth) / 10, (seconds * (tenth + 1)) / 10];
    const inside = samples.filter((s) => s.atSeconds >= from && s.atSeconds < to).map((s) => s.rss);
    marks.push(
      `${Math.round(from)}-${Math.round(to)} s ${inside.length ? `${num(Math.max(...inside) / 1048576)} MB` : 'no sample'}`,
    );
  }
  return marks.join(', ');
}

function visitorSlowest(visitor) {
  const rows = visitor.slowest ?? [];
  if (rows.length === 0) return 'none';
  return rows
    .map((r) => `${(r.atMs / 1000).toFixed(1)} s: ${r.ms} ms${r.newConnection ? ' (new connection)' : ''} ${r.path}`)
    .join(', ');
}

export function abuseSection(abuse) {
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()};`,
    `load average ${abuse.startLoad.toFixed(2)} at the start, ${abuse.endLoad.toFixed(2)} at the end.`,
    '',
    `${abuse.seconds} s${abuse.seconds === 60 ? '' : ' (a short run: the issue asks for 60 s)'} against the production build`,
    'on a copy of the bench data set, five attackers at once from loopback addresses of their own (no',
    'TRUST_PROXY; the fifth from forty, each within the per-address budgets of 60 searches and 300 other',
    'uncached answers a minute), while respondents answer a survey (200 answers a minute from forty addresses of',
    'their own, 127.0.0.100-139, each within its budget of 30 answers in 10 minutes; the period is opened for the',
    'run through the staff API, as staff open one), a visitor reads cached pages (home, an article, a list page,',
    'the published survey results, an API read) from 127.0.0.1 and the admin logs in from 127.0.0.10 and works',
    'in the back office. Clients give up on a request after 10 s (30 s for the unbounded list, the',
    'respondents and the admin); a crashed server is counted and started again on the same port.',
    'No answer: TIMEOUT is none within that time, ECONNRESET a connection dropped (by a crash, mostly),',
    'ECONNREFUSED a connection the server had not accepted yet when it went down, or made while it was down.',
    '',
    '| actor | from | requests | per s | answers | no answer | p50 | p99 |',
    '|---|---|---:|---:|---|---|---:|---:|',
    ...ACTORS.map(([role, from, label], i) => {
      const actor = abuse.attackers[role];
      return actorRow(`attacker ${i + 1}: ${label(actor)}`, typeof from === 'function' ? from(actor) : from, actor);
    }),
    ...(abuse.respondents
      ? [
          actorRow(
            `respondents: ${abuse.respondents.perMinute} survey answers a minute in all, each address in turn, on a fixed schedule`,
            abuse.respondents.error ? '' : `${abuse.respondents.firstAddress} to ${abuse.respondents.lastAddress}`,
            abuse.respondents,
          ),
        ]
      : []),
    actorRow(
      `visitor: ${abuse.visitor.perSecond ?? ''}/s on at most ${BROWSER_MAX_SOCKETS} connections, as a browser`,
      '127.0.0.1',
      abuse.visitor,
    ),
    '',
    `The visitor's slowest requests (started at, took, on a new connection or not): ${visitorSlowest(abuse.visitor)}; ` +
      `the visitor thread's own event loop ran at most ${abuse.visitor.ownLoopDelayMaxMs ?? '?'} ms late.`,
    '',
    ...manyAddressesLine(abuse.attackers.manyAddresses),
    ...respondentsLine(abuse.respondents),
    '',
    `Admin logins (tried again every 2 s for up to 15 s), each followed by the back office's reads with its session: ${
      abuse.admin.error ?? (abuse.admin.logins.map(adminLine).join('; ') || 'none')
    }.`,
    '',
    `Highest server RSS in each tenth of the run: ${rssLine(abuse.rss, abuse.seconds)}.`,
    ...(abuse.restartFailures.length ? ['', `Restarts that failed: ${abuse.restartFailures.join('; ')}.`] : []),
    ...(abuse.imageBombs
      ? [
          '',
          `Then, on a fresh server, staff upload ${abuse.imageBombs.uploads} images at once, each a PNG of ` +
            `${abuse.imageBombs.width.toLocaleString('en-US')} x ${abuse.imageBombs.height} pixels ` +
            `(${(abuse.imageBombs.imageBytes / 1024).toFixed(0)} KB; load average ${abuse.imageBombs.load.toFixed(2)} after).`,
        ]
      : []),
    '',
    '| budget | figure | |',
    '|---|---|---|',
    ...abuseChecks(abuse).map((c) => `| ${c.budget} | ${c.figure} | ${c.met ? 'met' : '**missed**'} |`),
  ];
  return lines.join('\n');
}

import lighthouse from 'lighthouse';

const FIRESTORE_PATH = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/;

/**
 * The shell's User Timing mark once its first frame is on screen (shell/src/first-paint.ts): set by
 * bootstrap after the app's first render, or, on a page the server rendered, after the HTML's first
 * paint, before the app starts.
 */
const AFTER_FIRST_PAINT_MARK = 'bonus-atlas:after-first-paint';

/**
 * One Lighthouse mobile run (its defaults: Moto G class CPU, slow 4G) → the numbers the budgets
 * name. "JS before render" counts script bytes (transfer size, gzip on the wire) the page asked for
 * before its first frame was painted: requested before the shell's after-first-paint mark. (The
 * observed first contentful paint is a poor boundary on a busy machine: it is stamped when the frame
 * reaches the screen, often after the after-paint downloads have already finished.)
 */
export async function measurePage(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audits = result.lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const marks = audits['user-timings']?.details?.items ?? [];
  const afterFirstPaint = marks.find((item) => item.name === AFTER_FIRST_PAINT_MARK)?.startTime;
  if (afterFirstPaint === undefined)
    throw new Error(`${url}: no "${AFTER_FIRST_PAINT_MARK}" mark (is this the shell?)`);
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const kb = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsBeforeRenderKb: Number(
      kb(scripts.filter((item) => (item.networkRequestTime ?? Infinity) < afterFirstPaint)).toFixed(1),
    ),
    jsTotalKb: Number(kb(scripts).toFixed(1)),
    jsFiles: scripts.length,
    // CORS preflights are not Firestore calls
    firestoreRequests: requests.filter(
      (item) => item.resourceType !== 'Preflight' && FIRESTORE_PATH.test(item.url ?? ''),
    ).length,
  };
}

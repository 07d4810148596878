import lighthouse from 'lighthouse';

const FIRESTORE_PATH = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/;

/**
 * One Lighthouse mobile run (its defaults: Moto G class CPU, slow 4G) → the numbers the budgets
 * name. "JS before render" counts script bytes (transfer size, gzip on the wire) whose download
 * ended before the first contentful paint.
 */
export async function measurePage(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audits = result.lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const metrics = audits.metrics?.details?.items?.[0] ?? {};
  const firstPaint = metrics.observedFirstContentfulPaint ?? Infinity;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const kb = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsBeforeRenderKb: Number(kb(scripts.filter((item) => (item.networkEndTime ?? Infinity) <= firstPaint)).toFixed(1)),
    jsTotalKb: Number(kb(scripts).toFixed(1)),
    jsFiles: scripts.length,
    // CORS preflights are not Firestore calls
    firestoreRequests: requests.filter(
      (item) => item.resourceType !== 'Preflight' && FIRESTORE_PATH.test(item.url ?? ''),
    ).length,
  };
}

import { expect, type Page } from '@playwright/test';

// The pages' script policy (functions/http-headers.mjs), as the local stack's and the twin's specs check it.

/** Collects the page's policy violations (the browser's own event, and its console report). */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export function expectScriptPolicy(csp: string | undefined) {
  expect(csp).toBeTruthy();
  const directives = new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  const scripts = directives.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(directives.get('object-src')).toEqual(["'none'"]);
}

import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSectionInBrowser, serverSectionBuild } from './section-builds';
import { BROWSER_SECTION_DIGEST } from './server-section';

/** A page: the shell's frame around one remote's section in its own Suspense boundary (as RemoteRoute). */
function Site({ title }: { title: string }) {
  return (
    <main>
      <header>Bonus Atlas</header>
      <Suspense fallback={<p>Loading...</p>}>
        <section data-remote="mf_catalog">
          <h1>{title}</h1>
        </section>
      </Suspense>
    </main>
  );
}

/** The server's page as the browser receives it, rendered by the section's old build. */
function serverPage(title: string, build: string): HTMLElement {
  document.body.innerHTML = `<fieldset disabled data-server-markup data-section-build="mf_catalog@${build}"><div id="root">${renderToString(<Site title={title} />)}</div></fieldset>`;
  return document.getElementById('root')!;
}

async function hydrate(root: HTMLElement, title: string): Promise<unknown[]> {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <Site title={title} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('a section rendered by another build than the browser loaded', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the server names the build of the section it rendered', () => {
    serverPage('Gaming Brands', '2d70a6601c5d');
    expect(serverSectionBuild(document)).toEqual({ remote: 'mf_catalog', build: '2d70a6601c5d' });
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverSectionBuild(document)).toBeNull();
  });

  it('hydrated as it is, the new build reports a hydration error', async () => {
    const root = serverPage('Gaming Brands', 'old');
    const errors = await hydrate(root, 'Gaming Brands New');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((error) => (error as { digest?: unknown }).digest)).not.toContain(BROWSER_SECTION_DIGEST);
  });

  it('marked for the browser, the section is rendered by the new build with no hydration error, the frame adopted', async () => {
    const root = serverPage('Gaming Brands', 'old');
    const frame = root.querySelector('header');
    expect(renderSectionInBrowser(document, 'mf_catalog')).toBe(true);
    const errors = await hydrate(root, 'Gaming Brands New');
    expect(errors.map((error) => (error as { digest?: unknown }).digest)).toEqual([BROWSER_SECTION_DIGEST]);
    expect(root.querySelector('h1')?.textContent).toBe('Gaming Brands New');
    expect(root.querySelectorAll('section')).toHaveLength(1);
    expect(root.textContent).not.toContain('Loading...');
    // the frame's element is the server's, adopted
    expect(root.querySelector('header')).toBe(frame);
  });

  it('finds no boundary for a remote the page does not show, or one already left to the browser', () => {
    serverPage('Gaming Brands', 'old');
    expect(renderSectionInBrowser(document, 'mf_promotions')).toBe(false);
    expect(renderSectionInBrowser(document, 'mf_catalog')).toBe(true);
    expect(renderSectionInBrowser(document, 'mf_catalog')).toBe(false);
  });
});

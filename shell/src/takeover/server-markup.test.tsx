import { act, render } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReleasesServerMarkupWithPage, ReleasesServerMarkup } from './server-markup';

function serverFieldset(): HTMLFieldSetElement {
  const fieldset = document.createElement('fieldset');
  fieldset.disabled = true;
  fieldset.setAttribute('data-server-markup', '');
  document.body.append(fieldset);
  return fieldset;
}

describe('ReleasesServerMarkup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('enables the controls at the first commit of a page rendered anew', () => {
    const fieldset = serverFieldset();
    render(
      <ReleasesServerMarkup>
        <p>page</p>
      </ReleasesServerMarkup>,
    );
    expect(fieldset.disabled).toBe(false);
    expect(fieldset.hasAttribute('data-server-markup')).toBe(false);
  });

  it('keeps a hydrated page waiting until the route page has committed, not just the frame', async () => {
    const fieldset = serverFieldset();
    let arrive: () => void = () => undefined;
    const Page = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>promotions</p> });
        }),
    );
    const { findByText } = render(
      <ReleasesServerMarkup afterPage>
        <header>frame</header>
        <Suspense fallback={null}>
          <Page />
          <ReleasesServerMarkupWithPage />
        </Suspense>
      </ReleasesServerMarkup>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // the frame has committed; the page has not
    expect(fieldset.disabled).toBe(true);
    await act(async () => arrive());
    await findByText('promotions');
    await vi.waitFor(() => expect(fieldset.disabled).toBe(false));
  });
});

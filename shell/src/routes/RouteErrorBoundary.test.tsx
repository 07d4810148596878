import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from '@bonus-atlas/shared-ui/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@bonus-atlas/shared-ui';
import '../i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('The page blew up');
}

/** A page with state of its own, to tell whether it stayed mounted. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <p>
      A fine page <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
    </p>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/fine">Go elsewhere</Link>
        <Link to="/fine/2">Next fine page</Link>
        <Link to="/broken">Go to the broken page</Link>
      </nav>
      <Routes>
        <Route
          element={
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          }
        >
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<Counter />} />
          <Route path="/fine/:n" element={<Counter />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n({ lng: 'en' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the routed section when a page throws', () => {
  it("shows the router's error view with the error's message, and the rest of the page stays", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The page blew up')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go elsewhere' })).toBeVisible();
  });

  it('starts afresh on another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByText('A fine page')).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('shows the error view when a page it moves to throws, and does not remount a page that is fine', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/fine/1');
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(screen.getByRole('link', { name: 'Next fine page' }));
    // the same route at another address (one brand to another) keeps its page and its state
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the broken page' }));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(errors.mock.calls.filter(([message]) => String(message).includes('failed to render'))).toHaveLength(1);
  });
});

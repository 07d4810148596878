import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandEditorProps } from '@bonus-atlas/shared-services';
import { renderWithProviders } from '@bonus-atlas/test-support';

const load = vi.hoisted(() => vi.fn());
vi.mock('../federation/load-brand-editor', () => ({ loadBrandEditor: load }));

function Editor({ brandId, answeredReport }: BrandEditorProps) {
  return <p>{`editing ${brandId} for ${answeredReport?.reportId ?? 'nobody'}`}</p>;
}

// a fresh page module per case: a lazily loaded editor stays loaded for the module's life
async function renderPage(route: string) {
  vi.resetModules();
  // the fresh modules' i18n instance gets the shared texts as the site's does, before anything renders
  await (await import('@bonus-atlas/shared-ui')).loadLanguage('en');
  const { default: AdminBrandEditPage } = await import('./AdminBrandEditPage');
  return renderWithProviders(<AdminBrandEditPage />, { route, path: '/admin/brand/edit/:id' });
}

describe('the admin brand edit page', () => {
  beforeEach(() => {
    load.mockReset();
  });

  it('opens the account remote’s editor on the brand, naming the report it answers', async () => {
    load.mockResolvedValue({ default: Editor });
    await renderPage('/admin/brand/edit/garuda?report=rep-1&promotion=p1');
    expect(await screen.findByText('editing garuda for rep-1')).toBeInTheDocument();
    expect(screen.getByTestId('answering-report')).toBeInTheDocument();
  });

  it('says when the editor cannot be loaded, and loads it again on Try Again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Editor });
    await renderPage('/admin/brand/edit/garuda');
    expect(await screen.findByText('The brand editor could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('editing garuda for nobody')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

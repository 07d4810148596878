import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from '@bonus-atlas/shared-ui/router';
import { useHomeQuery } from './use-home-query';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/?filter=top']}>{children}</MemoryRouter>;
}

const useHomeAndAddress = () => ({ query: useHomeQuery(), location: useLocation(), navigate: useNavigate() });

describe('useHomeQuery', () => {
  it('a search shows its term at once and the address follows; the address changing the term is followed', async () => {
    const { result } = renderHook(useHomeAndAddress, { wrapper });
    expect(result.current.query).toMatchObject({ filter: 'top', term: '' });

    await act(async () => result.current.query.setTerm('naga'));
    expect(result.current.query.term).toBe('naga');
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('naga');
    expect(new URLSearchParams(result.current.location.search).get('filter')).toBe('top');

    // the back button, a link, Browse all: the term is the address's
    await act(async () => result.current.navigate('/?q=rajawali'));
    expect(result.current.query.term).toBe('rajawali');
    await act(async () => result.current.query.showEverything());
    expect(result.current.query.term).toBe('');
    expect(result.current.location.search).toBe('');
  });
});

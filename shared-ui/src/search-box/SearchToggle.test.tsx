import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../utils/use-debounced-value';
import { SearchToggle } from './SearchToggle';

const labels = {
  open: 'Search promotions',
  close: 'Close search',
  placeholder: 'Search promotions, brands or games...',
};

describe('SearchToggle', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('opens a box that searches once typing settles and clears the search when closed', () => {
    const onSearch = vi.fn();
    const onDraft = vi.fn();
    render(<SearchToggle onSearch={onSearch} onDraft={onDraft} labels={{ ...labels, name: 'Find a promotion' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search promotions' }));
    const box = screen.getByRole('searchbox', { name: 'Find a promotion' });
    expect(box).toHaveFocus();

    fireEvent.change(box, { target: { value: 'nus' } });
    fireEvent.change(box, { target: { value: 'nusantara' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    // the page hears the text as typed at once (to get its results ready), the search only once it settles
    expect(onDraft.mock.calls).toEqual([['nus'], ['nusantara']]);
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith('nusantara');
    expect(onSearch).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search promotions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows the page's active term in an open box and follows the page when it changes the term", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchToggle term="naga" onSearch={onSearch} labels={labels} />);
    expect(screen.getByRole('searchbox', { name: labels.placeholder })).toHaveValue('naga');
    rerender(<SearchToggle term="" onSearch={onSearch} labels={labels} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    // the page's own change is not sent back to it
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('closes with Escape', () => {
    const onSearch = vi.fn();
    render(<SearchToggle term="naga" onSearch={onSearch} labels={labels} />);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(onSearch).toHaveBeenCalledWith('');
  });
});

import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function List({ items }: { items: readonly number[] }) {
  const { shown, catchingUp, firstReveal } = useProgressiveList(items, 4, 8);
  return (
    <>
      <ul aria-label="numbers">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{catchingUp ? 'catching up' : 'complete'}</p>
      {firstReveal ? null : <footer>footer</footer>}
    </>
  );
}

const shownCount = () => screen.getByRole('list', { name: 'numbers' }).children.length;

/** Runs the timer between two steps and the render it starts. */
async function nextStep() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useProgressiveList', () => {
  it('renders the first items, then adds the others a step at a time until all are shown', async () => {
    render(<List items={numbers(21)} />);
    expect(shownCount()).toBe(4);
    expect(screen.getByText('catching up')).toBeInTheDocument();

    await nextStep();
    expect(shownCount()).toBe(12);
    await nextStep();
    expect(shownCount()).toBe(20);
    await nextStep();
    expect(shownCount()).toBe(21);
    expect(screen.getByText('complete')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'numbers' }).lastElementChild).toHaveTextContent('21');
  });

  it('keeps the footer back only until the list has been shown whole once', async () => {
    const { rerender } = render(<List items={numbers(10)} />);
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    await nextStep();
    expect(screen.getByText('footer')).toBeInTheDocument();

    // the next page arrives: its items follow a step at a time, the footer stays
    rerender(<List items={numbers(30)} />);
    expect(shownCount()).toBe(10);
    expect(screen.getByText('catching up')).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
    await nextStep();
    expect(shownCount()).toBe(18);
  });

  it('counts a list that arrives after an empty one (still loading) as its first reveal', async () => {
    const { rerender } = render(<List items={[]} />);
    rerender(<List items={numbers(10)} />);
    expect(shownCount()).toBe(4);
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    await nextStep();
    expect(screen.getByText('footer')).toBeInTheDocument();
  });

  it('shows a short list whole at once', () => {
    render(<List items={numbers(3)} />);
    expect(shownCount()).toBe(3);
    expect(screen.getByText('complete')).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
  });

  it('renders only the first items on the server, as the browser first does', () => {
    const html = renderToString(<List items={numbers(21)} />);
    expect(html.match(/<li>/g)).toHaveLength(4);
  });
});

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNeededSoon } from './use-needed-soon';

/** A stand-in IntersectionObserver whose elements the test moves into (or near) the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static bringNear() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.observed.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

function Slot({ observe }: { observe?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const needed = useNeededSoon(ref, { settleMs: 3000, observe });
  return <div ref={ref}>{needed ? 'form' : 'placeholder'}</div>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useNeededSoon', () => {
  it('is needed once the element comes near the viewport', () => {
    render(<Slot />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => FakeIntersectionObserver.bringNear());
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('does not go by the position while what is above is still loading, then does', () => {
    const { rerender } = render(<Slot observe={false} />);
    act(() => FakeIntersectionObserver.bringNear());
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    rerender(<Slot observe />);
    act(() => FakeIntersectionObserver.bringNear());
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('is needed once the page has settled even when never near', async () => {
    render(<Slot observe={false} />);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});

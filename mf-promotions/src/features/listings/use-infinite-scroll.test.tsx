import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** What the browser does when the sentinel enters the (expanded) viewport. */
  fire(isIntersecting: boolean) {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Sentinel({ onLoadMore, enabled }: { onLoadMore: () => void; enabled: boolean }) {
  const ref = useInfiniteScroll({ onLoadMore, enabled });
  return <div ref={ref} data-testid="sentinel" />;
}

const latest = () => FakeIntersectionObserver.instances.at(-1)!;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useInfiniteScroll', () => {
  it('watches the sentinel with a 300 px margin below the viewport', () => {
    render(<Sentinel onLoadMore={() => undefined} enabled />);
    expect(latest().options.rootMargin).toBe('0px 0px 300px 0px');
    expect(latest().observed.size).toBe(1);
  });

  it('loads more when the sentinel comes within the margin', () => {
    const onLoadMore = vi.fn();
    render(<Sentinel onLoadMore={onLoadMore} enabled />);
    act(() => latest().fire(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => latest().fire(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does nothing while a page is loading or nothing is left', () => {
    const onLoadMore = vi.fn();
    render(<Sentinel onLoadMore={onLoadMore} enabled={false} />);
    act(() => latest().fire(true));
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('asks the observer again when loading ends, so a still-visible sentinel loads the next page', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Sentinel onLoadMore={onLoadMore} enabled={false} />);
    const observer = latest();
    const observe = vi.spyOn(observer, 'observe');
    rerender(<Sentinel onLoadMore={onLoadMore} enabled />);
    expect(observe).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, firstScreenImagesDecoded } from './first-paint';

describe('afterFirstPaint', () => {
  // frames come when the test says so (a hidden tab: never)
  let frames: FrameRequestCallback[] = [];
  const paintFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
    vi.advanceTimersByTime(0);
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z'), toFake: ['setTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    performance.clearMarks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task after the asked number of frames, once, and marks that moment', () => {
    const task = vi.fn();
    afterFirstPaint(task, 2);
    paintFrame();
    expect(task).not.toHaveBeenCalled();
    expect(performance.getEntriesByName('bonus-atlas:after-first-paint')).toHaveLength(0);
    paintFrame();
    expect(task).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName('bonus-atlas:after-first-paint')).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after 200 ms when no frame comes (a hidden tab)', () => {
    const task = vi.fn();
    afterFirstPaint(task, 2);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('firstScreenImagesDecoded', () => {
  const jsdomDecode = HTMLImageElement.prototype.decode;
  afterEach(() => {
    document.body.innerHTML = '';
    HTMLImageElement.prototype.decode = jsdomDecode;
  });

  function addImage(loading: 'eager' | 'lazy'): HTMLImageElement {
    const image = document.createElement('img');
    image.loading = loading;
    document.body.append(image);
    return image;
  }

  it('waits for every image not loading lazily, and a broken one does not block it', async () => {
    const pending: Array<() => void> = [];
    const decoded: HTMLImageElement[] = [];
    // jsdom decodes nothing: each decode() call is recorded and settled by the test
    HTMLImageElement.prototype.decode = function decode(this: HTMLImageElement) {
      decoded.push(this);
      return new Promise<void>((resolve, reject) =>
        pending.push(decoded.length === 2 ? () => reject(new Error('broken')) : resolve),
      );
    };
    const first = addImage('eager');
    const broken = addImage('eager');
    addImage('lazy');

    let done = false;
    void firstScreenImagesDecoded().then(() => {
      done = true;
    });
    expect(decoded).toEqual([first, broken]);
    pending[1]?.();
    await Promise.resolve();
    expect(done).toBe(false);
    pending[0]?.();
    await vi.waitFor(() => expect(done).toBe(true));
  });
});

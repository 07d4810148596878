import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FAILED_IMAGE_MARK, ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('loads lazily in a reserved box unless it has priority', () => {
    const { rerender, container } = render(
      <ImageWithFallback src="/cover.jpg" alt="Garuda cover" aspectRatio="16 / 9" />,
    );
    const img = screen.getByRole('img', { name: 'Garuda cover' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.firstChild).toHaveStyle({ aspectRatio: '16 / 9' });
    rerender(<ImageWithFallback src="/cover.jpg" alt="Garuda cover" priority />);
    expect(screen.getByRole('img', { name: 'Garuda cover' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Garuda cover' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it("shows the brand's initial when the image fails to load", () => {
    const onError = vi.fn();
    render(
      <ImageWithFallback
        src="/broken.png"
        alt="Garuda logo"
        fallbackText="garuda88"
        onError={onError}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Garuda logo' }));
    expect(onError).toHaveBeenCalledOnce();
    const fallback = screen.getByRole('img', { name: 'Garuda logo' });
    expect(fallback).toHaveTextContent('G');
    expect(fallback).toHaveAttribute('title', 'Image unavailable');
    expect(fallback.tagName).toBe('SPAN');
  });

  it('shows the "Image unavailable" placeholder with no source and no name', () => {
    render(<ImageWithFallback src={null} alt="" />);
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('Image unavailable');
  });

  it('tries again when the source changes', () => {
    const { rerender } = render(
      <ImageWithFallback src="/broken.png" alt="Promo" fallbackText="Promo" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Promo' }));
    rerender(<ImageWithFallback src="/fixed.png" alt="Promo" fallbackText="Promo" />);
    expect(screen.getByRole('img', { name: 'Promo' })).toHaveAttribute('src', '/fixed.png');
  });

  it('shows the fallback on takeover for a server image that failed before the app ran', async () => {
    const image = <ImageWithFallback src="/broken.png" alt="Garuda logo" fallbackText="garuda88" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    // the server page's inline script marks the image; its error event is long gone
    expect(container.querySelector('span')).toHaveAttribute('data-fallback-initial', 'G');
    container.querySelector('img')?.setAttribute(FAILED_IMAGE_MARK, '');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, image, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('G');
    expect(screen.getByRole('img', { name: 'Garuda logo' })).not.toHaveAttribute('src');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('keeps a server image that loaded', async () => {
    const image = <ImageWithFallback src="/fine.png" alt="Garuda logo" fallbackText="garuda88" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, image);
    });
    expect(screen.getByRole('img', { name: 'Garuda logo' })).toHaveAttribute('src', '/fine.png');
    expect(screen.queryByTestId('image-fallback')).toBeNull();
    container.remove();
  });
});

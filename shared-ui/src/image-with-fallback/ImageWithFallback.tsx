import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ImgHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ImageOff } from '../icons/icons';
import { cx } from '../utils/cx';
import styles from './ImageWithFallback.module.css';

export interface ImageWithFallbackProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'className' | 'style'
> {
  src?: string | null;
  alt: string;
  /** Reserved box, e.g. "16 / 9" or 1, so the layout does not jump while loading. */
  aspectRatio?: string | number;
  /** Above-the-fold image: eager loading with high fetch priority (first 4 brand cards). */
  priority?: boolean;
  /** Name whose first letter stands in for a missing or broken image (brand logos). */
  fallbackText?: string | null;
  /** Custom content instead of the initial/placeholder. */
  fallback?: ReactNode;
  fit?: 'cover' | 'contain';
  /** Class of the frame (which sizes the image). */
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

/** The mark of an image that failed before the app took the page over (server-render.mjs sets it). */
export const FAILED_IMAGE_MARK = 'data-image-failed';

/** Image that keeps its space, loads lazily and never shows a broken-image icon. */
export function ImageWithFallback({
  src,
  alt,
  aspectRatio,
  priority = false,
  fallbackText,
  fallback,
  fit = 'cover',
  className,
  imgClassName,
  style,
  loading,
  fetchPriority,
  onError,
  ...imgProps
}: ImageWithFallbackProps) {
  const { t } = useTranslation();
  // Remembering which source failed lets a new source try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frameStyle: CSSProperties = {
    ...style,
    ...(aspectRatio ? { aspectRatio: String(aspectRatio) } : {}),
  };
  const showImage = Boolean(src) && failedSrc !== src;
  const initial = fallbackText?.trim()
    ? Array.from(fallbackText.trim())[0]?.toUpperCase()
    : undefined;
  const imageRef = useRef<HTMLImageElement>(null);

  // An image of a page the server rendered can fail before the app takes it over, and its error event
  // is gone by then. The page's inline script (functions/render/server-render.mjs) marks such an image
  // `data-image-failed`, and the stylesheet draws the fallback over it meanwhile; once the component
  // runs, it reads the mark and shows its own fallback.
  useEffect(() => {
    if (src && imageRef.current?.hasAttribute(FAILED_IMAGE_MARK)) setFailedSrc(src);
  }, [src]);

  return (
    <span
      className={cx(styles.frame, className)}
      style={frameStyle}
      data-fallback-initial={fallback ? undefined : initial}
    >
      {showImage ? (
        <img
          {...imgProps}
          ref={imageRef}
          src={src ?? undefined}
          alt={alt}
          loading={loading ?? (priority ? 'eager' : 'lazy')}
          fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
          decoding="async"
          className={cx(styles.image, styles[fit], imgClassName)}
          onError={(event) => {
            setFailedSrc(src ?? null);
            onError?.(event);
          }}
        />
      ) : (
        (fallback ?? (
          <span
            className={styles.fallback}
            role={alt ? 'img' : undefined}
            aria-label={alt || undefined}
            aria-hidden={alt ? undefined : true}
            title={t('image.unavailable')}
            data-testid="image-fallback"
          >
            {initial ? (
              <span className={styles.initial}>{initial}</span>
            ) : (
              <>
                <ImageOff className={styles.placeholderIcon} aria-hidden="true" />
                <span className="visually-hidden">{t('image.unavailable')}</span>
              </>
            )}
          </span>
        ))
      )}
    </span>
  );
}

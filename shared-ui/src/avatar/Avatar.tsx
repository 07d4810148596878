import { useState } from 'react';
import { cx } from '../utils/cx';
import { getInitials } from './initials';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Display name (or e-mail) used for the initials and the accessible name. */
  name?: string | null;
  photoURL?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

/** A user's photo, or up to two initials when there is none or it fails to load. */
export function Avatar({ name, photoURL, size = 'md', className }: AvatarProps) {
  // Remembering which URL failed lets a new photo URL try again without an effect.
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const label = name ?? '';
  const showPhoto = Boolean(photoURL) && failedURL !== photoURL;

  return (
    <span className={cx(styles.avatar, styles[size], className)} role="img" aria-label={label}>
      {showPhoto ? (
        <img
          className={styles.image}
          src={photoURL ?? undefined}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailedURL(photoURL ?? null)}
        />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </span>
  );
}

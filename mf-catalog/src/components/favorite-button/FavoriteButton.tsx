import { IconButton } from '@bonus-atlas/shared-ui';
import { Heart } from '@bonus-atlas/shared-ui/icons';
import { useCatalogTranslation } from '../../i18n';
import { useFavorites } from '../../features/favorites/use-favorites';
import styles from './FavoriteButton.module.css';

interface FavoriteButtonProps {
  brandId: string;
  brandName: string;
  className?: string;
}

/** The heart that saves a brand to favourites (spec §2 Favorites). */
export function FavoriteButton({ brandId, brandName, className }: FavoriteButtonProps) {
  const { t } = useCatalogTranslation();
  const { isFavorite, toggleFavorite } = useFavorites();
  const saved = isFavorite(brandId);
  return (
    <IconButton
      className={className}
      variant="secondary"
      round
      aria-pressed={saved}
      aria-label={t(saved ? 'favorites.remove' : 'favorites.add', { brand: brandName })}
      icon={<Heart className={saved ? styles.saved : styles.heart} />}
      onClick={() => toggleFavorite(brandId)}
    />
  );
}

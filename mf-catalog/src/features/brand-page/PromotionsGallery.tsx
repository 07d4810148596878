import { useMemo, useState } from 'react';
import {
  Chip,
  cx,
  EmptyState,
  ErrorState,
  formatIDR,
  formatTurnover,
  ImageWithFallback,
  Modal,
  Skeleton,
  useCommonLabel,
} from '@bonus-atlas/shared-ui';
import {
  orderBrandPageCategories,
  promotionValidity,
  useAmountMask,
  useBonusesHidden,
  translateCategory,
  type Promotion,
} from '@bonus-atlas/shared-services';
import { RemotePromotionDetailModal } from '../../federation/promotion-detail-modal';
import { useCatalogTranslation } from '../../i18n';
import { PromotionValidity } from './PromotionValidity';
import styles from './PromotionsGallery.module.css';

const ALL = 'All';

interface PromotionsGalleryProps {
  promotions: readonly Promotion[];
  status: 'loading' | 'error' | 'success';
  onRetry: () => void;
}

/** The brand's promotions with the brand-page category chips; a tile opens mf-promotions' detail modal. */
export function PromotionsGallery({ promotions, status, onRetry }: PromotionsGalleryProps) {
  const { t } = useCatalogTranslation();
  const [category, setCategory] = useState(ALL);
  const [opened, setOpened] = useState<Promotion | null>(null);
  // Take a break: max bonus amounts stay hidden while it runs
  const bonusesHidden = useBonusesHidden();
  const masked = useAmountMask();
  const categoryLabel = useCommonLabel(translateCategory);

  const categories = useMemo(
    () => orderBrandPageCategories(promotions.map((promotion) => promotion.category)),
    [promotions],
  );
  // as on the listings: an ended promotion stays (greyed, badged) but after every live one
  const tiles = useMemo(() => {
    const now = Date.now();
    const withValidity = promotions.map((promotion) => ({ promotion, validity: promotionValidity(promotion, now) }));
    const isOver = (tile: (typeof withValidity)[number]) => Number(tile.validity.state === 'expired');
    return withValidity.sort((a, b) => isOver(a) - isOver(b));
  }, [promotions]);
  const shown = category === ALL ? tiles : tiles.filter(({ promotion }) => promotion.category.trim() === category);

  return (
    <section className={styles.gallery} aria-labelledby="brand-promotions-title">
      <h2 id="brand-promotions-title" className={styles.heading}>
        {t('brand.promotions')}
      </h2>
      {status === 'loading' ? (
        <div className={styles.grid} aria-busy="true">
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
        </div>
      ) : status === 'error' ? (
        <ErrorState compact title={t('brand.promotionsError')} onRetry={onRetry} retryLabel={t('home.retry')} />
      ) : (
        <>
          {categories.length > 0 ? (
            <div className={styles.chips} role="group" aria-label={t('brand.promotions')}>
              {[ALL, ...categories].map((name) => (
                <Chip key={name} selected={category === name} onClick={() => setCategory(name)}>
                  {name === ALL ? t('brand.allCategories') : categoryLabel(name)}
                </Chip>
              ))}
            </div>
          ) : null}
          {shown.length === 0 ? (
            <EmptyState compact title={t('brand.noPromotions')} />
          ) : (
            <ul className={styles.grid}>
              {shown.map(({ promotion, validity }) => (
                <li key={promotion.id}>
                  <button
                    type="button"
                    className={cx(styles.tile, validity.state === 'expired' && styles.expired)}
                    onClick={() => setOpened(promotion)}
                  >
                    <span className={styles.media}>
                      <ImageWithFallback
                        className={styles.image}
                        src={promotion.image}
                        alt=""
                        fallbackText={promotion.title || promotion.category}
                      />
                    </span>
                    <span className={styles.tileBody}>
                      <span className={styles.tileTop}>
                        <span className={styles.category}>{categoryLabel(promotion.category)}</span>
                        <PromotionValidity validity={validity} />
                      </span>
                      <span className={styles.title}>{masked(promotion.title)}</span>
                      {(promotion.maxBonus > 0 && !bonusesHidden) || promotion.turnoverNeeded > 0 ? (
                        <span className={styles.figures}>
                          {promotion.maxBonus > 0 && !bonusesHidden ? (
                            <span>{formatIDR(promotion.maxBonus)}</span>
                          ) : null}
                          {promotion.turnoverNeeded > 0 ? (
                            <span>{formatTurnover(promotion.turnoverNeeded)}</span>
                          ) : null}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <RemotePromotionDetailModal
        promotion={opened}
        open={opened !== null}
        onClose={() => setOpened(null)}
        renderUnavailable={(close, retry) => (
          <Modal open onClose={close} title={opened ? masked(opened.title) : t('brand.promotions')} size="sm">
            <ErrorState compact title={t('brand.modalError')} onRetry={retry} retryLabel={t('home.retry')} />
          </Modal>
        )}
      />
    </section>
  );
}

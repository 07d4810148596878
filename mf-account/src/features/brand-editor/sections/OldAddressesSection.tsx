import { Button, formatDate, useToast } from '@bonus-atlas/shared-ui';
import type { Actor } from '@bonus-atlas/shared-services';
import { useOldBrandAddresses, useReleaseOldBrandAddress } from '@bonus-atlas/shared-services/manage';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import styles from '../BrandEditor.module.css';

interface OldAddressesSectionProps {
  brandId: string;
  actor: Actor | null;
}

/**
 * A renamed brand's old addresses: each still leads to the brand and stays reserved for it for a
 * while (no other brand may take it); the owner may release one earlier. Shown only when there are some.
 */
export function OldAddressesSection({ brandId, actor }: OldAddressesSectionProps) {
  const { t } = useBrandEditorTranslation();
  const toast = useToast();
  const addresses = useOldBrandAddresses(actor ? brandId : null);
  const release = useReleaseOldBrandAddress();
  const list = addresses.data ?? [];
  if (!actor || list.length === 0) return null;

  const onRelease = (slug: string) =>
    release.mutate(
      { brandId, slug, actor },
      {
        onSuccess: () => toast.show({ kind: 'success', title: t('oldAddresses.released', { slug }) }),
        onError: () => toast.show({ kind: 'error', title: t('oldAddresses.releaseFailed', { slug }) }),
      },
    );

  return (
    <section className={styles.section} aria-labelledby="brand-old-addresses-heading">
      <h2 id="brand-old-addresses-heading" className={styles.sectionTitle}>
        {t('oldAddresses.title')}
      </h2>
      <p className={styles.muted}>{t('oldAddresses.intro')}</p>
      <ul className={styles.oldAddresses}>
        {list.map(({ slug, reservedUntil }) => (
          <li key={slug} className={styles.oldAddress}>
            <div className={styles.grow}>
              <code>/brand/{slug}</code>
              <p className={styles.muted}>
                {reservedUntil && reservedUntil.getTime() > Date.now()
                  ? t('oldAddresses.reservedUntil', { date: formatDate(reservedUntil) })
                  : t('oldAddresses.notReserved')}
              </p>
            </div>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={t('oldAddresses.releaseLabel', { slug })}
              loading={release.isPending && release.variables?.slug === slug}
              disabled={release.isPending}
              onClick={() => onRelease(slug)}
            >
              {t('oldAddresses.release')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

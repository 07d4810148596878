import type { Brand } from '@bonus-atlas/shared-services';
import { CommentsPanel } from '../comments';
import { BrandHead } from './BrandHead';
import { BrandHeader } from './BrandHeader';
import { PromotionsGallery } from './PromotionsGallery';
import { useBrandPromotions } from './use-brand-promotions';
import styles from './BrandPage.module.css';

/** The brand page body: header, promotions gallery and the comments panel (spec §2). */
export function BrandDetails({ brand }: { brand: Brand }) {
  const promotions = useBrandPromotions(brand);
  return (
    <div className={styles.layout}>
      <BrandHead brand={brand} promotions={promotions.promotions} />
      <BrandHeader brand={brand} />
      <PromotionsGallery promotions={promotions.promotions} status={promotions.status} onRetry={promotions.retry} />
      <CommentsPanel brandId={brand.id} brandName={brand.name} placed={promotions.status !== 'loading'} />
    </div>
  );
}

import { Button } from '@bonus-atlas/shared-ui';
import { Plus } from '@bonus-atlas/shared-ui/icons';
import { MAX_PROMOTIONS_PER_BRAND } from '@bonus-atlas/shared-services';
import type { BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptyPromotion } from '../form-values';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import { useValidationText } from '../../../i18n/validation';
import styles from './Promotions.module.css';
import { PromotionFields } from './PromotionFields';

/** spec §2: the Promotions section: add, edit and remove promotions of the brand. */
export function PromotionsSection({ brandId }: { brandId: string }) {
  const { t } = useBrandEditorTranslation();
  const validationText = useValidationText();
  const { control, formState } = useFormContext<BrandFormValues>();
  // keyName: the promotions keep their own `id` (existing documents), react-hook-form gets another key
  const { fields, append, remove } = useFieldArray({ control, name: 'promotions', keyName: 'fieldKey' });
  const full = fields.length >= MAX_PROMOTIONS_PER_BRAND;
  const listError = formState.errors.promotions?.root?.message ?? formState.errors.promotions?.message;
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('promotions.intro')}</p>
      {fields.length === 0 ? <p className={styles.muted}>{t('promotions.empty')}</p> : null}
      {fields.map((field, index) => (
        <PromotionFields key={field.fieldKey} index={index} brandId={brandId} onRemove={() => remove(index)} />
      ))}
      <Button
        type="button"
        variant="secondary"
        leftIcon={<Plus aria-hidden="true" />}
        disabled={full}
        aria-describedby={full ? 'promotions-limit' : undefined}
        onClick={() => append(emptyPromotion())}
      >
        {t('promotions.add')}
      </Button>
      {full || listError ? (
        <p id="promotions-limit" className={styles.muted} role={listError ? 'alert' : undefined}>
          {validationText(listError ?? 'brandPromotionsTooMany')}
        </p>
      ) : null}
    </div>
  );
}

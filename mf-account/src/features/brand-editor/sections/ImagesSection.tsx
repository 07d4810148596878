import type { BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { Controller, useFormContext } from 'react-hook-form';
import styles from '../BrandEditor.module.css';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import { ImagePicker } from '../images/ImagePicker';

/** spec §2 Images: the brand's logo and cover. */
export function ImagesSection({ brandId }: { brandId: string }) {
  const { t } = useBrandEditorTranslation();
  const { control } = useFormContext<BrandFormValues>();
  return (
    <div className={styles.images}>
      {(['logo', 'cover'] as const).map((kind) => (
        <Controller
          key={kind}
          control={control}
          name={kind === 'logo' ? 'logoImage' : 'coverImage'}
          render={({ field }) => (
            <ImagePicker
              kind={kind}
              brandId={brandId}
              label={t(`images.${kind}`)}
              hint={t(`images.${kind}Hint`)}
              value={field.value ?? ''}
              onChange={field.onChange}
            />
          )}
        />
      ))}
    </div>
  );
}

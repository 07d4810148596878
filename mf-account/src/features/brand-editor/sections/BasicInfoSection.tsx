import { Button } from '@bonus-atlas/shared-ui';
import { Checkbox, TextArea, TextField } from '@bonus-atlas/shared-ui/forms';
import { RefreshCw } from '@bonus-atlas/shared-ui/icons';
import { generateSlug } from '@bonus-atlas/shared-services';
import { BRAND_TEXT_LIMITS, type BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import styles from '../BrandEditor.module.css';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import { useFieldError } from '../use-field-error';
import { FeaturesField } from './FeaturesField';

export interface BasicInfoSectionProps {
  isAdmin: boolean;
  slugEdited: boolean;
  onSlugEdited: (edited: boolean) => void;
}

/** spec §2 Basic Information: name, slug (follows the name until edited, Reset), texts, URL, rating, flags, features. */
export function BasicInfoSection({ isAdmin, slugEdited, onSlugEdited }: BasicInfoSectionProps) {
  const { t } = useBrandEditorTranslation();
  const { register, control, setValue, getValues, getFieldState } = useFormContext<BrandFormValues>();
  const errorOf = useFieldError();
  const slug = useWatch({ control, name: 'slug' });
  const name = register('name', {
    onChange: (event: { target: { value: string } }) => {
      // spec §4: the slug follows the name until it is edited by hand; a slug marked invalid is checked
      // again, so a message the name has just fixed goes with it
      if (!slugEdited)
        setValue('slug', generateSlug(event.target.value), { shouldValidate: getFieldState('slug').invalid });
    },
  });
  const slugField = register('slug', { onChange: () => onSlugEdited(true) });

  return (
    <div className={styles.fields}>
      <TextField
        label={t('fields.name')}
        maxLength={BRAND_TEXT_LIMITS.name}
        enforceMaxLength
        required
        error={errorOf('name')}
        {...name}
      />
      <div className={styles.slugRow}>
        <TextField
          label={t('fields.slug')}
          hint={t('fields.slugHint', { slug: slug || '…' })}
          maxLength={BRAND_TEXT_LIMITS.slug}
          enforceMaxLength
          required
          error={errorOf('slug')}
          containerClassName={styles.grow}
          {...slugField}
          // controlled as well, so the counter follows the name-derived slug
          value={slug ?? ''}
        />
        <Button
          type="button"
          variant="secondary"
          leftIcon={<RefreshCw aria-hidden="true" />}
          aria-label={t('fields.resetSlugLabel')}
          onClick={() => {
            onSlugEdited(false);
            setValue('slug', generateSlug(getValues('name')), { shouldValidate: true });
          }}
        >
          {t('fields.resetSlug')}
        </Button>
      </div>
      <TextArea
        label={t('fields.description')}
        rows={5}
        maxLength={BRAND_TEXT_LIMITS.description}
        enforceMaxLength
        required
        error={errorOf('description')}
        {...register('description')}
      />
      <TextField
        label={t('fields.welcomeBonus')}
        hint={t('fields.welcomeBonusHint')}
        maxLength={BRAND_TEXT_LIMITS.welcomeBonus}
        enforceMaxLength
        required
        error={errorOf('welcomeBonus')}
        {...register('welcomeBonus')}
      />
      <TextField
        label={t('fields.websiteUrl')}
        hint={t('fields.websiteUrlHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={BRAND_TEXT_LIMITS.websiteUrl}
        enforceMaxLength
        error={errorOf('websiteUrl')}
        {...register('websiteUrl')}
      />
      <TextField
        label={t('fields.rating')}
        type="number"
        min={1}
        max={5}
        step={0.1}
        inputMode="decimal"
        error={errorOf('rating')}
        containerClassName={styles.rating}
        {...register('rating')}
      />
      <div className={styles.flags}>
        {isAdmin ? (
          <Checkbox label={t('fields.verified')} description={t('fields.verifiedHint')} {...register('verified')} />
        ) : null}
        <Checkbox label={t('fields.acceptsCrypto')} {...register('acceptsCrypto')} />
      </div>
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <FeaturesField value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </div>
  );
}

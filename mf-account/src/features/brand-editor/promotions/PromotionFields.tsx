import { Button, useCommonLabel } from '@bonus-atlas/shared-ui';
import { Checkbox, SelectField, TextArea, TextField } from '@bonus-atlas/shared-ui/forms';
import { Pencil, Trash2 } from '@bonus-atlas/shared-ui/icons';
import { PromotionDescription } from '@bonus-atlas/shared-ui/markup';
import { GAME_CATEGORIES, STANDARD_CATEGORIES, translateCategory } from '@bonus-atlas/shared-services';
import { PROMOTION_TEXT_LIMITS, type BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { isStandardCategory } from '../form-values';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import { ImagePicker } from '../images/ImagePicker';
import { useFieldError } from '../use-field-error';
import { ConfirmTerms } from './ConfirmTerms';
import { DescriptionEditorModal } from './DescriptionEditorModal';
import styles from './Promotions.module.css';

const CUSTOM = '__custom__';

export interface PromotionFieldsProps {
  index: number;
  brandId: string;
  onRemove: () => void;
}

/** One promotion of the brand form (spec §3 fields). */
export function PromotionFields({ index, brandId, onRemove }: PromotionFieldsProps) {
  const { t } = useBrandEditorTranslation();
  const categoryLabel = useCommonLabel(translateCategory);
  const { register, control, setValue } = useFormContext<BrandFormValues>();
  const errorOf = useFieldError();
  const path = `promotions.${index}` as const;
  const [category, title, description, promotionId] = useWatch({
    control,
    name: [`${path}.category`, `${path}.title`, `${path}.description`, `${path}.id`],
  });
  const [custom, setCustom] = useState(() => Boolean(category) && !isStandardCategory(category ?? ''));
  const [editing, setEditing] = useState(false);
  const number = index + 1;

  const categoryOptions = [
    ...STANDARD_CATEGORIES.map((name) => ({ value: name, label: categoryLabel(name) })),
    { value: CUSTOM, label: t('promotions.customCategory') },
  ];

  return (
    <fieldset className={styles.promotion}>
      <legend className={styles.legend}>{t('promotions.item', { number })}</legend>
      <div className={styles.grid}>
        <SelectField
          label={t('promotions.category')}
          options={categoryOptions}
          value={custom ? CUSTOM : (category ?? '')}
          onChange={(event) => {
            const next = event.target.value;
            setCustom(next === CUSTOM);
            setValue(`${path}.category`, next === CUSTOM ? '' : next, { shouldDirty: true });
          }}
        />
        {custom ? (
          <TextField
            label={t('promotions.customCategoryName')}
            maxLength={PROMOTION_TEXT_LIMITS.category}
            enforceMaxLength
            error={errorOf(`${path}.category`)}
            {...register(`${path}.category`)}
          />
        ) : null}
        <TextField
          label={t('promotions.title')}
          maxLength={PROMOTION_TEXT_LIMITS.title}
          enforceMaxLength
          error={errorOf(`${path}.title`)}
          {...register(`${path}.title`)}
        />
      </div>
      <Controller
        control={control}
        name={`${path}.image`}
        render={({ field }) => (
          <ImagePicker
            kind="promotion"
            brandId={brandId}
            label={t('promotions.image')}
            hint={t('images.promotionHint')}
            value={field.value ?? ''}
            onChange={field.onChange}
          />
        )}
      />
      <div className={styles.description}>
        <span className={styles.label}>{t('promotions.description')}</span>
        <div className={styles.descriptionPreview}>
          {description?.trim() ? (
            <PromotionDescription markup={description} />
          ) : (
            <p className={styles.muted}>{t('promotions.noDescription')}</p>
          )}
        </div>
        {errorOf(`${path}.description`) ? (
          <p className={styles.error} role="alert">
            {errorOf(`${path}.description`)}
          </p>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          leftIcon={<Pencil aria-hidden="true" />}
          onClick={() => setEditing(true)}
        >
          {t('promotions.editDescription')}
        </Button>
        <DescriptionEditorModal
          open={editing}
          value={description ?? ''}
          onApply={(markup) => setValue(`${path}.description`, markup, { shouldDirty: true })}
          onClose={() => setEditing(false)}
        />
      </div>
      <TextArea
        label={t('promotions.terms')}
        rows={3}
        maxLength={PROMOTION_TEXT_LIMITS.terms}
        enforceMaxLength
        error={errorOf(`${path}.terms`)}
        {...register(`${path}.terms`)}
      />
      <Controller
        control={control}
        name={`${path}.gameCategories`}
        render={({ field }) => {
          const selected = field.value ?? [];
          return (
            <fieldset className={styles.games}>
              <legend className={styles.label}>{t('promotions.gameCategories')}</legend>
              {GAME_CATEGORIES.map((game) => (
                <Checkbox
                  key={game}
                  label={t(`games.${game}`)}
                  checked={selected.includes(game)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...selected, game] : selected.filter((item) => item !== game),
                    )
                  }
                />
              ))}
            </fieldset>
          );
        }}
      />
      <div className={styles.grid}>
        <TextField
          label={t('promotions.maxBonus')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...register(`${path}.maxBonus`)}
        />
        <TextField
          label={t('promotions.turnover')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...register(`${path}.turnoverNeeded`)}
        />
        <TextField label={t('promotions.validUntil')} type="date" {...register(`${path}.validUntil`)} />
      </div>
      {promotionId ? <ConfirmTerms brandId={brandId} promotionId={promotionId} /> : null}
      <div className={styles.removeRow}>
        <Button
          type="button"
          size="sm"
          variant="danger"
          leftIcon={<Trash2 aria-hidden="true" />}
          aria-label={t('promotions.removeNamed', { title: title?.trim() || t('promotions.item', { number }) })}
          onClick={onRemove}
        >
          {t('promotions.remove')}
        </Button>
      </div>
    </fieldset>
  );
}

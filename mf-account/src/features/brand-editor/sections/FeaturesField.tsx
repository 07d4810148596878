import { Button, IconButton } from '@bonus-atlas/shared-ui';
import { TextField } from '@bonus-atlas/shared-ui/forms';
import { Plus, X } from '@bonus-atlas/shared-ui/icons';
import { useState } from 'react';
import { useValidationText } from '../../../i18n/validation';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';

// firestore.rules' bounds for features
const MAX_FEATURES = 10;
const MAX_FEATURE_LENGTH = 100;
import styles from '../BrandEditor.module.css';

export interface FeaturesFieldProps {
  value: string[];
  onChange: (features: string[]) => void;
  /** The form's message for the list (a validation key). */
  error?: string;
}

/** The brand's features list: type one, add it, remove any. */
export function FeaturesField({ value, onChange, error }: FeaturesFieldProps) {
  const { t } = useBrandEditorTranslation();
  const validationText = useValidationText();
  const [draft, setDraft] = useState('');
  const full = value.length >= MAX_FEATURES;
  const add = () => {
    const feature = draft.trim();
    if (!feature || full || value.includes(feature)) return;
    onChange([...value, feature]);
    setDraft('');
  };
  return (
    <div className={styles.features}>
      <div className={styles.featureInput}>
        <TextField
          label={t('fields.features')}
          placeholder={t('fields.featurePlaceholder')}
          value={draft}
          maxLength={MAX_FEATURE_LENGTH}
          enforceMaxLength
          hint={full ? validationText('brandFeaturesTooMany') : undefined}
          error={validationText(error)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the feature instead of submitting the whole brand form
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" leftIcon={<Plus aria-hidden="true" />} onClick={add} disabled={full}>
          {t('fields.addFeature')}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className={styles.muted}>{t('fields.noFeatures')}</p>
      ) : (
        <ul className={styles.featureList}>
          {value.map((feature) => (
            <li key={feature} className={styles.feature}>
              <span>{feature}</span>
              <IconButton
                type="button"
                size="sm"
                aria-label={t('fields.removeFeature', { feature })}
                icon={<X />}
                onClick={() => onChange(value.filter((item) => item !== feature))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Button, ImageWithFallback, cx } from '@bonus-atlas/shared-ui';
import { CircleCheck, CircleX, LoaderCircle, Trash2, Upload } from '@bonus-atlas/shared-ui/icons';
import { IMAGE_RULES } from '@bonus-atlas/shared-services/manage';
import { useId, useRef } from 'react';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import styles from './ImagePicker.module.css';
import { useImageUpload, type ImageTarget } from './use-image-upload';

export interface ImagePickerProps extends ImageTarget {
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
}

/** One image of the brand form: preview, choose/replace, remove, and the upload state in words and colour. */
export function ImagePicker({ label, hint, value, onChange, ...target }: ImagePickerProps) {
  const { t } = useBrandEditorTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { state, error, upload, remove } = useImageUpload(target, onChange);
  const busy = state === 'processing' || state === 'uploading';
  const StateIcon = state === 'done' ? CircleCheck : state === 'error' ? CircleX : busy ? LoaderCircle : null;

  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.body}>
        <div className={styles.preview}>
          {value ? (
            <ImageWithFallback src={value} alt={t('images.preview', { label })} className={styles.image} />
          ) : (
            <span className={styles.empty}>{t('images.empty')}</span>
          )}
        </div>
        <div className={styles.controls}>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            className={styles.file}
            // the Choose/Replace button opens it; one tab stop, not two
            tabIndex={-1}
            aria-label={label}
            accept={IMAGE_RULES[target.kind].acceptedTypes.join(',')}
            aria-describedby={`${id}-hint ${id}-state`}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file, value);
            }}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            leftIcon={<Upload aria-hidden="true" />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {value ? t('images.replace') : t('images.choose')}
          </Button>
          {value ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              leftIcon={<Trash2 aria-hidden="true" />}
              disabled={busy}
              onClick={() => {
                remove(value);
                onChange('');
              }}
            >
              {t('images.remove')}
            </Button>
          ) : null}
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
          <p
            id={`${id}-state`}
            className={cx(styles.state, styles[state])}
            role={state === 'error' ? 'alert' : 'status'}
            data-upload-state={state}
          >
            {StateIcon ? <StateIcon aria-hidden="true" size={16} className={busy ? styles.spin : undefined} /> : null}
            {state === 'error' && error ? error : state === 'idle' ? '' : t(`images.states.${state}`)}
          </p>
        </div>
      </div>
    </div>
  );
}

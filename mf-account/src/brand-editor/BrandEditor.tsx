import { Spinner } from '@bonus-atlas/shared-ui';
import { useAccountTranslation } from '../i18n';
import styles from './BrandEditor.module.css';

export interface BrandEditorProps {
  /** Absent: create a new brand; present: edit that brand (also used by /admin/brand/edit/:id). */
  brandId?: string;
}

/** The brand form shared by /create-brand, /edit-brand/:id and the admin's edit page (spec §2). */
export default function BrandEditor({ brandId }: BrandEditorProps) {
  const { t } = useAccountTranslation();
  return (
    <div className={styles.editor} data-brand-id={brandId} role="status" aria-busy="true">
      <Spinner />
      <p>{t('editor.loading')}</p>
    </div>
  );
}

import { Button, IconButton, Modal } from '@bonus-atlas/shared-ui';
import { TextArea } from '@bonus-atlas/shared-ui/forms';
import { Bold, Heading2, Heading3, List, ListOrdered } from '@bonus-atlas/shared-ui/icons';
import { PromotionDescription } from '@bonus-atlas/shared-ui/markup';
import { useEffect, useRef, useState } from 'react';
import { PROMOTION_TEXT_LIMITS } from '@bonus-atlas/shared-services/manage';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import styles from './Promotions.module.css';
import { applyMarkup, type MarkupAction } from './markup-toolbar';

const TOOLS: { action: MarkupAction; Icon: typeof Bold }[] = [
  { action: 'h2', Icon: Heading2 },
  { action: 'h3', Icon: Heading3 },
  { action: 'bold', Icon: Bold },
  { action: 'bullet', Icon: List },
  { action: 'number', Icon: ListOrdered },
];

export interface DescriptionEditorModalProps {
  open: boolean;
  value: string;
  onApply: (markup: string) => void;
  onClose: () => void;
}

/** spec §2: the promotion description editor with its toolbar and a live preview by the detail modal's renderer. */
export function DescriptionEditorModal({ open, value, onApply, onClose }: DescriptionEditorModalProps) {
  const { t } = useBrandEditorTranslation();
  const [draft, setDraft] = useState(value);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const apply = (action: MarkupAction) => {
    const element = textarea.current;
    const edit = applyMarkup(action, {
      text: draft,
      selectionStart: element?.selectionStart ?? draft.length,
      selectionEnd: element?.selectionEnd ?? draft.length,
    });
    setDraft(edit.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('descriptionEditor.title')}
      size="xl"
      initialFocusRef={textarea}
      footer={
        <div className={styles.modalActions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('descriptionEditor.cancel')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('descriptionEditor.apply')}
          </Button>
        </div>
      }
    >
      <div className={styles.editorGrid}>
        <div>
          <div role="toolbar" aria-label={t('descriptionEditor.toolbar')} className={styles.toolbar}>
            {TOOLS.map(({ action, Icon }) => (
              <IconButton
                key={action}
                type="button"
                size="sm"
                variant="secondary"
                aria-label={t(`descriptionEditor.${action}`)}
                icon={<Icon />}
                onClick={() => apply(action)}
              />
            ))}
          </div>
          <TextArea
            ref={textarea}
            label={t('descriptionEditor.text')}
            value={draft}
            rows={12}
            maxLength={PROMOTION_TEXT_LIMITS.description}
            enforceMaxLength
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <section aria-label={t('descriptionEditor.preview')} className={styles.preview}>
          <h3 className={styles.previewTitle}>{t('descriptionEditor.preview')}</h3>
          {draft.trim() ? (
            <PromotionDescription markup={draft} />
          ) : (
            <p className={styles.muted}>{t('descriptionEditor.emptyPreview')}</p>
          )}
        </section>
      </div>
    </Modal>
  );
}

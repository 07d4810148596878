import {
  Badge,
  Button,
  Modal,
  buttonClassName,
  formatDateTime,
  reportStatusVariant,
  useToast,
} from '@bonus-atlas/shared-ui';
import { Link } from '@bonus-atlas/shared-ui/router';
import { TextArea } from '@bonus-atlas/shared-ui/forms';
import { ConfirmDialog } from '@bonus-atlas/shared-ui/manage';
import { useBrand, type PromotionReport } from '@bonus-atlas/shared-services';
import {
  useConfirmPromotionTerms,
  useDeletePromotion,
  useUpdateReportStatus,
} from '@bonus-atlas/shared-services/manage';
import { useEffect, useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import styles from './Reports.module.css';
import { useAdminActor } from '../../hooks/use-admin-actor';

export interface ReportDetailsModalProps {
  report: PromotionReport | null;
  /** the earlier open report on the same promotion that this one repeats */
  duplicateOf?: PromotionReport | null;
  onClose: () => void;
}

/**
 * spec §2: a report's details, Admin Notes, Mark as Reviewed (pays the reward once) and Mark as Resolved;
 * also Delete Promotion, the admin's way to remove the reported promotion, its brand gone or not.
 */
export function ReportDetailsModal({ report, duplicateOf = null, onClose }: ReportDetailsModalProps) {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const actor = useAdminActor();
  const update = useUpdateReportStatus();
  const [adminNotes, setAdminNotes] = useState('');
  const [pendingStatus, setPendingStatus] = useState<'reviewed' | 'resolved' | null>(null);
  const removePromotion = useDeletePromotion();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const confirmTerms = useConfirmPromotionTerms();
  const brand = useBrand(report?.brandId);

  useEffect(() => {
    setAdminNotes(report?.adminNotes ?? '');
  }, [report]);

  if (!report) return null;
  // a report of the reporter's own brand (filed before the rules refused those) earns nothing
  const ownBrand = brand.data?.createdBy === report.userId;

  const setStatus = (status: 'reviewed' | 'resolved') => {
    if (!actor || update.isPending) return;
    setPendingStatus(status);
    update.mutate(
      // a duplicate is reviewed without a second reward (the first report is the one paid)
      {
        reportId: report.id,
        status,
        adminNotes: adminNotes.trim() || undefined,
        actor,
        ...(duplicateOf || ownBrand ? { withoutReward: true } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.rewardError) {
            toast.show({ kind: 'error', title: t('reportMessages.rewardFailed') });
          } else {
            toast.show({
              kind: 'success',
              title: t(result.rewarded ? 'reportMessages.rewarded' : 'reportMessages.updated'),
            });
          }
          onClose();
        },
        onError: () => toast.show({ kind: 'error', title: t('reportMessages.updateFailed') }),
        onSettled: () => setPendingStatus(null),
      },
    );
  };

  const confirmRemoval = () => {
    if (!actor) return;
    removePromotion.mutate(
      { brandId: report.brandId, promotionId: report.promotionId, actor },
      {
        onSuccess: () => toast.show({ kind: 'success', title: t('details.promotionDeleted') }),
        onError: () => toast.show({ kind: 'error', title: t('details.promotionDeleteFailed') }),
        onSettled: () => setConfirmingRemoval(false),
      },
    );
  };

  // the admin checked the terms against the brand's site: "Verified on" today
  const onConfirmTerms = () => {
    if (!actor) return;
    confirmTerms.mutate(
      { brandId: report.brandId, promotionId: report.promotionId, actor },
      {
        onSuccess: () => toast.show({ kind: 'success', title: t('details.termsConfirmed') }),
        onError: () => toast.show({ kind: 'error', title: t('details.confirmFailed') }),
      },
    );
  };

  // an edit made from here logs the report as what led to the change
  const editPath = `/admin/brand/edit/${encodeURIComponent(report.brandId)}?${new URLSearchParams({
    report: report.id,
    promotion: report.promotionId,
  }).toString()}`;

  const busy = update.isPending || removePromotion.isPending || confirmTerms.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('details.title')}
      size="lg"
      footer={
        <div className={styles.actions}>
          <Button
            variant="danger"
            className={styles.deletePromotion}
            onClick={() => setConfirmingRemoval(true)}
            disabled={busy || removePromotion.isSuccess}
          >
            {t('details.deletePromotion')}
          </Button>
          <Link to={editPath} className={buttonClassName({ variant: 'secondary' })}>
            {t('details.editPromotion')}
          </Link>
          <Button
            variant="secondary"
            onClick={onConfirmTerms}
            loading={confirmTerms.isPending}
            disabled={busy || removePromotion.isSuccess}
          >
            {t('details.confirmTerms')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('details.close')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setStatus('resolved')}
            loading={pendingStatus === 'resolved'}
            loadingText={t('details.saving')}
            disabled={busy}
          >
            {t('details.markResolved')}
          </Button>
          <Button
            onClick={() => setStatus('reviewed')}
            loading={pendingStatus === 'reviewed'}
            loadingText={t('details.saving')}
            disabled={busy}
          >
            {t('details.markReviewed')}
          </Button>
        </div>
      }
    >
      <dl className={styles.details}>
        <dt>{t('details.status')}</dt>
        <dd>
          <Badge variant={reportStatusVariant(report.status)}>{t(`statuses.${report.status}`)}</Badge>{' '}
          {report.rewarded ? <Badge tone="success">{t('details.rewardPaid')}</Badge> : null}
        </dd>
        <dt>{t('details.submitted')}</dt>
        <dd>{formatDateTime(report.createdAt ?? report.timestamp)}</dd>
        <dt>{t('details.promotion')}</dt>
        <dd>{report.promotionTitle}</dd>
        <dt>{t('details.brand')}</dt>
        <dd>{report.brandName}</dd>
        <dt>{t('details.promotionId')}</dt>
        <dd>
          <code>{report.promotionId}</code>
        </dd>
        <dt>{t('details.reason')}</dt>
        <dd>{t(`reasons.${report.reason ?? 'none'}`)}</dd>
        <dt>{t('details.description')}</dt>
        <dd>{report.description}</dd>
        <dt>{t('details.reporter')}</dt>
        <dd>{report.userEmail || report.userId}</dd>
        <dt>{t('details.reward')}</dt>
        <dd>
          {report.rewarded
            ? t('details.rewardPaid')
            : ownBrand
              ? t('details.ownBrandNoReward')
              : duplicateOf
                ? t('details.duplicateNoReward', {
                    date: formatDateTime(duplicateOf.createdAt ?? duplicateOf.timestamp),
                  })
                : t('details.rewardNotPaid')}
        </dd>
      </dl>
      <TextArea
        label={t('details.adminNotes')}
        hint={t('details.adminNotesHint')}
        value={adminNotes}
        maxLength={2000}
        rows={3}
        onChange={(event) => setAdminNotes(event.target.value)}
      />
      <ConfirmDialog
        open={confirmingRemoval}
        title={t('details.confirmDeletePromotionTitle')}
        message={t('details.confirmDeletePromotionMessage', { title: report.promotionTitle, brand: report.brandName })}
        confirmLabel={t('details.deletePromotion')}
        busy={removePromotion.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </Modal>
  );
}

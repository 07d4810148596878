import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Spinner,
  TOAST_DURATION,
  formatDate,
  formatDateTime,
  formatIDR,
  formatNumber,
  useToast,
} from '@bonus-atlas/shared-ui';
import { Link } from '@bonus-atlas/shared-ui/router';
import { isSuspensionReason, useSessionStore, type AuditEntry } from '@bonus-atlas/shared-services';
import { useAdminUserDetails, useAuthorNames, type AdminUserDetails } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import { AccountActionDialog, type AccountAction } from './AccountActionDialog';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Users.module.css';

export interface UserDetailsViewProps {
  details: AdminUserDetails;
  /** the signed-in admin: their own page has no actions */
  viewerUid: string | null;
  /** display names of the admins in the audit log, by uid (a uid shows while they load) */
  actorNames?: Record<string, string>;
  onAction: (action: AccountAction) => void;
}

function AuditLine({ entry, actorName }: { entry: AuditEntry; actorName: string }) {
  const { t } = useAdminTranslation();
  const reason = entry.after.suspendedReason;
  return (
    <li className={styles.item}>
      <span>
        {t('users.auditLine', {
          actor: actorName,
          action: t(`users.actionsLog.${entry.action}`, {
            reason: isSuspensionReason(reason) ? t(`users.reasons.${reason}`) : '',
          }),
        })}
      </span>
      <span className={styles.muted}>{entry.at ? formatDateTime(entry.at) : ''}</span>
    </li>
  );
}

/** A user's page as shown (data in, actions out): profile, actions, wallet, reports, brands, audit log. */
export function UserDetailsView({ details, viewerUid, actorNames = {}, onAction }: UserDetailsViewProps) {
  const { t } = useAdminTranslation();
  const { user } = details;
  const own = user.uid === viewerUid;
  return (
    <>
      <section className={styles.card} aria-labelledby="user-profile">
        <h3 id="user-profile" className={styles.cardTitle}>
          {t('users.profile')}
        </h3>
        {user.suspended ? (
          <p className={styles.notice} role="status">
            {t('users.suspendedBecause', {
              reason: t(`users.reasons.${user.suspendedReason ?? 'other'}`),
            })}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('users.columns.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('users.columns.role')}</dt>
            <dd>
              <Badge size="sm" tone={user.role === 'admin' ? 'info' : 'neutral'}>
                {t(`users.roles.${user.role}`)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt>{t('users.balance')}</dt>
            <dd>{formatIDR(user.balance)}</dd>
          </div>
          <div>
            <dt>{t('users.earned')}</dt>
            <dd>{formatIDR(user.totalEarned)}</dd>
          </div>
          <div>
            <dt>{t('users.joined')}</dt>
            <dd>{user.createdAt ? formatDate(user.createdAt) : '—'}</dd>
          </div>
          <div>
            <dt>{t('users.comments')}</dt>
            <dd>
              {t('users.commentCount', { count: details.commentCount, shown: formatNumber(details.commentCount) })}
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="user-actions">
        <h3 id="user-actions" className={styles.cardTitle}>
          {t('users.actions')}
        </h3>
        {own ? (
          <p className={styles.muted}>{t('users.ownAccount')}</p>
        ) : (
          <div className={styles.actions}>
            {user.role === 'admin' ? (
              <Button variant="secondary" onClick={() => onAction('removeAdmin')}>
                {t('users.removeAdmin')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => onAction('makeAdmin')}>
                {t('users.makeAdmin')}
              </Button>
            )}
            {user.suspended ? (
              <Button variant="secondary" onClick={() => onAction('unsuspend')}>
                {t('users.unsuspend')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => onAction('suspend')}>
                {t('users.suspend')}
              </Button>
            )}
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="user-wallet">
        <h3 id="user-wallet" className={styles.cardTitle}>
          {t('users.wallet')}
        </h3>
        {details.transactions.length === 0 ? (
          <p className={styles.muted}>{t('users.noTransactions')}</p>
        ) : (
          <ul className={styles.list}>
            {details.transactions.map((transaction) => (
              <li key={transaction.id} className={styles.item}>
                <span>
                  {transaction.description} ·{' '}
                  {t(`users.txStatus.${transaction.status}`, { defaultValue: transaction.status })}
                </span>
                <span>
                  {transaction.type === 'withdrawal' ? '−' : '+'}
                  {formatIDR(transaction.amount)}{' '}
                  <span className={styles.muted}>{transaction.createdAt ? formatDate(transaction.createdAt) : ''}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="user-reports">
        <h3 id="user-reports" className={styles.cardTitle}>
          {t('users.reports')}
        </h3>
        {details.reports.length === 0 ? (
          <p className={styles.muted}>{t('users.noReports')}</p>
        ) : (
          <ul className={styles.list}>
            {details.reports.map((report) => (
              <li key={report.id} className={styles.item}>
                <span>
                  {report.promotionTitle} · {report.brandName}
                </span>
                <span className={styles.muted}>
                  {t(`statuses.${report.status}`, { defaultValue: report.status })}
                  {report.createdAt ? ` · ${formatDate(report.createdAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="user-brands">
        <h3 id="user-brands" className={styles.cardTitle}>
          {t('users.brands')}
        </h3>
        {details.brands.length === 0 ? (
          <p className={styles.muted}>{t('users.noBrands')}</p>
        ) : (
          <ul className={styles.list}>
            {details.brands.map((brand) => (
              <li key={brand.id} className={styles.item}>
                <Link to={`/admin/brand/edit/${encodeURIComponent(brand.id)}`}>{brand.name}</Link>
                <span className={styles.muted}>{brand.slug}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="user-audit">
        <h3 id="user-audit" className={styles.cardTitle}>
          {t('users.audit')}
        </h3>
        {details.audit.length === 0 ? (
          <p className={styles.muted}>{t('users.noAudit')}</p>
        ) : (
          <ul className={styles.list}>
            {details.audit.map((entry) => (
              <AuditLine key={entry.id} entry={entry} actorName={actorNames[entry.actorUid] ?? entry.actorUid} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /admin/users/{uid}: one account's page with its confirmed, audited actions. */
export function UserDetails({ uid }: { uid: string }) {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const viewerUid = useSessionStore((state) => state.user?.uid ?? null);
  const details = useAdminUserDetails(uid);
  const actorNames = useAuthorNames(details.data?.audit.map((entry) => entry.actorUid) ?? []);
  const [action, setAction] = useState<AccountAction | null>(null);

  return (
    <section aria-labelledby="user-heading">
      <Link to="/admin/users" className={styles.back}>
        ← {t('users.back')}
      </Link>
      {details.isPending ? (
        <Spinner label={t('users.loading')} />
      ) : details.isError ? (
        <ErrorState
          title={t('users.errorTitle')}
          retryLabel={t('users.tryAgain')}
          retrying={details.isFetching}
          onRetry={() => void details.refetch()}
        />
      ) : details.data === null ? (
        <EmptyState title={t('users.notFoundTitle')} message={t('users.notFoundMessage')} />
      ) : (
        <>
          <SectionHeader headingId="user-heading" title={details.data.user.displayName || details.data.user.email} />
          <UserDetailsView
            details={details.data}
            viewerUid={viewerUid}
            actorNames={actorNames.data}
            onAction={setAction}
          />
          {action ? (
            <AccountActionDialog
              uid={uid}
              name={details.data.user.displayName || details.data.user.email}
              action={action}
              onClose={() => setAction(null)}
              onDone={(done) => {
                setAction(null);
                toast.show({ kind: 'success', title: t(`users.done.${done}`), durationMs: TOAST_DURATION.general });
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

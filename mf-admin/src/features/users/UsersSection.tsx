import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Spinner,
  formatDate,
  formatIDR,
  formatNumber,
  useDebouncedValue,
} from '@bonus-atlas/shared-ui';
import { Checkbox, SelectField, TextField } from '@bonus-atlas/shared-ui/forms';
import { Table, type TableColumn } from '@bonus-atlas/shared-ui/manage';
import { useNavigate } from '@bonus-atlas/shared-ui/router';
import { USERS_PAGE_SIZE } from '@bonus-atlas/shared-services';
import {
  useUserReportCounts,
  useUsersCount,
  useUsersPage,
  type AdminUserRow,
  type UsersFilter,
} from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Users.module.css';

function ReportCounts({ uid }: { uid: string }) {
  const counts = useUserReportCounts(uid);
  if (!counts.data) return <span className={styles.muted}>…</span>;
  return (
    <span>
      {formatNumber(counts.data.open)}/{formatNumber(counts.data.reviewed)}
    </span>
  );
}

/** /admin/users: every account, 50 a page, newest first; search by e-mail or name prefix, role and suspended filters. */
export function UsersSection() {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UsersFilter['role']>('all');
  const [suspendedOnly, setSuspendedOnly] = useState(false);
  // the creation times each page started after (page 1: null)
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const debounced = useDebouncedValue(search.trim());
  const filter: UsersFilter = { search: debounced, role, suspendedOnly };
  const after = cursors.at(-1) ?? null;
  const page = useUsersPage(filter, after);
  const total = useUsersCount(filter);
  const restart = () => setCursors([null]);

  const columns: TableColumn<AdminUserRow>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      cell: (user) => (
        <span className={styles.name}>
          <span>{user.displayName || '—'}</span>
          {user.suspended ? (
            <Badge size="sm" tone="danger">
              {t('users.suspended')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('users.columns.email'),
      width: '28%',
      cell: (user) => <span className={styles.email}>{user.email}</span>,
    },
    {
      id: 'role',
      header: t('users.columns.role'),
      cell: (user) => (
        <Badge size="sm" tone={user.role === 'admin' ? 'info' : 'neutral'}>
          {t(`users.roles.${user.role}`)}
        </Badge>
      ),
    },
    { id: 'balance', header: t('users.columns.balance'), align: 'end', cell: (user) => formatIDR(user.balance) },
    { id: 'earned', header: t('users.columns.earned'), align: 'end', cell: (user) => formatIDR(user.totalEarned) },
    {
      id: 'reports',
      header: t('users.columns.reports'),
      align: 'center',
      cell: (user) => <ReportCounts uid={user.uid} />,
    },
    {
      id: 'joined',
      header: t('users.columns.joined'),
      cell: (user) => (user.createdAt ? formatDate(user.createdAt) : '—'),
    },
  ];

  return (
    <section aria-labelledby="users-heading">
      <SectionHeader headingId="users-heading" title={t('panel.users')}>
        {total.data !== undefined ? (
          <p className={styles.muted}>{t('users.total', { count: total.data, shown: formatNumber(total.data) })}</p>
        ) : null}
      </SectionHeader>
      <div className={styles.toolbar}>
        <TextField
          containerClassName={styles.search}
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            restart();
          }}
        />
        <SelectField
          containerClassName={styles.role}
          label={t('users.role')}
          value={role}
          options={(['all', 'member', 'admin'] as const).map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          onChange={(event) => {
            setRole(event.target.value as UsersFilter['role']);
            restart();
          }}
        />
        <Checkbox
          label={t('users.suspendedOnly')}
          checked={suspendedOnly}
          onChange={(event) => {
            setSuspendedOnly(event.target.checked);
            restart();
          }}
        />
      </div>
      {page.isPending ? (
        <Spinner label={t('users.loading')} />
      ) : page.isError ? (
        <ErrorState
          title={t('users.errorTitle')}
          retryLabel={t('users.tryAgain')}
          retrying={page.isFetching}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <>
          <Table
            caption={t('users.caption')}
            columns={columns}
            rows={page.data.rows}
            getRowKey={(user) => user.uid}
            onRowClick={(user) => navigate(`/admin/users/${encodeURIComponent(user.uid)}`)}
            empty={<EmptyState title={t('users.emptyTitle')} message={t('users.emptyMessage')} />}
          />
          <div className={styles.pager}>
            <span className={styles.muted} aria-live="polite">
              {debounced && page.data.rows.length >= USERS_PAGE_SIZE
                ? t('users.searchLimit', { count: USERS_PAGE_SIZE })
                : t('users.page', { page: cursors.length })}
            </span>
            <span className={styles.pagerButtons}>
              <Button
                variant="secondary"
                disabled={cursors.length === 1}
                onClick={() => setCursors((list) => list.slice(0, -1))}
              >
                {t('users.previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={page.data.next === null || page.isPlaceholderData}
                onClick={() => setCursors((list) => [...list, page.data.next])}
              >
                {t('users.next')}
              </Button>
            </span>
          </div>
        </>
      )}
    </section>
  );
}

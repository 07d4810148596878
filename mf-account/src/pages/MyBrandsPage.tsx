import { Button, EmptyState, ErrorState, IconButton, ImageWithFallback, Page, PageLoading, Spinner, StarRating, buttonClassName, formatNumber, useToast } from '@bonus-atlas/shared-ui';
import { TextField } from '@bonus-atlas/shared-ui/forms';
import { ConfirmDialog, Table, type TableColumn } from '@bonus-atlas/shared-ui/manage';
import { Eye, Pencil, Plus, RefreshCw, Trash2 } from '@bonus-atlas/shared-ui/icons';
import { selectIsAdmin, useSessionStore, type Brand } from '@bonus-atlas/shared-services';
import {
  shortenId,
  useAdminBrands,
  useAuthorNames,
  useDeleteBrand,
  useOwnerBrands,
  usePromotionCounts,
} from '@bonus-atlas/shared-services/manage';
import { useMemo, useState } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import { useAccountTranslation } from '../i18n/index';
import styles from '../features/my-brands/MyBrands.module.css';
import { SignedOutNotice } from '../components/signed-out-notice/SignedOutNotice';

/** /mybrands (spec §2): the user's brands, or every brand for an admin (All Brands). */
export default function MyBrandsPage() {
  const { t } = useAccountTranslation();
  const toast = useToast();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const isAdmin = useSessionStore(selectIsAdmin);
  const own = useOwnerBrands(isAdmin ? null : user?.uid);
  const all = useAdminBrands(isAdmin);
  const brands = isAdmin ? all : own;
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<Brand | null>(null);
  const deleteBrand = useDeleteBrand();
  const list = useMemo(() => brands.data ?? [], [brands.data]);
  const counts = usePromotionCounts(list.map((brand) => brand.id));
  const authors = useAuthorNames(list.map((brand) => brand.createdBy).filter(Boolean));
  const term = search.trim().toLowerCase();
  const shown = term ? list.filter((brand) => `${brand.name} ${brand.slug}`.toLowerCase().includes(term)) : list;
  const title = isAdmin ? t('myBrands.adminTitle') : t('myBrands.title');

  if (status === 'loading')
    return <PageLoading data-remote="mf_account" title={title} message={t('myBrands.loading')} />;
  if (status === 'signed-out' || !user) {
    return <SignedOutNotice title={t('profile.signedOutTitle')} message={t('myBrands.signedOutMessage')} />;
  }

  const columns: TableColumn<Brand>[] = [
    {
      id: 'brand',
      header: t('myBrands.columns.brand'),
      cell: (brand) => (
        <span className={styles.brand}>
          <ImageWithFallback src={brand.logoImage} alt="" fallbackText={brand.name} className={styles.logo} />
          <Link to={`/brand/${encodeURIComponent(brand.slug)}`}>{brand.name}</Link>
        </span>
      ),
      sortValue: (brand) => brand.name.toLowerCase(),
    },
    {
      id: 'slug',
      header: t('myBrands.columns.slug'),
      cell: (brand) => <code className={styles.slug}>{brand.slug}</code>,
    },
    {
      id: 'promotions',
      header: t('myBrands.columns.promotions'),
      align: 'center',
      // spec §8: counts that fail show 0
      cell: (brand) => formatNumber(counts.data?.[brand.id] ?? 0),
    },
    {
      id: 'rating',
      header: t('myBrands.columns.rating'),
      cell: (brand) => <StarRating value={brand.rating} size="sm" showValue />,
      sortValue: (brand) => brand.rating,
    },
    {
      id: 'author',
      header: t('myBrands.columns.author'),
      // spec §8: an author lookup that fails shows a shortened id
      cell: (brand) => authors.data?.[brand.createdBy] ?? shortenId(brand.createdBy),
    },
    {
      id: 'actions',
      header: t('myBrands.columns.actions'),
      align: 'end',
      cell: (brand) => (
        <span className={styles.actions}>
          <Link
            to={`/brand/${encodeURIComponent(brand.slug)}`}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            aria-label={t('myBrands.view', { name: brand.name })}
          >
            <Eye aria-hidden="true" size={18} />
          </Link>
          <Link
            to={`/edit-brand/${encodeURIComponent(brand.id)}`}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            aria-label={t('myBrands.edit', { name: brand.name })}
          >
            <Pencil aria-hidden="true" size={18} />
          </Link>
          <IconButton
            aria-label={t('myBrands.delete', { name: brand.name })}
            icon={<Trash2 />}
            variant="danger"
            size="sm"
            onClick={() => setToDelete(brand)}
          />
        </span>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    const brand = toDelete;
    setToDelete(null);
    // spec §4: gone from the list at once, back with the error if the call fails (useDeleteBrand)
    deleteBrand.mutate(
      { brandId: brand.id, actor: { uid: user.uid, role: isAdmin ? 'admin' : 'member' } },
      {
        onSuccess: () => toast.show({ kind: 'success', title: t('myBrands.deleted') }),
        onError: () => toast.show({ kind: 'error', title: t('myBrands.deleteFailed') }),
      },
    );
  };

  return (
    <Page data-remote="mf_account" title={title}>
      <div className={styles.toolbar}>
        <TextField
          label={t('myBrands.search')}
          hideLabel
          type="search"
          placeholder={t('myBrands.searchPlaceholder')}
          value={search}
          containerClassName={styles.search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          variant="secondary"
          leftIcon={<RefreshCw aria-hidden="true" />}
          loading={brands.isFetching}
          onClick={() => void brands.refetch()}
        >
          {t('myBrands.refresh')}
        </Button>
        <Link to="/create-brand" className={buttonClassName({ variant: 'primary' })}>
          <Plus aria-hidden="true" size={18} /> {t('myBrands.createBrand')}
        </Link>
      </div>
      {brands.isPending ? (
        <Spinner label={t('myBrands.loading')} />
      ) : brands.isError ? (
        <ErrorState
          title={t('myBrands.loadFailed')}
          retryLabel={t('myBrands.tryAgain')}
          retrying={brands.isRefetching}
          onRetry={() => void brands.refetch()}
        />
      ) : (
        <Table
          caption={t('myBrands.caption')}
          columns={columns}
          rows={shown}
          getRowKey={(brand) => brand.id}
          empty={
            list.length === 0 ? (
              <EmptyState
                title={t('myBrands.emptyTitle')}
                message={t('myBrands.emptyMessage')}
                action={
                  <Link to="/create-brand" className={buttonClassName({ variant: 'primary' })}>
                    {t('myBrands.createBrand')}
                  </Link>
                }
              />
            ) : (
              <EmptyState title={t('myBrands.noMatchesTitle')} message={t('myBrands.noMatchesMessage')} />
            )
          }
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('myBrands.confirmDeleteTitle')}
        message={t('myBrands.confirmDeleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('myBrands.confirmDelete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}

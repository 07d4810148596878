import { Button, EmptyState, ErrorState, Spinner, buttonClassName, useTranslation } from '@bonus-atlas/shared-ui';
import { ArrowLeft, LogIn } from '@bonus-atlas/shared-ui/icons';
import {
  useBrand,
  useBrandPromotions,
  useSessionStore,
  type Actor,
  type BrandEditorProps,
} from '@bonus-atlas/shared-services';
import { newBrandId } from '@bonus-atlas/shared-services/manage';
import { useMemo } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import styles from './BrandEditor.module.css';
import { BrandForm } from './BrandForm';
import { brandToFormValues, emptyBrandValues } from './form-values';
import { useBrandEditorTranslation } from '../../i18n/brand-editor';

function useActor(): { actor: Actor | null; loading: boolean } {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const actor = useMemo<Actor | null>(
    () =>
      user ? { uid: user.uid, role, displayName: user.displayName ?? undefined, email: user.email ?? undefined } : null,
    [role, user],
  );
  return { actor, loading: status === 'loading' };
}

/** The brand form shared by /create-brand, /edit-brand/:id and, exposed as mf_account/BrandEditor, the admin's edit page (spec §2). */
export default function BrandEditor({ brandId, answeredReport }: BrandEditorProps) {
  const { t } = useBrandEditorTranslation();
  const { t: common } = useTranslation('common');
  const { actor, loading } = useActor();
  const requestSignIn = useSessionStore((state) => state.requestSignIn);
  // a new brand gets its id now, so images uploaded before the first save land in its own folder
  const createdId = useMemo(() => (brandId ? null : newBrandId()), [brandId]);
  const editing = Boolean(brandId) && actor !== null;
  const brand = useBrand(editing ? brandId : null);
  const promotions = useBrandPromotions(editing ? brandId : null);

  const back = (
    <Link to="/mybrands" className={styles.back}>
      <ArrowLeft aria-hidden="true" size={16} /> {t('backToMyBrands')}
    </Link>
  );

  if (loading) return <Spinner label={t('loading')} />;

  if (createdId) {
    return (
      <div className={styles.editor} data-brand-editor="create">
        {back}
        <BrandForm
          mode="create"
          brandId={createdId}
          initialValues={emptyBrandValues()}
          actor={actor}
          onSignIn={requestSignIn}
        />
      </div>
    );
  }

  if (!actor) {
    return (
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title={t('signedOutTitle')}
        message={t('signedOutMessage')}
        action={
          <>
            <Button onClick={requestSignIn}>{t('signIn')}</Button>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {common('actions.goHome')}
            </Link>
          </>
        }
      />
    );
  }

  let content;
  if (brand.isPending || promotions.isPending) {
    content = <Spinner label={t('loading')} />;
  } else if (brand.isError || promotions.isError) {
    content = (
      <ErrorState
        title={t('loadFailed')}
        retryLabel={t('tryAgain')}
        retrying={brand.isRefetching || promotions.isRefetching}
        onRetry={() => {
          void brand.refetch();
          void promotions.refetch();
        }}
      />
    );
  } else if (!brand.data) {
    content = <ErrorState title={t('notFound')} />;
  } else if (actor.role !== 'admin' && brand.data.createdBy !== actor.uid) {
    content = <ErrorState title={t('noPermission')} />;
  } else {
    content = (
      <BrandForm
        mode="edit"
        brandId={brand.data.id}
        initialValues={brandToFormValues(brand.data, promotions.data ?? [])}
        actor={actor}
        answeredReport={answeredReport}
        onSignIn={requestSignIn}
      />
    );
  }
  return (
    <div className={styles.editor} data-brand-editor="edit">
      {back}
      {content}
    </div>
  );
}

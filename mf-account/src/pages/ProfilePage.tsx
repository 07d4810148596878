import {
  Avatar,
  Badge,
  Button,
  formatDateTime,
  LanguageSwitch,
  Page,
  PageLoading,
  Spinner,
  useToast,
} from '@bonus-atlas/shared-ui';
import { Coffee, ExternalLink, LogOut, Pencil } from '@bonus-atlas/shared-ui/icons';
import { signOut, useActiveBreak, useLocalBreakStore, useSessionStore } from '@bonus-atlas/shared-services';
import { useOwnerBrands } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { Link, useNavigate } from '@bonus-atlas/shared-ui/router';
import { useAccountTranslation } from '../i18n/index';
import { DisplayNameForm } from '../features/profile/DisplayNameForm';
import styles from '../features/profile/Profile.module.css';
import { SignedOutNotice } from '../components/signed-out-notice/SignedOutNotice';

const GOOGLE_ACCOUNT_SECURITY = 'https://myaccount.google.com/security';

/** /profile (spec §2): who is signed in, their brands, account settings and sign-out. */
export default function ProfilePage() {
  const { t } = useAccountTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const brands = useOwnerBrands(user?.uid);
  const breakUntil = useActiveBreak();
  const requestBreakChooser = useLocalBreakStore((state) => state.requestBreakChooser);
  const [editing, setEditing] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'loading')
    return <PageLoading data-remote="mf_account" title={t('profile.title')} message={t('profile.loading')} />;
  if (status === 'signed-out' || !user) {
    return <SignedOutNotice title={t('profile.signedOutTitle')} message={t('profile.signedOutMessage')} />;
  }
  const name = user.displayName || user.email || '';

  const leave = () => {
    setSigningOut(true);
    signOut().then(
      () => navigate('/'),
      () => {
        setSigningOut(false);
        toast.show({ kind: 'error', title: t('profile.signOutFailed') });
      },
    );
  };

  return (
    <Page data-remote="mf_account" title={t('profile.title')}>
      <section className={styles.card} aria-label={name}>
        <Avatar name={name} photoURL={user.photoURL} size="xl" />
        <div className={styles.identity}>
          {editing ? (
            <DisplayNameForm uid={user.uid} current={user.displayName ?? ''} onDone={() => setEditing(false)} />
          ) : (
            <>
              <h2 className={styles.name}>{name}</h2>
              {user.email ? <p className={styles.muted}>{user.email}</p> : null}
              <Badge variant={role === 'admin' ? 'admin' : 'member'} />
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  leftIcon={<Pencil aria-hidden="true" />}
                  onClick={() => setEditing(true)}
                >
                  {t('profile.editProfile')}
                </Button>
              </div>
            </>
          )}
        </div>
      </section>

      <section className={styles.card} aria-labelledby="profile-brands-heading">
        <h2 id="profile-brands-heading" className={styles.heading}>
          {t('profile.myBrands')}
        </h2>
        {brands.isPending ? (
          <Spinner />
        ) : !brands.data || brands.data.length === 0 ? (
          <p className={styles.muted}>{t('profile.noBrands')}</p>
        ) : (
          <ul className={styles.brands}>
            {brands.data.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={`/brand/${encodeURIComponent(brand.slug)}`}
                  className={styles.brandName}
                  aria-label={t('profile.viewBrand', { name: brand.name })}
                >
                  {brand.name}
                </Link>
                <p className={styles.brandDescription}>{brand.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="profile-settings-heading">
        <h2 id="profile-settings-heading" className={styles.heading}>
          {t('profile.accountSettings')}
        </h2>
        <div className={styles.setting}>
          <h3 className={styles.subheading}>{t('profile.changePassword')}</h3>
          <p className={styles.muted}>{t('profile.passwordAtGoogle')}</p>
          <a href={GOOGLE_ACCOUNT_SECURITY} target="_blank" rel="noopener noreferrer" className={styles.external}>
            {t('profile.manageAtGoogle')} <ExternalLink aria-hidden="true" size={14} />
          </a>
        </div>
        <div className={styles.setting}>
          <h3 className={styles.subheading}>{t('profile.preferences')}</h3>
          <div className={styles.preference}>
            <span>{t('profile.language')}</span>
            <LanguageSwitch tone="light" />
          </div>
          <div className={styles.breakSetting}>
            <span className={styles.breakLabel}>{t('profile.takeABreak')}</span>
            <p className={styles.muted}>
              {breakUntil
                ? t('profile.onBreakUntil', { until: formatDateTime(breakUntil) })
                : t('profile.takeABreakHint')}
            </p>
            <div>
              <Button
                variant="secondary"
                size="sm"
                leftIcon={<Coffee aria-hidden="true" />}
                onClick={requestBreakChooser}
              >
                {breakUntil ? t('profile.extendBreak') : t('profile.chooseBreak')}
              </Button>
            </div>
          </div>
        </div>
        <Button variant="danger" leftIcon={<LogOut aria-hidden="true" />} loading={signingOut} onClick={leave}>
          {t('profile.signOut')}
        </Button>
      </section>
    </Page>
  );
}

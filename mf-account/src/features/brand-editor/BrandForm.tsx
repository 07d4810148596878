import { zodResolver } from '@hookform/resolvers/zod';
import { Button, buttonClassName, errorReason } from '@bonus-atlas/shared-ui';
import { CircleCheck, TriangleAlert } from '@bonus-atlas/shared-ui/icons';
import { ValidationMessageError, messageKey, type Actor } from '@bonus-atlas/shared-services';
import { type BrandInput } from '@bonus-atlas/shared-services/manage';
import {
  SlugTakenError,
  createBrandFormSchema,
  suggestUniqueSlug,
  useCreateBrand,
  useUpdateBrand,
  type BrandFormValues,
} from '@bonus-atlas/shared-services/manage';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from '@bonus-atlas/shared-ui/router';
import styles from './BrandEditor.module.css';
import { hasContent } from './form-values';
import { useBrandEditorTranslation } from '../../i18n/brand-editor';
import { useValidationText } from '../../i18n/validation';
import { ImagesSection } from './sections/ImagesSection';
import { BasicInfoSection } from './sections/BasicInfoSection';
import { PromotionsSection } from './promotions/PromotionsSection';
import { OldAddressesSection } from './sections/OldAddressesSection';

// spec §9: redirect to /mybrands 1500 ms after a successful save
export const REDIRECT_AFTER_SAVE_MS = 1500;

export interface BrandFormProps {
  mode: 'create' | 'edit';
  brandId: string;
  initialValues: BrandFormValues;
  /** null while signed out: the form shows, saving asks to sign in (spec §6) */
  actor: Actor | null;
  /** An admin's edit made from a member's report (see BrandEditor). */
  answeredReport?: { reportId: string; promotionId: string };
  onSignIn: () => void;
}

type Banner = { kind: 'success' | 'error'; text: string } | null;

/** The brand form: Basic Information, Images, Promotions; validation, save, banner, redirect. */
export function BrandForm({ mode, brandId, initialValues, actor, onSignIn, answeredReport }: BrandFormProps) {
  const { t } = useBrandEditorTranslation();
  const validationText = useValidationText();
  const navigate = useNavigate();
  // errors as message keys, translated where they are shown (no English mapped back to keys)
  const schema = useMemo(() => createBrandFormSchema(messageKey), []);
  const form = useForm<BrandFormValues, unknown, BrandInput>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    shouldFocusError: true,
  });
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
  const [banner, setBanner] = useState<Banner>(null);
  // "Please correct the highlighted fields." lasts while a field is still invalid, not until the next submit
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const shownBanner: Banner =
    banner ?? (invalidSubmits > 0 && hasErrors ? { kind: 'error', text: t('fixErrors') } : null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const saving = form.formState.isSubmitting || create.isPending || update.isPending;
  const saved = banner?.kind === 'success';

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('/mybrands'), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [navigate, saved]);

  useEffect(() => {
    if (banner || invalidSubmits > 0) bannerRef.current?.focus();
  }, [banner, invalidSubmits]);

  const save = async (values: BrandInput) => {
    if (!actor) {
      setBanner({ kind: 'error', text: validationText('brandLoginRequired') ?? '' });
      return;
    }
    setBanner(null);
    setInvalidSubmits(0);
    try {
      // spec §5: a name-derived slug gets -1, -2 … when taken; a hand-edited one must be unique as typed
      const slug = slugEdited ? values.slug : await suggestUniqueSlug(values.slug || values.name, brandId);
      if (slug !== values.slug) form.setValue('slug', slug);
      const brand = { ...values, slug, promotions: values.promotions.filter(hasContent) };
      if (mode === 'create') await create.mutateAsync({ values: brand, actor, brandId });
      else await update.mutateAsync({ brandId, values: brand, actor, answeredReport });
      setBanner({ kind: 'success', text: t(mode === 'create' ? 'saved.created' : 'saved.updated') });
    } catch (error) {
      if (error instanceof SlugTakenError) {
        form.setError('slug', { message: 'brandSlugTaken' }, { shouldFocus: true });
        return;
      }
      // every field and uploaded image stays as it is, so the user can simply try again
      if (error instanceof ValidationMessageError) {
        // a refusal the user can read, e.g. a suspended account's reason, in the page's language
        setBanner({ kind: 'error', text: validationText(error.key, error.values) ?? '' });
        return;
      }
      setBanner({ kind: 'error', text: t('saveFailed', { message: errorReason(error).replace(/\.$/, '') }) });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(save, () => {
          setBanner(null);
          setInvalidSubmits((count) => count + 1);
        })}
      >
        {!actor ? (
          <div className={styles.warning} role="note">
            <TriangleAlert aria-hidden="true" size={18} />
            <span>{t('signedOutWarning')}</span>
            <Button type="button" size="sm" variant="secondary" onClick={onSignIn}>
              {t('signIn')}
            </Button>
          </div>
        ) : null}
        {shownBanner ? (
          <div
            ref={bannerRef}
            tabIndex={-1}
            className={shownBanner.kind === 'success' ? styles.success : styles.failure}
            role={shownBanner.kind === 'success' ? 'status' : 'alert'}
          >
            {shownBanner.kind === 'success' ? (
              <CircleCheck aria-hidden="true" size={18} />
            ) : (
              <TriangleAlert aria-hidden="true" size={18} />
            )}
            <span>{shownBanner.text}</span>
          </div>
        ) : null}

        <section className={styles.section} aria-labelledby="brand-basic-heading">
          <h2 id="brand-basic-heading" className={styles.sectionTitle}>
            {t('sections.basic')}
          </h2>
          <BasicInfoSection isAdmin={actor?.role === 'admin'} slugEdited={slugEdited} onSlugEdited={setSlugEdited} />
        </section>
        {mode === 'edit' ? <OldAddressesSection brandId={brandId} actor={actor} /> : null}
        <section className={styles.section} aria-labelledby="brand-images-heading">
          <h2 id="brand-images-heading" className={styles.sectionTitle}>
            {t('sections.images')}
          </h2>
          <ImagesSection brandId={brandId} />
        </section>
        <section className={styles.section} aria-labelledby="brand-promotions-heading">
          <h2 id="brand-promotions-heading" className={styles.sectionTitle}>
            {t('sections.promotions')}
          </h2>
          <PromotionsSection brandId={brandId} />
        </section>

        <div className={styles.actions}>
          <Link to="/mybrands" className={buttonClassName({ variant: 'ghost' })}>
            {t('backToMyBrands')}
          </Link>
          <Button type="submit" loading={saving} loadingText={t('save.saving')} disabled={saved}>
            {mode === 'create' ? t('save.create') : t('save.update')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

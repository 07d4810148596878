import { loadExposedComponent } from '@bonus-atlas/shared-services';

/** mf_account's BrandEditor: /admin/brand/edit/:id is the same screen as /edit-brand/:id (spec). */
export const loadBrandEditor = () => loadExposedComponent('mf_account/BrandEditor');

import { errorMessage } from '../model/result';
import { validationMessages } from '../validation/messages';

// spec §8 brand form and list texts
export const BRAND_MESSAGES = {
  notFound: 'Brand not found. Please try again or create a new brand.',
  loadFailed: 'Failed to load brand data. Please try again later.',
  saveFailed: 'Failed to save brand: {message}. Please try again.',
  listFailed: 'Failed to load brands. Please try again later.',
  deleteFailed: 'Failed to delete brand. Please try again.',
  detailsFailed: 'Failed to load brand details',
  publicNotFound: 'Brand not found',
  websiteUnavailable: 'Website URL not available',
} as const;

export class BrandNotFoundError extends Error {
  constructor() {
    super(BRAND_MESSAGES.notFound);
    this.name = 'BrandNotFoundError';
  }
}

export class BrandPermissionError extends Error {
  constructor() {
    super(validationMessages.brandNoPermission);
    this.name = 'BrandPermissionError';
  }
}

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(validationMessages.brandSlugTaken);
    this.name = 'SlugTakenError';
  }
}

/** "Failed to save brand: {message}. Please try again." */
export function saveBrandErrorMessage(error: unknown): string {
  return BRAND_MESSAGES.saveFailed.replace('{message}', errorMessage(error));
}

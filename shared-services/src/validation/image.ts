import { formatMessage, validationMessages as m, type ValidationMessageKey } from './messages';

export type ImageKind = 'logo' | 'cover' | 'promotion';

export interface ImageRule {
  /** Upload limit in MB (spec §5: logo/cover 0.5, promotion 2). */
  limitMb: number;
  acceptedTypes: readonly string[];
  /** Labels shown in "Please select an image of type: ...". */
  typeLabels: readonly string[];
}

export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  logo: { limitMb: 0.5, acceptedTypes: ['image/jpeg', 'image/png'], typeLabels: ['JPG', 'PNG'] },
  cover: { limitMb: 0.5, acceptedTypes: ['image/jpeg', 'image/png'], typeLabels: ['JPG', 'PNG'] },
  promotion: {
    limitMb: 2,
    acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    typeLabels: ['JPG', 'PNG', 'GIF', 'WEBP'],
  },
};

export const MB = 1024 * 1024;

export interface ImageProblem {
  key: ValidationMessageKey;
  values: Record<string, string | number>;
}

/** spec §5 checks before processing, as a message key and its values (UIs translate the key); null when fine. */
export function imageFileProblem(file: { type: string; size: number }, kind: ImageKind): ImageProblem | null {
  const rule = IMAGE_RULES[kind];
  if (!file.type.startsWith('image/')) return { key: 'imageNotImage', values: {} };
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!rule.acceptedTypes.includes(type)) return { key: 'imageWrongType', values: { types: rule.typeLabels.join(', ') } };
  // Files over twice the limit are rejected; between limit and 2× they are shrunk.
  if (file.size > rule.limitMb * 2 * MB) return { key: 'imageTooLarge', values: { limit: rule.limitMb * 2 } };
  return null;
}

/** The same checks as English text (the spec's words), for callers without i18n. */
export function validateImageFile(file: { type: string; size: number }, kind: ImageKind): string | null {
  const problem = imageFileProblem(file, kind);
  return problem ? formatMessage(m[problem.key], problem.values) : null;
}

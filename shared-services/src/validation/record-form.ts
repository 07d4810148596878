import * as z from '../shared/zod';
import type { FieldSpec, Fields, RecordDefinition } from '../model/record-definition';
import { SLUG_PATTERN } from '../model/slug';
import type { MessageOf, ValidationMessageKey } from './messages';

/** spec §5: websiteUrl optional; if given it must be a valid http(s) URL. */
export function isValidWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

type FormSchemaOf<S extends FieldSpec> = S['filled'] extends true
  ? z.ZodMiniType<string, string>
  : S['kind'] extends 'slug'
    ? z.ZodMiniType<string, string>
    : S['kind'] extends 'flag'
      ? z.ZodMiniType<boolean, boolean | undefined>
      : S['kind'] extends 'number'
        ? z.ZodMiniType<number, unknown>
        : S['kind'] extends 'textList'
          ? z.ZodMiniType<string[], string[] | undefined>
          : z.ZodMiniType<string, string | undefined>;

export type FormShape<F extends Fields> = {
  -readonly [K in keyof F as F[K]['form'] extends true ? K : never]: FormSchemaOf<F[K]>;
};

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type Problem = 'Required' | 'TooLong' | 'Invalid' | 'Range' | 'Step' | 'TooMany';

/** The message key of a field's problem: `<record><Field><Problem>` (`brandNameTooLong`, `brandFeatureTooLong`). */
export function fieldMessageKey(definition: RecordDefinition, field: string, problem: Problem, part?: string): string {
  const spec = definition.fields[field];
  return `${definition.name}${part ?? spec?.messageName ?? capitalised(field)}${problem}`;
}

/** The problems a field's form check can report, each needing its text (validation/messages.ts, both languages). */
export function fieldProblems(spec: FieldSpec): Array<{ problem: Problem; part?: string }> {
  const length = spec.max !== undefined ? [{ problem: 'TooLong' as const }] : [];
  switch (spec.kind) {
    case 'flag':
    case 'image':
      return [];
    case 'number':
      return [{ problem: 'Range' }, ...(spec.step ? [{ problem: 'Step' as const }] : [])];
    case 'textList':
      return [
        { problem: 'TooMany' },
        ...(spec.maxItemLength ? [{ problem: 'TooLong' as const, part: spec.itemMessageName }] : []),
      ];
    case 'slug':
      return [{ problem: 'Required' }, ...length, { problem: 'Invalid' }];
    case 'url':
      return [...length, { problem: 'Invalid' }];
    default:
      return [...(spec.filled ? [{ problem: 'Required' as const }] : []), ...length];
  }
}

/**
 * The editor's fields of a record, checked as its definition says, each error worded by `message` under
 * the key `<record><Field><Problem>` (`brandNameTooLong`). A field needs a text for each of its problems
 * (test/unit/record-definitions.test.ts checks every definition's).
 */
export function formShapeOf<F extends Fields>(definition: RecordDefinition<F>, message: MessageOf): FormShape<F> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    if (!field.form) continue;
    shape[key] = fieldSchema(field, (problem, part) =>
      message(fieldMessageKey(definition, key, problem, part) as ValidationMessageKey),
    );
  }
  return shape as FormShape<F>;
}

function fieldSchema(field: FieldSpec, text: (problem: Problem, name?: string) => string): z.ZodMiniType {
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  switch (field.kind) {
    case 'flag':
      return z._default(z.boolean(), false);
    case 'number':
      return z.coerce.number({ error: text('Range') }).check(
        z.gte(field.min ?? Number.MIN_SAFE_INTEGER, { error: text('Range') }),
        z.lte(max, { error: text('Range') }),
        // the step, tolerant of binary floating point (4.7 * 10 = 47.00000000000001)
        z.refine(
          (value: number) => !field.step || Math.abs(value / field.step - Math.round(value / field.step)) < 1e-6,
          { error: text('Step') },
        ),
      );
    case 'textList': {
      const itemMax = field.maxItemLength ?? Number.MAX_SAFE_INTEGER;
      return z
        .pipe(
          z._default(
            z.array(
              z.string().check(z.trim(), z.maxLength(itemMax, { error: text('TooLong', field.itemMessageName) })),
            ),
            [],
          ),
          // one line each (the rules check the list joined by line breaks)
          z.transform((list: string[]) => list.map((item) => item.replace(/\s*[\r\n]+\s*/g, ' ')).filter(Boolean)),
        )
        .check(z.refine((list: string[]) => list.length <= max, { error: text('TooMany') }));
    }
    case 'slug':
      return z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: text('Required') }),
          z.maxLength(max, { error: text('TooLong') }),
          z.regex(SLUG_PATTERN, { error: text('Invalid') }),
        );
    case 'url':
      return z
        ._default(z.string().check(z.trim(), z.maxLength(max, { error: text('TooLong') })), '')
        .check(z.refine((value: string) => value === '' || isValidWebsiteUrl(value), { error: text('Invalid') }));
    case 'image':
      return z._default(z.string().check(z.trim()), '');
    default:
      return field.filled
        ? z
            .string()
            .check(z.trim(), z.minLength(1, { error: text('Required') }), z.maxLength(max, { error: text('TooLong') }))
        : z._default(z.string().check(z.trim(), z.maxLength(max, { error: text('TooLong') })), '');
  }
}

import * as z from '../shared/zod';
import {
  formKindOf,
  type FieldSpec,
  type Fields,
  type FormKindOf,
  type RecordDefinition,
} from '../model/record-definition';
import { SLUG_PATTERN } from '../model/slug';
import type { MessageOf, ValidationMessageKey } from './messages';
import { claimsAdminLabel, hasOnlyNameCharacters } from './person-name';

/** spec §5: websiteUrl optional; if given it must be a valid http(s) URL. */
export function isValidWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

type ValueOfSeveralShapes = string | number | null | undefined;

/** A field the form may leave out (it has a default, or is optional): zod makes its input key optional. */
type Omissible<O, I> = z.ZodMiniType<O, I> & { _zod: { optin: 'optional' } };

type FormSchemaOf<S extends FieldSpec> = S['blankAs'] extends string
  ? Omissible<string, string | undefined>
  : S['filled'] extends true
    ? z.ZodMiniType<string, string>
    : FormKindOf<S> extends 'slug'
      ? z.ZodMiniType<string, string>
      : FormKindOf<S> extends 'flag'
        ? Omissible<boolean, boolean | undefined>
        : FormKindOf<S> extends 'number'
          ? S['invalidAsMin'] extends true
            ? Omissible<number, unknown>
            : z.ZodMiniType<number, unknown>
          : FormKindOf<S> extends 'textList'
            ? Omissible<string[], string[] | undefined>
            : FormKindOf<S> extends 'email'
              ? Omissible<string | undefined, string | undefined>
              : FormKindOf<S> extends 'value'
                ? Omissible<ValueOfSeveralShapes, ValueOfSeveralShapes>
                : Omissible<string, string | undefined>;

export type FormShape<F extends Fields> = {
  -readonly [K in keyof F as F[K]['form'] extends true ? K : never]: FormSchemaOf<F[K]>;
};

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type Problem = 'Required' | 'TooLong' | 'Invalid' | 'Range' | 'Step' | 'TooMany' | 'Reserved';

/** The message key of a field's problem: `<record><Field><Problem>` (`brandNameTooLong`, `brandFeatureTooLong`). */
export function fieldMessageKey(definition: RecordDefinition, field: string, problem: Problem, part?: string): string {
  const spec = definition.fields[field];
  return `${spec?.messageRecord ?? definition.name}${part ?? spec?.messageName ?? capitalised(field)}${problem}`;
}

/** The problems a field's form check can report, each needing its text (validation/messages.ts, both languages). */
export function fieldProblems(spec: FieldSpec): Array<{ problem: Problem; part?: string }> {
  const length = spec.max !== undefined ? [{ problem: 'TooLong' as const }] : [];
  switch (formKindOf(spec)) {
    case 'flag':
    case 'image':
    case 'value':
      return [];
    case 'number':
      if (spec.invalidAsMin) return [];
      return [{ problem: 'Range' }, ...(spec.step ? [{ problem: 'Step' as const }] : [])];
    case 'textList':
      return [
        { problem: 'TooMany' },
        ...(spec.maxItemLength ? [{ problem: 'TooLong' as const, part: spec.itemMessageName }] : []),
      ];
    case 'slug':
      return [{ problem: 'Required' }, ...length, { problem: 'Invalid' }];
    case 'url':
    case 'email':
      return [...length, { problem: 'Invalid' }];
    case 'personName':
      // and the common nameInvalidCharacters
      return [{ problem: 'Required' }, ...length, { problem: 'Reserved' }];
    default:
      return [...(spec.filled && !spec.blankAs ? [{ problem: 'Required' as const }] : []), ...length];
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
    shape[key] = fieldSchema(
      field,
      (problem, part) => message(fieldMessageKey(definition, key, problem, part) as ValidationMessageKey),
      message,
    );
  }
  return shape as FormShape<F>;
}

// one @, something before it, a dotted domain after it, no spaces: what a reply can be sent to
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function fieldSchema(
  field: FieldSpec,
  text: (problem: Problem, name?: string) => string,
  message: MessageOf,
): z.ZodMiniType {
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  const min = field.min ?? Number.MIN_SAFE_INTEGER;
  // a text's limit, when it has one (and so a message for it)
  const length = () => (field.max === undefined ? [] : [z.maxLength(field.max, { error: text('TooLong') })]);
  switch (formKindOf(field)) {
    case 'flag':
      return z._default(z.boolean(), false);
    case 'number':
      if (field.invalidAsMin) return z._default(z.catch(z.coerce.number().check(z.gte(min), z.lte(max)), min), min);
      return z.coerce.number({ error: text('Range') }).check(
        z.gte(min, { error: text('Range') }),
        z.lte(max, { error: text('Range') }),
        // the step, tolerant of binary floating point (4.7 * 10 = 47.00000000000001)
        z.refine(
          (value: number) => !field.step || Math.abs(value / field.step - Math.round(value / field.step)) < 1e-6,
          { error: text('Step') },
        ),
      );
    case 'textList': {
      const item =
        field.maxItemLength === undefined
          ? z.string().check(z.trim())
          : z
              .string()
              .check(z.trim(), z.maxLength(field.maxItemLength, { error: text('TooLong', field.itemMessageName) }));
      return z
        .pipe(
          z._default(z.array(item), []),
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
          ...length(),
          z.regex(SLUG_PATTERN, { error: text('Invalid') }),
        );
    case 'url':
      return z
        ._default(z.string().check(z.trim(), ...length()), '')
        .check(z.refine((value: string) => value === '' || isValidWebsiteUrl(value), { error: text('Invalid') }));
    case 'image':
      return z._default(z.string().check(z.trim()), '');
    case 'personName':
      // an empty name reports only that it is missing (firestore.rules isPersonName, claimsAdminLabel)
      return z.string().check(
        z.trim(),
        z.minLength(1, { error: text('Required') }),
        ...length(),
        z.refine((name: string) => !claimsAdminLabel(name), { error: text('Reserved') }),
        z.refine((name: string) => name === '' || claimsAdminLabel(name) || hasOnlyNameCharacters(name), {
          error: message('nameInvalidCharacters'),
        }),
      );
    case 'email':
      // an empty address is none
      return z.pipe(
        z.optional(
          z.string().check(
            z.trim(),
            ...length(),
            z.refine((email: string) => email === '' || EMAIL_SHAPE.test(email), { error: text('Invalid') }),
          ),
        ),
        z.transform((value: string | undefined) => (value ? value : undefined)),
      );
    case 'value':
      // read by the record's own code (a date's text or a timestamp, a number or a text), checked by the rules
      return z.optional(z.nullable(z.union([z.string(), z.number()])));
    default:
      if (field.blankAs !== undefined) {
        const blankAs = field.blankAs;
        return z.pipe(
          z._default(z.string().check(z.trim(), ...length()), blankAs),
          z.transform((value: string) => value || blankAs),
        );
      }
      return field.filled
        ? z.string().check(z.trim(), z.minLength(1, { error: text('Required') }), ...length())
        : z._default(z.string().check(z.trim(), ...length()), '');
  }
}

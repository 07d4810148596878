// A record's one definition: its fields, whether a new document must have each, and the limits the
// forms and firestore.rules enforce. Plain data (no zod, no Firebase), so the package root can read a
// definition's version without loading zod. The record schema (./record-schema.ts), the form schema,
// the form defaults and the document fields are made from it; rules/test/record-definitions.test.ts
// fails when firestore.rules' key lists or limits disagree with it.

export type FieldKind =
  /** a string (a number is read as its text) */
  | 'text'
  /** lowercase letters, digits, - and _ (a brand's address) */
  | 'slug'
  /** an http(s) address or '' */
  | 'url'
  /** an uploaded image's address under the record's storage folder */
  | 'image'
  /** a user's id */
  | 'uid'
  | 'flag'
  | 'number'
  /** a person's name as shown to others: only name characters, not posing as the team */
  | 'personName'
  /** an e-mail address or nothing */
  | 'email'
  /** a list of one-line texts */
  | 'textList'
  /** a list of document ids */
  | 'idList'
  | 'timestamp'
  /** a value of several shapes, read by the record's own code */
  | 'value';

export interface FieldSpec {
  kind: FieldKind;
  /**
   * `required`: every new document has the key (the rules' required<Record>Keys()); `optional`: a new
   * document may have it; `later`: only writes after the create set it (a verification stamp, a legacy
   * key an edit may rewrite); `legacy`: read from older documents, never written any more.
   */
  key: 'required' | 'optional' | 'later' | 'legacy';
  /** Kept by the services alone (a brand's promotion ids): not part of the record as read. */
  unread?: true;
  /** A text that must not be blank. */
  filled?: true;
  /** A text's longest length, a number's largest value, a list's most items. */
  max?: number;
  min?: number;
  /** A number's step (rating 0.1). */
  step?: number;
  /** A list's items' longest length. */
  maxItemLength?: number;
  /** A text read as undefined (not '') when missing or empty. */
  absentAs?: 'undefined';
  /** The editor sets it: part of the form schema, the form defaults and the document fields a save writes. */
  form?: true;
  /** An empty form's value, when not the kind's empty one. */
  initial?: string | number | boolean;
  /** The editor's kind of a field stored as a `value` (older documents hold other shapes). */
  formKind?: FieldKind;
  /** What the form makes of a blank text (a promotion's category: 'Others'): the form then asks for none. */
  blankAs?: string;
  /** The form reads a number it would refuse (negative, past max, not a number) as its min: no message. */
  invalidAsMin?: true;
  /**
   * The field's part of its messages' keys (`brand<Website>TooLong`), when not its capitalised name
   * ('' for none: a reply's text, `replyTooLong`).
   */
  messageName?: string;
  /**
   * The record whose messages the field shares, when not its own (a reply's author is asked as a
   * comment's: `commentNameTooLong`).
   */
  messageRecord?: string;
  /** A list item's part of its messages' keys (`brand<Feature>TooLong`). */
  itemMessageName?: string;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

export interface RecordDefinition<F extends Fields = Fields> {
  /** The record's name, also the prefix of its validation messages' keys (`brandNameTooLong`). */
  name: string;
  fields: F;
  /**
   * A short fingerprint of the fields: changes exactly when the definition does. Query keys carry it,
   * so apps built at different versions of a record never read each other's parsed copies.
   */
  version: string;
}

/** FNV-1a, 32 bits, base 36: a fingerprint, not a secret (written here: a crypto hash is async in browsers). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function defineRecord<const F extends Fields>(name: string, fields: F): RecordDefinition<F> {
  return { name, fields, version: fingerprint(JSON.stringify([name, fields])) };
}

/** The keys whose `key` is one of `kinds` (`requiredKeys`: ['required']). */
export function keysOf(definition: RecordDefinition, ...kinds: Array<FieldSpec['key']>): string[] {
  return Object.keys(definition.fields).filter((key) =>
    kinds.includes(definition.fields[key]?.key as FieldSpec['key']),
  );
}

/** The keys a new document must have. */
export function requiredKeys(definition: RecordDefinition): string[] {
  return keysOf(definition, 'required');
}

/** Every key a write may set (all but the legacy ones). */
export function writableKeys(definition: RecordDefinition): string[] {
  return keysOf(definition, 'required', 'optional', 'later');
}

/** The keys the editor sets. */
export function formKeys<F extends Fields>(definition: RecordDefinition<F>): Array<keyof F & string> {
  return Object.keys(definition.fields).filter((key) => definition.fields[key]?.form) as Array<keyof F & string>;
}

/** The kind the editor sets a field as: its `formKind`, else its stored kind. */
export type FormKindOf<S extends FieldSpec> = S['formKind'] extends FieldKind ? S['formKind'] : S['kind'];

/** The editor's kind of a field: its `formKind`, else its stored kind. */
export const formKindOf = (field: FieldSpec): FieldKind => field.formKind ?? field.kind;

type FormFieldValue<S extends FieldSpec> =
  FormKindOf<S> extends 'flag'
    ? boolean
    : FormKindOf<S> extends 'number'
      ? number
      : FormKindOf<S> extends 'textList' | 'idList'
        ? string[]
        : FormKindOf<S> extends 'value'
          ? string | number | null | undefined
          : string;

export type FormDefaults<F extends Fields> = {
  [K in keyof F as F[K]['form'] extends true ? K : never]: FormFieldValue<F[K]>;
};

/**
 * An empty form's values: '' texts, false flags, a number's lowest value, empty lists; a value of
 * several shapes has none unless the definition gives its `initial`.
 */
export function formDefaults<F extends Fields>(definition: RecordDefinition<F>): FormDefaults<F> {
  const values: Record<string, unknown> = {};
  for (const key of formKeys(definition)) {
    const field = definition.fields[key] as FieldSpec;
    const kind = formKindOf(field);
    if (kind === 'value' && field.initial === undefined) continue;
    values[key] =
      field.initial ??
      (kind === 'flag'
        ? false
        : kind === 'number'
          ? (field.min ?? 0)
          : kind === 'textList' || kind === 'idList'
            ? []
            : '');
  }
  return values as FormDefaults<F>;
}

/**
 * The document keys a form save writes: exactly the editor's fields the document keeps (a legacy one,
 * such as a comment's e-mail, is the form's but stored elsewhere), from the checked input.
 */
export function documentFields<F extends Fields, I extends Record<string, unknown>>(
  definition: RecordDefinition<F>,
  input: I,
): Pick<I, keyof F & keyof I> {
  return Object.fromEntries(
    formKeys(definition)
      .filter((key) => key in input && definition.fields[key]?.key !== 'legacy')
      .map((key) => [key, input[key]]),
  ) as Pick<I, keyof F & keyof I>;
}

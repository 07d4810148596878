import { describe, expect, it } from 'vitest';
import { brandDefinition } from '../../src/model/brand-definition';
import { toBrand } from '../../src/model/brand';
import * as z from '../../src/shared/zod';
import {
  defineRecord,
  documentFields,
  formDefaults,
  formKeys,
  requiredKeys,
  type FieldSpec,
  type Fields,
} from '../../src/model/record-definition';
import { recordSchemaOf } from '../../src/model/record-schema';
import { plainRecordReaderOf } from '../../src/model/read-field';
import { brandDocumentFields } from '../../src/brands/brand-fields';
import { createBrandFormSchema } from '../../src/validation/brand-form';
import {
  messageKey,
  validationMessages,
  validationValues,
  type ValidationMessageKey,
} from '../../src/validation/messages';
import { validationMessagesId } from '../../src/validation/messages.id';
import { fieldMessageKey, fieldProblems, formShapeOf } from '../../src/validation/record-form';

const filledBrand = {
  name: 'Alpha',
  slug: 'alpha',
  description: 'A brand',
  welcomeBonus: '100%',
  websiteUrl: 'https://alpha.example',
  acceptsCrypto: true,
  rating: 4.5,
  logoImage: '',
  coverImage: '',
  features: ['Fast'],
};

describe("a brand's one definition", () => {
  it('makes the record schema: every read field, a missing one as its empty value', () => {
    const brand = toBrand('a', { name: 'Alpha' });
    const fields: Fields = brandDefinition.fields;
    const read = Object.keys(fields).filter((key) => !fields[key]?.unread);
    for (const key of read) expect(brand, key).toHaveProperty(key);
    expect(brand).not.toHaveProperty('promotionIds');
    expect(brand.features).toEqual([]);
  });

  it('makes the form defaults, the form schema and the document fields a save writes, from the editor fields', () => {
    const defaults = formDefaults(brandDefinition);
    expect(Object.keys(defaults).sort()).toEqual([...formKeys(brandDefinition)].sort());
    expect(defaults.rating).toBe(4);
    const input = createBrandFormSchema().parse({ ...filledBrand, verified: false, promotions: [] });
    expect(Object.keys(brandDocumentFields(input)).sort()).toEqual([...formKeys(brandDefinition)].sort());
  });

  it('a field added to the definition is read, checked by the form and written, with nothing else to change', () => {
    const grown = defineRecord('brand', {
      ...brandDefinition.fields,
      licenseNumber: { kind: 'text', key: 'optional', max: 20, form: true },
    });
    expect(grown.version).not.toBe(brandDefinition.version);
    expect(recordSchemaOf(grown).parse({ licenseNumber: 'KOMINFO-1' }).licenseNumber).toBe('KOMINFO-1');
    expect(recordSchemaOf(brandDefinition).parse({ licenseNumber: 'KOMINFO-1' })).not.toHaveProperty('licenseNumber');
    const form = z.object(formShapeOf(grown, messageKey));
    const input = form.parse({ ...filledBrand, licenseNumber: ' KOMINFO-1 ' });
    expect(documentFields(grown, input)).toMatchObject({ licenseNumber: 'KOMINFO-1', name: 'Alpha' });
    expect(form.safeParse({ ...filledBrand, licenseNumber: 'x'.repeat(21) }).error?.issues[0]?.message).toBe(
      'brandLicenseNumberTooLong',
    );
  });

  it("names the keys a new brand must have (the rules' requiredBrandKeys())", () => {
    expect(requiredKeys(brandDefinition)).toEqual(expect.arrayContaining(['name', 'slug', 'createdBy', 'updatedAt']));
    expect(requiredKeys(brandDefinition)).not.toContain('features');
  });

  it("has a text for each problem of each editor field, in both languages, naming the definition's limit", () => {
    for (const key of formKeys(brandDefinition)) {
      const spec: FieldSpec = brandDefinition.fields[key];
      for (const { problem, part } of fieldProblems(spec)) {
        const message = fieldMessageKey(brandDefinition, key, problem, part) as ValidationMessageKey;
        expect(validationMessages[message], message).toBeDefined();
        expect(validationMessagesId[message], message).toBeDefined();
        if (problem === 'TooLong') {
          const limit = part ? spec.maxItemLength : spec.max;
          expect(validationValues[message]?.max, message).toBe(limit);
        }
        if (problem === 'TooMany') expect(validationValues[message]?.max, message).toBe(spec.max);
      }
    }
  });
});

describe('the zod-free reader of a definition', () => {
  const odd = [
    undefined,
    null,
    {},
    { name: 42, slug: '', rating: '4.5', verified: 'true', acceptsCrypto: 1, features: ['a', 2, 'b'], logoImage: null },
    { name: 'Naga', rating: Number.NaN, createdAt: '2026-03-01T00:00:00Z', updatedAt: 'not a date', promotionIds: ['p'] },
    { description: ['x'], welcomeBonus: { a: 1 }, createdAt: { seconds: 10, nanoseconds: 5e6 }, extra: 'kept out' },
  ];

  it("reads every odd stored value as the brand's record schema does", () => {
    const plain = plainRecordReaderOf(brandDefinition);
    const schema = recordSchemaOf(brandDefinition);
    for (const data of odd) expect(plain(data)).toEqual(schema.parse(data ?? {}));
  });

  it('follows a changed definition: an added field is read, an unread one left out', () => {
    const changed = defineRecord('brand', {
      ...brandDefinition.fields,
      licenseNumber: { kind: 'text', key: 'optional', max: 50 },
      secret: { kind: 'text', key: 'optional', unread: true },
    });
    const record = plainRecordReaderOf<Record<string, unknown>>(changed)({ licenseNumber: 7, secret: 's' });
    expect(record.licenseNumber).toBe('7');
    expect(record).not.toHaveProperty('secret');
    expect(toBrand('b1', { licenseNumber: 'x' })).not.toHaveProperty('licenseNumber');
  });
});

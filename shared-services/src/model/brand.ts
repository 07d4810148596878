import { brandDefinition } from './brand-definition';
import { recordSchemaOf } from './record-schema';

export * from './brand-facts';
export { toBrand } from './to-brand';

/** brands/{id} as stored (lenient), from the brand's definition. */
export const brandRecordSchema = recordSchemaOf(brandDefinition);

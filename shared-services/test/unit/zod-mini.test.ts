import { classifyError } from '../../src/resilience/classify-error';
import { actorSchema } from '../../src/shared/actor';
import { brandFormSchema } from '../../src/validation/brand-form';
import { reportFormSchema } from '../../src/validation/comment';

// The schemas use zod/mini (tree-shaken); what classic zod did by itself must still hold.
describe('schemas on zod/mini', () => {
  it("keep zod's English texts where a rule has no message of its own", () => {
    // the description's limit has its own message (a key the form translates); the reason's shape has none
    const report = reportFormSchema.safeParse({ description: 'x'.repeat(2001), reason: true });
    expect(report.error?.issues.map((issue) => issue.message)).toEqual(['reportDescriptionTooLong', 'Invalid input']);
    const brand = brandFormSchema.safeParse({ name: 'x'.repeat(101), verified: 'yes' });
    // the name's limit has its own words now (brand-form messages); the flag has none, so zod's text
    expect(brand.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Brand name must be 100 characters or less',
        'Invalid input: expected boolean, received string',
      ]),
    );
  });

  it('throw an error that is classed as a data format error, like ZodError', () => {
    let failure: unknown;
    try {
      actorSchema.parse({ uid: '' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(classifyError(failure)).toBe('data-format');
  });
});

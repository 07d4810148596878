import type { FieldValues, Resolver } from 'react-hook-form';
import { loadRecords } from '@bonus-atlas/shared-services';

type Records = Awaited<ReturnType<typeof loadRecords>>;

/**
 * A form resolver whose zod schema (shared-services' records) and zodResolver load on the first check
 * (a submit, or a field checked after one), so a brand page with a comment form loads no zod before
 * anyone writes. `preload` starts that download early (the form calls it when a field gets focus).
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  make: (
    zodResolver: typeof import('@hookform/resolvers/zod').zodResolver,
    records: Records,
  ) => Resolver<Input, unknown, Output>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadRecords()]).then(
      ([{ zodResolver }, records]) => make(zodResolver, records),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}

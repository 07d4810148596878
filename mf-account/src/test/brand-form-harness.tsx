import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { emptyBrandValues } from '../features/brand-editor/form-values';

/** A brand editor section inside a form of its own, as BrandForm gives it (stories of one section). */
export function BrandFormHarness({
  values = emptyBrandValues(),
  children,
}: {
  values?: BrandFormValues;
  children: ReactNode;
}) {
  const form = useForm<BrandFormValues>({ defaultValues: values });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => event.preventDefault()}>{children}</form>
    </FormProvider>
  );
}

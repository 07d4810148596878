import type { BrandMigrationProgress } from '@bonus-atlas/shared-services/manage';
import { useCallback, useState } from 'react';

/** Keeps the latest state of every brand of the current run, in the order they were planned. */
export function useMigrationProgress() {
  const [brands, setBrands] = useState<BrandMigrationProgress[]>([]);
  const report = useCallback((progress: BrandMigrationProgress) => {
    setBrands((current) => {
      const index = current.findIndex((brand) => brand.brandId === progress.brandId);
      if (index === -1) return [...current, progress];
      const next = current.slice();
      next[index] = progress;
      return next;
    });
  }, []);
  const reset = useCallback(() => setBrands([]), []);
  return { brands, report, reset };
}

export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | Date | null | undefined;

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const collator = new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date) a = a.getTime();
  if (b instanceof Date) b = b.getTime();
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/** Stable sort; empty values always go last whatever the direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const factor = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((left, right) => {
      const leftEmpty = left.value == null || left.value === '';
      const rightEmpty = right.value == null || right.value === '';
      if (leftEmpty || rightEmpty)
        return Number(leftEmpty) - Number(rightEmpty) || left.index - right.index;
      return compareValues(left.value, right.value) * factor || left.index - right.index;
    })
    .map(({ row }) => row);
}

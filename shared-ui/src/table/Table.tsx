import { useMemo, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@bonus-atlas/shared-ui';
import { ArrowDown, ArrowUp, ChevronsUpDown } from '../icons/icons';
import { cx } from '../utils/cx';
import { MobileSort } from './MobileSort';
import { sortRows } from './sort-rows';
import type { SortDirection, SortState, SortValue } from './sort-rows';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  /** Label shown beside each value in the stacked phone layout; defaults to a text header. */
  mobileLabel?: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Direction of the first click on this header. */
  firstSortDirection?: SortDirection;
  align?: 'start' | 'center' | 'end';
  width?: string;
  hideOnMobile?: boolean;
}

export interface TableProps<Row> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Accessible name of the table (visually hidden). */
  caption: string;
  initialSort?: SortState;
  /** Controlled sort: pass both to keep the sort outside (e.g. in the URL). */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Row activation by click or Enter; clicks on buttons and links inside the row are left alone. */
  onRowClick?: (row: Row) => void;
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  /** Stack rows as cards below 768 px (default true). */
  stackOnMobile?: boolean;
  className?: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  initialSort,
  sort: controlledSort,
  onSortChange,
  onRowClick,
  empty,
  stackOnMobile = true,
  className,
}: TableProps<Row>) {
  const { t } = useTranslation();
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort ?? null);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;

  const sortedRows = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === sort?.columnId);
    if (!sort || !column?.sortValue) return rows;
    return sortRows(rows, column.sortValue, sort.direction);
  }, [columns, rows, sort]);

  const applySort = (next: SortState) => {
    setOwnSort(next);
    onSortChange?.(next);
  };

  const toggleSort = (column: TableColumn<Row>) =>
    applySort(
      sort?.columnId === column.id
        ? { columnId: column.id, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId: column.id, direction: column.firstSortDirection ?? 'asc' },
    );

  const sortableColumns = columns
    .filter((column) => column.sortValue)
    .map((column) => ({ id: column.id, label: columnLabel(column) }));

  const activate = (row: Row, event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
    onRowClick(row);
  };

  return (
    <div className={cx(styles.root, stackOnMobile && styles.stack, className)}>
      {stackOnMobile && sortableColumns.length > 0 ? (
        <MobileSort
          className={styles.mobileSort}
          columns={sortableColumns}
          sort={sort}
          onSortChange={applySort}
        />
      ) : null}
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.columnId === column.id;
                const ariaSort = active
                  ? sort.direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : 'none';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    style={column.width ? { width: column.width } : undefined}
                    className={cx(
                      styles[column.align ?? 'start'],
                      column.hideOnMobile && styles.hideOnMobile,
                    )}
                    aria-sort={column.sortValue ? ariaSort : undefined}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => toggleSort(column)}
                        title={
                          active && sort.direction === 'asc'
                            ? t('table.sortDescending')
                            : t('table.sortAscending')
                        }
                      >
                        {column.header}
                        <span className={styles.sortIcon} aria-hidden="true">
                          {active ? (
                            sort.direction === 'asc' ? (
                              <ArrowUp />
                            ) : (
                              <ArrowDown />
                            )
                          ) : (
                            <ChevronsUpDown />
                          )}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {sortedRows.length > 0 ? (
            <tbody>
              {sortedRows.map((row) => (
                <tr
                  key={getRowKey(row)}
                  className={cx(onRowClick && styles.clickable)}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? (event) => activate(row, event) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                          // the same Enter would press the button a row's dialog focuses (its keypress
                          // reaches the new focus), closing what it just opened
                          event.preventDefault();
                          activate(row, event);
                        }
                      : undefined
                  }
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      data-label={
                        column.mobileLabel ??
                        (typeof column.header === 'string' ? column.header : '')
                      }
                      className={cx(
                        styles[column.align ?? 'start'],
                        column.hideOnMobile && styles.hideOnMobile,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
        </table>
        {sortedRows.length === 0 && empty ? <div className={styles.empty}>{empty}</div> : null}
      </div>
    </div>
  );
}

function columnLabel<Row>(column: TableColumn<Row>): string {
  return column.mobileLabel ?? (typeof column.header === 'string' ? column.header : column.id);
}

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table } from './Table';
import type { TableColumn } from './Table';

interface WelcomeBonus {
  id: string;
  brand: string;
  maxBonus: number | null;
}

const bonuses: WelcomeBonus[] = [
  { id: 'a', brand: 'Garuda', maxBonus: 500000 },
  { id: 'b', brand: 'Anggrek', maxBonus: null },
  { id: 'c', brand: 'Merapi', maxBonus: 1500000 },
];

const columns: TableColumn<WelcomeBonus>[] = [
  { id: 'brand', header: 'Brand', cell: (row) => row.brand, sortValue: (row) => row.brand },
  {
    id: 'maxBonus',
    header: 'Max Bonus',
    cell: (row) => String(row.maxBonus ?? '-'),
    sortValue: (row) => row.maxBonus,
    firstSortDirection: 'desc',
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => <button type="button">View {row.brand}</button>,
  },
];

function brandOrder() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('Table', () => {
  it('sorts by a header and announces it with aria-sort', async () => {
    render(
      <Table
        caption="Welcome bonuses"
        columns={columns}
        rows={bonuses}
        getRowKey={(row) => row.id}
      />,
    );
    const brandHeader = screen.getByRole('columnheader', { name: /Brand/ });
    expect(brandHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(brandHeader).getByRole('button'));
    expect(brandHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(brandOrder()).toEqual(['Anggrek', 'Garuda', 'Merapi']);

    await userEvent.click(within(brandHeader).getByRole('button'));
    expect(brandHeader).toHaveAttribute('aria-sort', 'descending');
    expect(brandOrder()).toEqual(['Merapi', 'Garuda', 'Anggrek']);
  });

  it('starts a money column high-to-low and keeps empty values last', async () => {
    render(
      <Table
        caption="Welcome bonuses"
        columns={columns}
        rows={bonuses}
        getRowKey={(row) => row.id}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Max Bonus/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(brandOrder()).toEqual(['Merapi', 'Garuda', 'Anggrek']);
    await userEvent.click(within(header).getByRole('button'));
    expect(brandOrder()).toEqual(['Garuda', 'Merapi', 'Anggrek']);
  });

  it('offers the same sorting through a select for the phone layout', async () => {
    render(
      <Table
        caption="Welcome bonuses"
        columns={columns}
        rows={bonuses}
        getRowKey={(row) => row.id}
      />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Max Bonus (descending)',
    );
    expect(brandOrder()).toEqual(['Merapi', 'Garuda', 'Anggrek']);
    expect(screen.getByRole('columnheader', { name: /Max Bonus/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('labels cells for the stacked phone layout', () => {
    render(
      <Table
        caption="Welcome bonuses"
        columns={columns}
        rows={bonuses}
        getRowKey={(row) => row.id}
      />,
    );
    expect(screen.getAllByRole('cell')[1]).toHaveAttribute('data-label', 'Max Bonus');
  });

  it('opens a row by click or Enter but not when a button inside is pressed', async () => {
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Reports"
        columns={columns}
        rows={bonuses}
        getRowKey={(row) => row.id}
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(screen.getByText('Garuda'));
    expect(onRowClick).toHaveBeenLastCalledWith(bonuses[0]);
    await userEvent.click(screen.getByRole('button', { name: 'View Merapi' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    const row = screen.getAllByRole('row')[2] as HTMLElement;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(bonuses[1]);
  });

  it('shows the empty state without rows', () => {
    render(
      <Table
        caption="Reports"
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        empty={<p>No Reports Found</p>}
      />,
    );
    expect(screen.getByText('No Reports Found')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});

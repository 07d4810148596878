import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { formatIDR, formatTurnover } from '../format/number';
import { Table } from './Table';
import type { TableColumn } from './Table';

interface WelcomeBonusRow {
  id: string;
  brand: string;
  title: string;
  maxBonus: number;
  turnover: number;
  games: string;
}

const rows: WelcomeBonusRow[] = [
  {
    id: '1',
    brand: 'Garuda88',
    title: 'Welcome Bonus 100%',
    maxBonus: 1500000,
    turnover: 25,
    games: 'Slots',
  },
  {
    id: '2',
    brand: 'Merapi Play',
    title: 'New Member 50%',
    maxBonus: 500000,
    turnover: 10,
    games: 'Sports',
  },
  {
    id: '3',
    brand: 'Anggrek Bet',
    title: 'Cashback 10%',
    maxBonus: 2000000,
    turnover: 3,
    games: 'All Games',
  },
];

const columns: TableColumn<WelcomeBonusRow>[] = [
  {
    id: 'brand',
    header: 'Brand',
    cell: (row) => <strong>{row.brand}</strong>,
    sortValue: (row) => row.brand,
  },
  { id: 'title', header: 'Title', cell: (row) => row.title, sortValue: (row) => row.title },
  {
    id: 'maxBonus',
    header: 'Max Bonus',
    cell: (row) => formatIDR(row.maxBonus),
    sortValue: (row) => row.maxBonus,
    firstSortDirection: 'desc',
    align: 'end',
  },
  {
    id: 'turnover',
    header: 'Turnover',
    cell: (row) => formatTurnover(row.turnover),
    sortValue: (row) => row.turnover,
    align: 'end',
  },
  { id: 'games', header: 'Game Category', cell: (row) => row.games, hideOnMobile: true },
  {
    id: 'view',
    header: 'Actions',
    cell: () => (
      <Button size="sm" variant="secondary">
        View
      </Button>
    ),
  },
];

const meta = {
  title: 'Data display/Table',
  component: Table<WelcomeBonusRow>,
  args: {
    caption: 'Welcome bonus comparison',
    columns,
    rows,
    getRowKey: (row: WelcomeBonusRow) => row.id,
  },
} satisfies Meta<typeof Table<WelcomeBonusRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  args: { initialSort: { columnId: 'maxBonus', direction: 'desc' } },
};
export const ClickableRows: Story = { args: { onRowClick: fn() } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Empty: Story = {
  args: { rows: [], empty: <EmptyState compact title="No Reports Found" /> },
};

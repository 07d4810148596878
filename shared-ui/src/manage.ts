// @bonus-atlas/shared-ui/manage: what only the account and admin sections draw (sortable tables, tabs,
// confirmation dialogs) and the signed-in member's account menu (the dropdown), kept out of the package
// root so a visitor's first load does not carry them.
// Shared state (the i18n instance, the modal's focus handling) comes from the package root.

export { Table } from './table/Table';
export type { TableColumn, TableProps } from './table/Table';
export { sortRows } from './table/sort-rows';
export type { SortDirection, SortState, SortValue } from './table/sort-rows';
export { Tabs } from './tabs/Tabs';
export type { TabItem, TabsProps } from './tabs/Tabs';
export { ConfirmDialog } from './modal/ConfirmDialog';
export type { ConfirmDialogProps } from './modal/ConfirmDialog';
export { DropdownMenu } from './dropdown/DropdownMenu';
export type { DropdownMenuItem, DropdownMenuProps } from './dropdown/DropdownMenu';

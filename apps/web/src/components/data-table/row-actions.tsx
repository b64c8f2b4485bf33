// A list row's actions (edit, open, delete …). When the table shows all its columns they are
// buttons in its last column; on a phone (under 600 px), or whenever the table is narrower than its
// columns, one ⋮ menu right after the row's first column, so they are reached without scrolling
// the table sideways (docs/decisions/030). An action that cannot be undone asks first (`confirm`:
// the page's one confirm dialog, components/confirm-dialog/use-confirm).
import type { ReactElement } from 'react';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { ConfirmRequest } from '../confirm-dialog/use-confirm';
import { VISUALLY_HIDDEN } from '../visually-hidden';

export type RowAction = {
  /** Says the action and the row: "Edit Zeynep Kaya" (the button's name, the menu item's text). */
  label: string;
  icon: ReactElement;
  disabled?: boolean;
} & (
  | { /** A page of the app. */ to: string }
  | { onClick: () => void }
  | { /** Asked first, then run by the confirm dialog. */ confirm: ConfirmRequest }
);

const MENU_ITEM_STYLE = { whiteSpace: 'normal', maxWidth: 'calc(100vw - 32px)' } as const;

/** The actions column's width with buttons, for the most actions a row has. */
const buttonsWidth = (widest: number) => Math.max(80, 36 * widest + 28);

/**
 * The narrowest the table can be with all its columns and the actions as buttons at the end: fixed
 * columns at their width (the grid's default 100), flexible ones at their least (default 50).
 */
export function widthWithButtons<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  widest: number,
): number {
  const columnsWidth = columns.reduce(
    (sum, column) => sum + (column.flex ? (column.minWidth ?? 50) : (column.width ?? 100)),
    0,
  );
  return columnsWidth + buttonsWidth(widest);
}

export interface RowActionsColumnOptions<Row> {
  rowActions: (row: Row) => RowAction[];
  header: string;
  /** A ⋮ menu beside the first column instead of buttons at the end. */
  asMenu: boolean;
  /** The most actions a row on this page has (the buttons column's width). */
  widest: number;
  navigate: (to: string) => void;
  ask: (request: ConfirmRequest) => void;
}

/** The columns with the actions column put where it can be reached. */
export function withRowActions<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  { rowActions, header, asMenu, widest, navigate, ask }: RowActionsColumnOptions<Row>,
): GridColDef<Row>[] {
  const run = (action: RowAction) => {
    if ('to' in action) navigate(action.to);
    else if ('confirm' in action) ask(action.confirm);
    else action.onClick();
  };
  const column: GridColDef<Row> = {
    field: 'actions',
    type: 'actions',
    headerName: header,
    width: asMenu ? 56 : buttonsWidth(widest),
    // The ⋮ column's name stays for screen readers; there is no room to show it.
    renderHeader: asMenu ? () => <span style={VISUALLY_HIDDEN}>{header}</span> : undefined,
    getActions: ({ row }) =>
      rowActions(row).map((action) =>
        asMenu ? (
          <GridActionsCellItem
            key={action.label}
            showInMenu
            icon={action.icon}
            label={action.label}
            disabled={action.disabled}
            onClick={() => run(action)}
            // A label names its row ("Edit Zeynep Kaya"): it wraps rather than leave the screen.
            style={MENU_ITEM_STYLE}
          />
        ) : (
          <GridActionsCellItem
            key={action.label}
            icon={action.icon}
            label={action.label}
            disabled={action.disabled}
            onClick={() => run(action)}
          />
        ),
      ),
  };
  if (!asMenu) return [...columns, column];
  const [first, ...rest] = columns;
  return first ? [first, column, ...rest] : [column];
}

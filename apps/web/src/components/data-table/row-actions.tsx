// A list row's actions (edit, open, delete …). On a wide screen they are buttons in the table's
// last column; under 600 px one ⋮ menu right after the row's first column, so a phone reaches them
// without scrolling the table sideways (docs/decisions/030). An action that cannot be undone asks
// first (`confirm`: the page's one confirm dialog, components/confirm-dialog/use-confirm).
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

export interface RowActionsColumnOptions<Row> {
  rowActions: (row: Row) => RowAction[];
  header: string;
  /** Under 600 px: a ⋮ menu beside the first column. */
  isPhone: boolean;
  /** The most actions a row on this page has (the column's width on a wide screen). */
  widest: number;
  navigate: (to: string) => void;
  ask: (request: ConfirmRequest) => void;
}

/** The columns with the actions column put where it can be reached. */
export function withRowActions<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  { rowActions, header, isPhone, widest, navigate, ask }: RowActionsColumnOptions<Row>,
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
    width: isPhone ? 56 : Math.max(80, 36 * widest + 28),
    // The ⋮ column's name stays for screen readers; there is no room to show it.
    renderHeader: isPhone ? () => <span style={VISUALLY_HIDDEN}>{header}</span> : undefined,
    getActions: ({ row }) =>
      rowActions(row).map((action) =>
        isPhone ? (
          <GridActionsCellItem
            key={action.label}
            showInMenu
            icon={action.icon}
            label={action.label}
            disabled={action.disabled}
            onClick={() => run(action)}
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
  if (!isPhone) return [...columns, column];
  const [first, ...rest] = columns;
  return first ? [first, column, ...rest] : [column];
}

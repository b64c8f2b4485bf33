// How narrow a table may get before its row actions move into the ⋮ menu: the grid's own sizing
// rules (fixed columns at their width, flexible ones at their least) plus the buttons column.
import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { widthWithButtons } from './row-actions';

const USERS_PAGE: GridColDef[] = [
  { field: 'fullName', minWidth: 240, flex: 2 },
  { field: 'email', minWidth: 200, flex: 2 },
  { field: 'role', minWidth: 140, flex: 1 },
  { field: 'status', width: 120 },
  { field: 'createdAt', width: 140 },
];

describe('widthWithButtons', () => {
  it('adds fixed widths, flexible minimums and the buttons column', () => {
    expect(widthWithButtons(USERS_PAGE, 1)).toBe(240 + 200 + 140 + 120 + 140 + 80);
    // three buttons need a wider column than one
    expect(widthWithButtons(USERS_PAGE, 3)).toBe(240 + 200 + 140 + 120 + 140 + 136);
  });

  it('counts a column as the grid sizes it when it says nothing', () => {
    expect(widthWithButtons([{ field: 'a' }, { field: 'b', flex: 1 }], 2)).toBe(100 + 50 + 100);
  });
});

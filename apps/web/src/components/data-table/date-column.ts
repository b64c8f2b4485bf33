// A date column in the reader's language ("12 May 2025", with the time when asked; "—" for none),
// the lists' created-at and event-date columns.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export function dateColumn<Row extends GridValidRowModel>(
  field: Extract<keyof Row, string>,
  headerName: string,
  language: string,
  { withTime = false }: { withTime?: boolean } = {},
): GridColDef<Row> {
  const format = new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  );
  return {
    field,
    headerName,
    width: withTime ? 180 : 140,
    valueFormatter: (value: string | null) => (value ? format.format(new Date(value)) : '—'),
  };
}

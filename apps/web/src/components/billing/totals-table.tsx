// A bill's or a quote's amounts as label/amount rows, the total last and bold: the cart's order and
// the bill's page both show them so.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

export type AmountRow = readonly [label: string, amount: string];

export function TotalsTable({ label, rows, total }: { label: string; rows: AmountRow[]; total: AmountRow }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {[...rows, total].map(([name, amount], i) => (
          <TableRow
            key={name}
            sx={
              i === rows.length
                ? { '& th, & td': { fontWeight: 700, fontSize: '1.05rem', borderBottom: 0 } }
                : undefined
            }
          >
            <TableCell component="th" scope="row" sx={{ pl: 0 }}>
              {name}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
              {amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

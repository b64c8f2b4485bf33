// The permission matrix of a role: one row per subject, one column per action (SPEC §6). A ticked
// cell is the rule "action on subject"; cells are keyed `action:subject`.
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ACTIONS, SUBJECTS, type Action, type Subject } from '@hatira/shared/abilities';

export const cellKey = (action: Action, subject: Subject) => `${action}:${subject}`;

export function parseCellKey(key: string): { action: Action; subject: Subject } {
  const [action, subject] = key.split(':') as [Action, Subject];
  return { action, subject };
}

export interface PermissionMatrixProps {
  /** Ticked cells (`action:subject`). */
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Read only (the admin role keeps `manage all`). */
  disabled?: boolean;
}

export function PermissionMatrix({ value, onChange, disabled = false }: PermissionMatrixProps) {
  const { t } = useTranslation('roles');
  const toggle = (key: string) => {
    const next = new Set(value);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('matrix.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('matrix.subject')}</TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {t(`actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {SUBJECTS.map((subject) => (
            <TableRow key={subject}>
              <TableCell component="th" scope="row">
                {t(`subjects.${subject}`)}
              </TableCell>
              {ACTIONS.map((action) => {
                const key = cellKey(action, subject);
                return (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      checked={value.has(key)}
                      disabled={disabled}
                      onChange={() => toggle(key)}
                      slotProps={{
                        input: {
                          'aria-label': t('matrix.cell', {
                            action: t(`actions.${action}`),
                            subject: t(`subjects.${subject}`),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

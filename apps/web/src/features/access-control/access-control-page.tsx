// The template's ACL demo (SPEC §2, role client): shows why the page is visible and which rules
// the signed-in user holds.
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAbility } from '../../lib/ability';
import { useSession } from '../../lib/session';

const codeStyle = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875em',
};

export function AccessControlPage() {
  const { t } = useTranslation('access-control');
  const session = useSession();
  const ability = useAbility();
  if (!session) return null;
  const rules = session.abilityRules;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('why.title')}
          </Typography>
          <Typography color="text.secondary">
            <Trans t={t} i18nKey="why.text" components={{ code: <code style={codeStyle} /> }} />
          </Typography>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('rules.title')}
          </Typography>
          {rules.length === 0 ? (
            <Typography color="text.secondary">{t('rules.empty')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('rules.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('rules.action')}</TableCell>
                    <TableCell>{t('rules.subject')}</TableCell>
                    <TableCell>{t('rules.meaning')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rules.map((rule) => (
                    <TableRow key={`${rule.action}:${rule.subject}`}>
                      <TableCell>
                        <code style={codeStyle}>{rule.action}</code>
                      </TableCell>
                      <TableCell>
                        <code style={codeStyle}>{rule.subject}</code>
                      </TableCell>
                      <TableCell>
                        {t(`actions.${rule.action}`)} · {t(`subjects.${rule.subject}`)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      {ability.can('manage', 'all') ? (
        <Alert severity="success">{t('adminOnly.visible')}</Alert>
      ) : (
        <Alert severity="info">{t('adminOnly.hidden')}</Alert>
      )}
    </Stack>
  );
}

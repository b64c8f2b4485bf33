// The saved versions of a legal page in one language, newest first: each save is one, and the
// seeded template is the first (decisions/035).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Language } from '@hatira/shared/languages';
import type { LegalSlug } from '@hatira/shared/legal-pages';
import { PageLoading } from '../../components/page-header/page-header';
import { translateApiError } from '../../lib/form-errors';
import { legalPageVersionsQuery } from './legal-pages.api';

export function LegalVersions({ slug, language }: { slug: LegalSlug; language: Language }) {
  const { t, i18n } = useTranslation('legal-pages');
  const versions = useQuery(legalPageVersionsQuery(slug, language));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  let content;
  if (versions.isPending) content = <PageLoading />;
  else if (versions.isError) content = <Alert severity="error">{translateApiError(t, versions.error)}</Alert>;
  else if (versions.data.items.length === 0)
    content = (
      <Typography color="text.secondary" role="status">
        {t('versions.empty')}
      </Typography>
    );
  else
    content = (
      <TableContainer>
        <Table size="small" aria-labelledby="legal-versions-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('versions.version')}</TableCell>
              <TableCell>{t('versions.title')}</TableCell>
              <TableCell>{t('versions.savedAt')}</TableCell>
              <TableCell>{t('versions.savedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.data.items.map((version) => (
              <TableRow key={version.version}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('list.version', { version: version.version })}
                  {version.isTemplate && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color="warning"
                      label={t('list.template')}
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>{version.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {date.format(new Date(version.updatedAt))}
                </TableCell>
                <TableCell>{version.updatedBy ?? t('versions.system')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Card component="section" aria-labelledby="legal-versions-title">
      <CardContent>
        <Typography id="legal-versions-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('versions.heading')}
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}

// The legal texts (/legal-pages, staff): every page in every language with its current version,
// whether it is still the seeded template, and when it changed; a language without its own text
// shows the Turkish one. Each row opens the editor or the public page.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { GridColDef } from '@mui/x-data-grid';
import type { LegalPageSummary } from '@hatira/shared/legal-pages';
import { paths } from '@hatira/shared/paths';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import type { RowAction } from '../../components/data-table/row-actions';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { legalPagesQuery } from './legal-pages.api';

const rowId = (row: LegalPageSummary) => `${row.slug}/${row.language}`;

export function LegalPageListPage() {
  const { t, i18n } = useTranslation('legal-pages');
  const query = useQuery(legalPagesQuery);
  const canUpdate = useCan('update', 'legalPages');

  const columns = useMemo<GridColDef<LegalPageSummary>[]>(
    () => [
      {
        field: 'slug',
        headerName: t('list.columns.page'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.legalPageEdit(row.slug, row.language)}
            underline="hover"
            fontWeight={500}
          >
            {t(`slugs.${row.slug}`)}
          </Link>
        ),
      },
      {
        field: 'language',
        headerName: t('list.columns.language'),
        width: 120,
        valueFormatter: (value: LegalPageSummary['language']) => t(`common:languages.${value}`),
      },
      {
        field: 'version',
        headerName: t('list.columns.version'),
        width: 170,
        renderCell: ({ row }) =>
          row.version === null ? (
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 'inherit' }}>
              {t('list.turkishShown')}
            </Typography>
          ) : (
            t('list.version', { version: row.version })
          ),
      },
      {
        field: 'isTemplate',
        headerName: t('list.columns.state'),
        width: 176,
        renderCell: ({ row }) =>
          row.version === null ? null : (
            <Chip
              size="small"
              variant="outlined"
              color={row.isTemplate ? 'warning' : 'success'}
              label={t(row.isTemplate ? 'list.template' : 'list.written')}
            />
          ),
      },
      dateColumn('updatedAt', t('list.columns.updatedAt'), i18n.language, { withTime: true }),
    ],
    [t, i18n.language],
  );
  const rowActions = useCallback(
    (row: LegalPageSummary): RowAction[] => {
      const name = `${t(`slugs.${row.slug}`)} (${t(`common:languages.${row.language}`)})`;
      return [
        ...(canUpdate
          ? [
              {
                label: t('list.edit', { name }),
                icon: <EditOutlinedIcon />,
                to: paths.legalPageEdit(row.slug, row.language),
              },
            ]
          : []),
        { label: t('list.view', { name }), icon: <OpenInNewIcon />, to: paths.legalPage(row.slug) },
      ];
    },
    [t, canUpdate],
  );

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')}>
      <DataTable
        label={t('list.title')}
        columns={columns}
        query={query}
        getRowId={rowId}
        emptyText={t('list.empty')}
        rowActions={rowActions}
      />
    </ListPage>
  );
}

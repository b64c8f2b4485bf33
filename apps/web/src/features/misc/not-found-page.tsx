import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { paths } from '@hatira/shared/paths';
import { MiscMessage } from './misc-message';

export function NotFoundPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscMessage
      code="404"
      icon={<SearchOffOutlined />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('backHome')}
        </Button>
      }
    />
  );
}

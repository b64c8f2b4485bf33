// A list or a record that could not be loaded: the error code's text in the user's language. A
// record that is not there (404) is a warning with no way to try again; any other failure offers a
// retry when the page gives one.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '../../lib/api-error';
import { translateApiError } from '../../lib/form-errors';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      severity={isMissing ? 'warning' : 'error'}
      action={
        !isMissing &&
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {translateApiError(t, error)}
    </Alert>
  );
}

// What a fresh install lacks before its bills are right: the seller's details every new bill
// prints (a bill keeps what it was issued with, so a missing title stays missing on it) and an
// active bank account for the pay page's transfer. Shown to the staff on /bills-management until
// both are there.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { paths } from '@hatira/shared/paths';
import { activeBankAccountCountQuery, sellerQuery } from './bills.api';

export const SELLER_CARD_ID = 'seller';

export function SellingReadiness() {
  const { t } = useTranslation('bills');
  const seller = useQuery(sellerQuery());
  const accounts = useQuery(activeBankAccountCountQuery());
  const noSeller = seller.data !== undefined && seller.data.title.trim() === '';
  const noAccount = accounts.data === 0;
  if (!noSeller && !noAccount) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{t('readiness.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {noSeller && (
          <li>
            {t('readiness.seller')} <Link href={`#${SELLER_CARD_ID}`}>{t('readiness.sellerAction')}</Link>
          </li>
        )}
        {noAccount && (
          <li>
            {t('readiness.bankAccount')}{' '}
            <Link component={RouterLink} to={paths.bankAccounts}>
              {t('readiness.bankAccountAction')}
            </Link>
          </li>
        )}
      </ul>
    </Alert>
  );
}

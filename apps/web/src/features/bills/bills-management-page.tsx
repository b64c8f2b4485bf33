// /bills-management (DESIGN.md §7.1): every bill, by status, date, account type and buyer, and the
// seller's details that bills print.
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page';
import { BillTable } from './bill-table';
import { SellerCard } from './seller-card';
import { SellingReadiness } from './selling-readiness';

export function BillsManagementPage() {
  const { t } = useTranslation('bills');
  return (
    <ListPage title={t('management.title')} subtitle={t('management.subtitle')}>
      <SellingReadiness />
      <BillTable scope="all" />
      <SellerCard />
    </ListPage>
  );
}

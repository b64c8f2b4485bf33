// /bills (SPEC §2): the subscriber's own bills, each opening as a printable page with its PDF.
import { useTranslation } from 'react-i18next';
import { paths } from '@hatira/shared/paths';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { BillTable } from './bill-table';

export function OwnBillsPage() {
  const { t } = useTranslation('bills');
  const canBuy = useCan('create', 'bills');
  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      action={canBuy && { label: t('list.buy'), to: paths.subscription }}
    >
      <BillTable scope="own" />
    </ListPage>
  );
}

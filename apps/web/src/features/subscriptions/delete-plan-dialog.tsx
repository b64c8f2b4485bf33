// Deleting a plan. A plan that was ever sold stays (PLAN_IN_USE, decisions/035): the dialog then
// says so and offers what can be done instead, taking it off sale.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ApiError } from '../../lib/api';
import { useDeletePlan, useUpdatePlan } from './subscriptions.api';

export interface DeletePlanDialogProps {
  /** The plan asked about; null: closed. */
  plan: SubscriptionPlan | null;
  onClose: () => void;
}

export function DeletePlanDialog({ plan, onClose }: DeletePlanDialogProps) {
  const { t } = useTranslation('subscriptions');
  const { mutateAsync: remove } = useDeletePlan();
  const { mutateAsync: update } = useUpdatePlan();
  const [isSold, setSold] = useState(false);
  // The last plan asked about stays while the dialog fades out.
  const [shown, setShown] = useState(plan);
  useEffect(() => {
    if (plan) {
      setShown(plan);
      setSold(false);
    }
  }, [plan]);
  if (!shown) return null;

  const name = shown.name;
  const handleDelete = async () => {
    try {
      await remove(shown.id);
    } catch (error) {
      // The dialog keeps the refusal's text above the new choice.
      if (error instanceof ApiError && error.code === 'PLAN_IN_USE') setSold(true);
      throw error;
    }
  };

  if (!isSold)
    return (
      <ConfirmDialog
        open={plan !== null}
        title={t('delete.title')}
        message={t('delete.text', { name })}
        confirmLabel={t('delete.confirm')}
        onConfirm={handleDelete}
        onClose={onClose}
      />
    );
  return (
    <ConfirmDialog
      open={plan !== null}
      title={t('delete.title')}
      message={shown.active ? t('delete.soldText', { name }) : t('delete.soldInactiveText', { name })}
      confirmLabel={shown.active ? t('delete.deactivate') : t('common:close')}
      isDestructive={false}
      onConfirm={() => (shown.active ? update({ id: shown.id, body: { active: false } }) : undefined)}
      onClose={onClose}
    />
  );
}

// A permission's name as the reader sees it: the seeded names of built-in rules ("read subscriber")
// in the reader's language, a name an admin typed as typed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPermissionName, type Action, type Subject } from '@hatira/shared/abilities';

export function usePermissionName(): (permission: {
  name: string;
  action: string;
  subject: string;
}) => string {
  const { t } = useTranslation('roles');
  return useCallback(
    ({ name, action, subject }) => {
      const rule = { action: action as Action, subject: subject as Subject };
      if (name !== defaultPermissionName(rule)) return name;
      // Known rules have a phrase of their own; any other still reads as "action: subject".
      return t(`permissions.names.${action}_${subject}`, {
        defaultValue: t('permissions.ruleName', {
          action: t(`actions.${action}`, { defaultValue: action }),
          subject: t(`subjects.${subject}`, { defaultValue: subject }),
        }),
      });
    },
    [t],
  );
}

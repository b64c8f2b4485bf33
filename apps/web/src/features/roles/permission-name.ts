// A permission's name as the reader sees it: the seeded names of built-in rules ("read subscriber")
// in the reader's language, a name an admin typed as typed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { defaultPermissionName, type Action, type Subject } from '@hatira/shared/abilities';

interface NamedPermission {
  name: string;
  action: string;
  subject: string;
  conditions?: Record<string, string> | null;
}

/** Known rules have a phrase of their own; any other still reads as "action: subject". */
function rulePhrase(t: TFunction<'roles'>, action: string, subject: string): string {
  return t(`permissions.names.${action}_${subject}`, {
    defaultValue: t('permissions.ruleName', {
      action: t(`actions.${action}`, { defaultValue: action }),
      subject: t(`subjects.${subject}`, { defaultValue: subject }),
    }),
  });
}

export function usePermissionName(): (permission: NamedPermission) => string {
  const { t } = useTranslation('roles');
  return useCallback(
    ({ name, action, subject, conditions }) => {
      const rule = {
        action: action as Action,
        subject: subject as Subject,
        conditions: conditions ?? undefined,
      };
      if (name !== defaultPermissionName(rule)) return name;
      const phrase = rulePhrase(t, action, subject);
      // An ownership rule (with conditions) reads as its rule plus "(own records)".
      return conditions ? t('permissions.ownRule', { rule: phrase }) : phrase;
    },
    [t],
  );
}

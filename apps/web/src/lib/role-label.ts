import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES } from '@hatira/shared/abilities';

/** A built-in role in the UI language (common:roles); a custom role by its own name. */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (name: string) => ((ROLE_NAMES as readonly string[]).includes(name) ? t(`roles.${name}`) : name),
    [t],
  );
}

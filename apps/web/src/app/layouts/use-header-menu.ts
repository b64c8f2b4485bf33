// The header's icon-button menus (language, theme, shortcuts, notifications, user) share one
// anchor state and the same ARIA wiring between the button and its popup.
import { useId, useState, type MouseEvent } from 'react';

const BELOW_RIGHT = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

export function useHeaderMenu(popup: 'menu' | 'dialog' = 'menu') {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return {
    id,
    close,
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': popup,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      'aria-controls': anchor ? `${id}-menu` : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    popupProps: { id: `${id}-menu`, anchorEl: anchor, open: anchor !== null, onClose: close, ...BELOW_RIGHT },
  };
}

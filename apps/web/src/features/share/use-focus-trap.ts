// Focus for a modal layer (dialog, lightbox): it moves inside when the layer opens, Tab and
// Shift+Tab stay inside, Escape closes, and focus returns to where it was when the layer closes.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const layer = ref.current;
    if (!layer) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      layer.querySelector<HTMLElement>('[data-autofocus]') ?? layer.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? layer).focus();

    // On the document, not the layer: a control that vanishes (the last "next" arrow) must not
    // take Escape and Tab away with the focus it had.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...layer.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = focusable[0];
      const tail = focusable[focusable.length - 1];
      if (!head || !tail) return;
      const inside = layer.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === head)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === tail)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = overflow;
      returnTo?.focus({ preventScroll: true });
    };
  }, [ref]);
}

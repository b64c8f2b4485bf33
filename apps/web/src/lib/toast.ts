// The admin's one short message after an action ("Saved."): a store outside React, so a page that
// moves on after a save (a created event opens its edit page) still shows what happened. The
// admin layout shows it (components/toast/toaster.tsx); a newer message replaces the older one.
import { useSyncExternalStore } from 'react';

export interface Toast {
  /** Grows with every message, so the same text twice shows twice. */
  id: number;
  text: string;
  severity: 'success' | 'info';
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function showToast(text: string, severity: Toast['severity'] = 'success'): void {
  current = { id: nextId++, text, severity };
  changed();
}

/** Closes the message `id` (a newer one stays). */
export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  changed();
}

/** Closes whatever shows (a test starts clean). */
export function clearToast(): void {
  if (current) dismissToast(current.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): Toast | null {
  return useSyncExternalStore(subscribe, () => current);
}

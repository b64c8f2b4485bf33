// Which posts of the page on screen are ticked for a bulk action. Only posts still on the page
// count: one that an action or a refetch removed is no longer selected.
import { useCallback, useMemo, useState } from 'react';

export interface PostSelection {
  /** The ticked posts on this page, in page order. */
  selectedIds: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Ticks every post of the page, or none. */
  setAllOnPage: (isChecked: boolean) => void;
  clear: () => void;
  isAllOnPage: boolean;
  isSomeOnPage: boolean;
}

export function usePostSelection(pageIds: readonly string[]): PostSelection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());

  const selectedIds = useMemo(() => pageIds.filter((id) => ticked.has(id)), [pageIds, ticked]);
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);

  const toggle = useCallback((id: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const setAllOnPage = useCallback(
    (isChecked: boolean) => setTicked(isChecked ? new Set(pageIds) : new Set()),
    [pageIds],
  );
  const clear = useCallback(() => setTicked(new Set()), []);
  const isSelected = useCallback((id: string) => selectedSet.has(id), [selectedSet]);

  return {
    selectedIds,
    isSelected,
    toggle,
    setAllOnPage,
    clear,
    isAllOnPage: pageIds.length > 0 && selectedIds.length === pageIds.length,
    isSomeOnPage: selectedIds.length > 0 && selectedIds.length < pageIds.length,
  };
}

// Amounts as staff type them in a form (a plan's price, a fixed discount), in lira with kuruş:
// "1.499,90", "1499.9", "1 499" or "1499". Money travels as integer kuruş (DESIGN.md §4).

/**
 * The typed amount in kuruş, or undefined when the text is not an amount (empty included). A
 * separator followed by exactly three digits groups thousands; the last one followed by one or
 * two digits starts the kuruş.
 */
export function parseMoneyInput(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0₺]/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const lira = Number(match[1]!.replace(/[.,]/g, ''));
  const kurus = Number((match[2] ?? '').padEnd(2, '0'));
  return lira * 100 + kurus;
}

/** Kuruş as the form shows them for editing: 149900 → "1499,00" in Turkish, "1499.00" in English. */
export function formatMoneyInput(minor: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, useGrouping: false }).format(
    minor / 100,
  );
}

/**
 * Money is kept in centavos (DESIGN.md); shown as pesos: ₱13,530.00. The format is made at its first use, not as the
 * module loads: an Intl format reads its locale's data, in the task that draws the first screen of pages without pesos.
 */
let pesoFormat: Intl.NumberFormat | undefined;

export function formatPeso(centavos: number): string {
  pesoFormat ??= new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return pesoFormat.format(centavos / 100);
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** A raise of `percent` %, rounded to the nearest peso as salary schedules are. */
export function raiseByPercent(centavos: number, percent: number): number {
  return Math.round((centavos * (1 + percent / 100)) / 100) * 100;
}

/** Centavos as an amount without the peso sign, for columns of figures: 3_002_400 → "30,024.00"; a negative one "-1,250.50". */
export function formatAmount(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centavos));
  const pesos = Math.floor(abs / 100).toLocaleString('en-PH');
  return `${sign}${pesos}.${String(abs % 100).padStart(2, '0')}`;
}

/** A deduction as payslips print it: in parentheses, "(1,250.50)"; an earning as it is. */
export function formatSignedAmount(centavos: number): string {
  return centavos < 0 ? `(${formatAmount(-centavos)})` : formatAmount(centavos);
}

/** The most a typed amount may hold: 13 digits of pesos keeps centavos well inside Number's exact integers. */
const MAX_PESO_DIGITS = 13;

export type TPesoParse = { kind: 'empty' } | { kind: 'amount'; centavos: number } | { kind: 'invalid'; message: string };

/**
 * Typed pesos ("30,024", "1,250.5", "-400.00", "₱ 2,000") as integer centavos, read from the text itself so no
 * float ever rounds them (0.29 is 29, 1.005 is refused, not 100 or 101). At most two decimals; a minus sign only
 * when `signed` (an adjustment that takes money back).
 */
export function parsePesos(text: string, { signed = false }: { signed?: boolean } = {}): TPesoParse {
  const cleaned = text.replace(/[\s,₱]/g, '').replace(/^PHP/i, '');
  if (cleaned === '') return { kind: 'empty' };
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(cleaned);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return { kind: 'invalid', message: 'Write the amount in pesos, e.g. 1,250.50.' };
  if (fraction.length > 2) return { kind: 'invalid', message: 'The amount has at most two decimals (centavos).' };
  if (match[1] === '-' && !signed) return { kind: 'invalid', message: 'The amount must not be negative.' };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_PESO_DIGITS) return { kind: 'invalid', message: 'The amount is too large.' };
  const centavos = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return { kind: 'amount', centavos: match[1] === '-' && centavos !== 0 ? -centavos : centavos };
}

/** Centavos as the text a money input starts from: 3_002_400 → "30024.00"; none → "". */
export function pesosInputOf(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined) return '';
  const abs = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money on screen (docs/product-spec.md §11): the API carries integer minor units with a currency; this is the only
 * place they become text, and the only place typed text becomes minor units. No floating point reaches the
 * server: `parseMoney` works on the digits of the text, not on `parseFloat`.
 */

/** Minor units per major unit; every currency we sell in has two decimals (BDT, AUD, USD, GBP, INR...). */
const MINOR_DIGITS = 2;
const SCALE = 10 ** MINOR_DIGITS;

function numberLocale(language: string): string {
  return language.startsWith('bn') ? 'bn-BD' : 'en-GB';
}

/**
 * `formatMoney(950000, 'BDT', 'en')` → "BDT 9,500" (whole amounts without decimals, "BDT 9,500.50" otherwise);
 * in Bengali the digits are Bengali ("৳৯,৫০০"). The currency symbol comes from Intl.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const whole = minor % SCALE === 0;
  const major = minor / SCALE; // display only
  try {
    return new Intl.NumberFormat(numberLocale(language), {
      style: 'currency',
      currency,
      currencyDisplay: language.startsWith('bn') ? 'narrowSymbol' : 'code',
      minimumFractionDigits: whole ? 0 : MINOR_DIGITS,
      maximumFractionDigits: MINOR_DIGITS,
    }).format(major);
  } catch {
    // an unknown currency code: the number with the code beside it
    return `${currency} ${major.toFixed(whole ? 0 : MINOR_DIGITS)}`;
  }
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * Typed amount in major units → minor units, or null when it is not an amount. Accepts Bengali digits, thousands
 * separators and up to two decimals ("9,500", "9500.5", "৯৫০০"); refuses signs, exponents and a third decimal.
 */
export function parseMoney(text: string): number | null {
  const latin = text.trim().replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d))).replace(/[,\s]/g, '');
  const m = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(latin);
  if (!m) return null;
  const [, units, decimals = ''] = m;
  return Number(units) * SCALE + Number(decimals.padEnd(MINOR_DIGITS, '0'));
}

/** Minor units → the text an input shows for editing ("9500", "9500.50"). */
export function moneyInputText(minor: number): string {
  const units = Math.trunc(minor / SCALE);
  const rest = minor % SCALE;
  return rest === 0 ? String(units) : `${units}.${String(rest).padStart(MINOR_DIGITS, '0')}`;
}

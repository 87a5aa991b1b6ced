/**
 * Mortgage maths (docs/product.md#mortgage). Pure: numbers in, numbers
 * out, full floating-point precision; only `formatMoney` rounds, for display.
 *
 * Input hygiene, so the UI can pass whatever the text fields parsed to:
 * - non-finite or negative values count as 0 (a negative loan, rate, tax or extra payment has no
 *   meaning; 0 is what the product says a non-numeric field is worth);
 * - the term is rounded to whole months and capped at 50 years (600 payments), which bounds the
 *   schedule and covers every real mortgage product;
 * - a 0 % rate is an interest-free loan (payment = amount / n); only a zero amount or a term under
 *   half a month gives the all-zero result.
 */
import { addMonths } from 'date-fns';
import { formatFixed } from './number-format';

export interface MortgageInput {
  amount: number;
  ratePercent: number;
  years: number;
  annualTax: number;
  annualInsurance: number;
  extraMonthly: number;
  startYear: number;
  /** Month of the first payment, 1-12. */
  startMonth: number;
}

/** A calendar month, month 1-12. */
export interface PaymentMonth {
  year: number;
  month: number;
}

export interface ScheduleMonth extends PaymentMonth {
  /** 1-based payment number since the start. */
  paymentNumber: number;
  /** Principal from the regular payment; `extra` is reported apart so the UI can show both. */
  principal: number;
  interest: number;
  extra: number;
  /** Balance after this payment. */
  balance: number;
}

/** One calendar year of payments (the first and last may be partial), as on a tax statement. */
export interface ScheduleYear {
  /** 1-based row number: year 1 is the calendar year of the first payment. */
  yearNumber: number;
  calendarYear: number;
  principal: number;
  interest: number;
  extra: number;
  /** Balance at the end of the year. */
  endingBalance: number;
  months: ScheduleMonth[];
}

export interface MortgagePlan {
  /** Number of payments actually made. */
  months: number;
  totalInterest: number;
  /** Month of the last payment; null when there is no loan. */
  payoff: PaymentMonth | null;
  schedule: ScheduleYear[];
}

export interface MortgageResult {
  /** Number of scheduled payments after rounding and capping the term. */
  termMonths: number;
  monthlyPrincipalAndInterest: number;
  monthlyTax: number;
  monthlyInsurance: number;
  totalMonthlyPayment: number;
  /** Interest only: tax and insurance are excluded (docs/product.md#mortgage). */
  totalInterest: number;
  /** Principal-and-interest total plus tax and insurance over the scheduled term. */
  totalPaid: number;
  monthsSaved: number;
  /** monthsSaved / 12, unrounded; the UI shows one decimal. */
  yearsSaved: number;
  interestSaved: number;
  scheduled: MortgagePlan;
  /** The same plan as `scheduled` (same object) when there is no extra payment. */
  withExtra: MortgagePlan;
}

export const MAX_TERM_MONTHS = 50 * 12;
/** A balance this small (a ten-thousandth of a cent) is float noise, not money still owed. */
const PAID_OFF_EPSILON = 1e-6;

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/** Standard amortized payment; expm1/log1p keep precision for tiny monthly rates. */
export function monthlyPayment(amount: number, monthlyRate: number, n: number): number {
  if (amount <= 0 || n <= 0) return 0;
  if (monthlyRate === 0) return amount / n;
  return (amount * monthlyRate) / -Math.expm1(-n * Math.log1p(monthlyRate));
}

/** Calendar month of payment `index` (0-based) for a plan whose first payment is `start`. */
export function paymentMonth(start: PaymentMonth, index: number): PaymentMonth {
  const date = addMonths(new Date(start.year, start.month - 1, 1), index);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/**
 * Month-by-month simulation. Each month pays the regular payment plus `extra`, but never more than
 * what is owed, so the last payment is only what's left. The loop stops at `n` months whatever
 * happens, and the n-th payment clears any float residue.
 */
function simulate(
  amount: number,
  monthlyRate: number,
  payment: number,
  extra: number,
  n: number,
  start: PaymentMonth,
): MortgagePlan {
  const schedule: ScheduleYear[] = [];
  let balance = amount;
  let totalInterest = 0;
  let months = 0;
  let last: PaymentMonth | null = null;
  while (balance > 0 && months < n) {
    const interest = balance * monthlyRate;
    let regularPrincipal = Math.min(payment - interest, balance);
    const extraPaid = Math.min(extra, balance - regularPrincipal);
    balance -= regularPrincipal + extraPaid;
    months += 1;
    if (balance < PAID_OFF_EPSILON || months === n) {
      regularPrincipal += balance;
      balance = 0;
    }
    totalInterest += interest;
    last = paymentMonth(start, months - 1);
    const row: ScheduleMonth = {
      ...last,
      paymentNumber: months,
      principal: regularPrincipal,
      interest,
      extra: extraPaid,
      balance,
    };
    let year = schedule.at(-1);
    if (year?.calendarYear !== last.year) {
      year = {
        yearNumber: schedule.length + 1,
        calendarYear: last.year,
        principal: 0,
        interest: 0,
        extra: 0,
        endingBalance: 0,
        months: [],
      };
      schedule.push(year);
    }
    year.principal += regularPrincipal;
    year.interest += interest;
    year.extra += extraPaid;
    year.endingBalance = balance;
    year.months.push(row);
  }
  return { months, totalInterest, payoff: last, schedule };
}

export function computeMortgage(input: MortgageInput): MortgageResult {
  const requestedAmount = nonNegative(input.amount);
  const requestedMonths = Math.min(Math.round(nonNegative(input.years) * 12), MAX_TERM_MONTHS);
  // No loan (zero amount or term): every input counts as 0, so every output below is 0 and the
  // plans are empty, tax and insurance included (docs/product.md#mortgage).
  const isLoan = requestedAmount > 0 && requestedMonths > 0;
  const valid = (n: number): number => (isLoan ? nonNegative(n) : 0);
  const amount = valid(requestedAmount);
  const n = valid(requestedMonths);
  const monthlyRate = valid(input.ratePercent) / 100 / 12;
  const extra = valid(input.extraMonthly);
  const monthlyTax = valid(input.annualTax) / 12;
  const monthlyInsurance = valid(input.annualInsurance) / 12;

  const start: PaymentMonth = {
    // The UI always passes a start (default: this month); the clock fallback only guards a caller bug.
    year: Number.isFinite(input.startYear) ? Math.trunc(input.startYear) : new Date().getFullYear(),
    month: Number.isFinite(input.startMonth)
      ? Math.min(12, Math.max(1, Math.trunc(input.startMonth)))
      : 1,
  };
  const payment = monthlyPayment(amount, monthlyRate, n);
  const scheduled = simulate(amount, monthlyRate, payment, 0, n, start);
  const withExtra = extra > 0 ? simulate(amount, monthlyRate, payment, extra, n, start) : scheduled;
  const monthsSaved = Math.round(n - withExtra.months);

  return {
    termMonths: n,
    monthlyPrincipalAndInterest: payment,
    monthlyTax,
    monthlyInsurance,
    totalMonthlyPayment: payment + monthlyTax + monthlyInsurance,
    // The product's closed form: everything paid minus principal.
    totalInterest: payment * n - amount,
    totalPaid: (payment + monthlyTax + monthlyInsurance) * n,
    monthsSaved,
    yearsSaved: monthsSaved / 12,
    // Both sides simulated, so it is exactly 0 without an extra payment.
    interestSaved: scheduled.totalInterest - withExtra.totalInterest,
    scheduled,
    withExtra,
  };
}

/** Whether there is a loan with an extra payment: a second plan to compare and to show. */
export function hasExtraPayment(result: MortgageResult): boolean {
  return result.withExtra !== result.scheduled;
}

/** '$1,896.20'; negatives as '-$…'; never '-$0.00'; non-finite shows as '$0.00'. As Intl's USD currency format. */
export function formatMoney(n: number): string {
  const cents = Number.isFinite(n) ? Math.round(n * 100) : 0;
  const amount = formatFixed(Math.abs(cents) / 100, 2, { grouping: true });
  return cents < 0 ? `-$${amount}` : `$${amount}`;
}

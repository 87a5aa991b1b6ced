/**
 * Mortgage maths (docs/product.md#mortgage). Pure: numbers in, numbers out.
 *
 * Money moves in whole cents, as a lender's statement shows it (ADR 081): the payment is the
 * standard formula's rounded to the cent, each month's interest is the balance times the monthly
 * rate rounded to the cent, tax, insurance, PMI and HOA are charged in cents, and the last payment
 * takes what rounding left, so the balance ends at exactly 0 and every column of the schedule adds
 * up to the totals to the cent. Months and payments are kept in whole cents (integers) and handed
 * out in dollars.
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
  /** Property tax for the first year, in dollars (see annualCost for a percent of the price). */
  annualTax: number;
  /** Homeowners insurance for the first year, in dollars. */
  annualInsurance: number;
  extraMonthly: number;
  startYear: number;
  /** Month of the first payment, 1-12. */
  startMonth: number;
  /** The home's price; 0 or absent when only the loan is known (no PMI then). */
  homePrice?: number;
  /** PMI, an annual percent of the original loan, charged while the loan is over 80 % of the price. */
  pmiPercent?: number;
  /** Homeowners association dues, per month. */
  hoaMonthly?: number;
  /** Yearly increase of the property tax and of the insurance, in percent. */
  taxIncreasePercent?: number;
  insuranceIncreasePercent?: number;
  /** An extra payment once a year, with the payment of `extraYearlyMonth` (1-12). */
  extraYearly?: number;
  extraYearlyMonth?: number;
  /** One extra payment, with the payment of that month. */
  extraOneTime?: number;
  extraOneTimeYear?: number;
  extraOneTimeMonth?: number;
  /** Half the monthly payment every two weeks instead of the monthly payment (26 a year). */
  biweekly?: boolean;
}

/** A calendar month, month 1-12. */
export interface PaymentMonth {
  year: number;
  month: number;
}

/** What one month's payments cost besides principal and interest. */
export interface MonthCosts {
  tax: number;
  insurance: number;
  pmi: number;
  hoa: number;
}

export interface ScheduleMonth extends PaymentMonth, MonthCosts {
  /** 1-based number of the month since the start (the payment number on a monthly plan). */
  paymentNumber: number;
  /** Principal from the regular payment(s); `extra` is reported apart so the UI can show both. */
  principal: number;
  interest: number;
  extra: number;
  /** Balance after the month's payments. */
  balance: number;
}

/** One calendar year of payments (the first and last may be partial), as on a tax statement. */
export interface ScheduleYear extends MonthCosts {
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
  /** Number of months with a payment. */
  months: number;
  totalInterest: number;
  /** Everything paid: principal, extra principal, interest, tax, insurance, PMI and HOA. */
  totalPaid: number;
  /** Tax, insurance, PMI and HOA paid over the plan. */
  totals: MonthCosts;
  /** Months whose payments carried PMI. */
  pmiMonths: number;
  /** Month of the last payment; null when there is no loan. */
  payoff: PaymentMonth | null;
  schedule: ScheduleYear[];
}

export interface MortgageResult {
  /** Number of scheduled payments after rounding and capping the term. */
  termMonths: number;
  /** The regular payment, to the cent (the last one may differ: it takes the rounding). */
  monthlyPrincipalAndInterest: number;
  /** The first month's costs besides principal and interest. */
  monthlyTax: number;
  monthlyInsurance: number;
  monthlyPmi: number;
  monthlyHoa: number;
  /** The first month's whole payment. */
  totalMonthlyPayment: number;
  /** Interest only: tax, insurance, PMI and HOA are excluded (docs/product.md#mortgage). */
  totalInterest: number;
  /** Everything paid over the scheduled term: principal, interest, tax, insurance, PMI and HOA. */
  totalPaid: number;
  /**
   * The last month whose payment carries PMI on the scheduled plan: the month its balance first
   * reaches 78 % of the price, or the term's midpoint if sooner; null without PMI.
   */
  pmiEnds: PaymentMonth | null;
  monthsSaved: number;
  /** monthsSaved / 12, unrounded; the UI shows one decimal. */
  yearsSaved: number;
  interestSaved: number;
  scheduled: MortgagePlan;
  /** The same plan as `scheduled` (same object) when there is no extra payment. */
  withExtra: MortgagePlan;
}

export const MAX_TERM_MONTHS = 50 * 12;

/**
 * Where a typed figure stops being a home loan's (ADR 081). Above `maxDollars` a money field, and
 * above `maxPercent` a percent field, counts as 0 and says why, as text that is no number does
 * (docs/product.md#mortgage): a payment of 10^297 dollars answers nothing. A rate above
 * `usualRateBelow` is computed but questioned: Freddie Mac's weekly average 30-year fixed rate,
 * published since 1971, peaked at 18.63 % (October 1981), so 65 % is most likely 6.5 % mistyped.
 */
export const MORTGAGE_LIMITS = {
  maxDollars: 1e9,
  maxPercent: 100,
  usualRateBelow: 20,
  highestRate: { percent: 18.63, when: 'October 1981' },
} as const;
/**
 * The Homeowners Protection Act's thresholds, as fractions of the home's original value: PMI is
 * required above 80 % and ends automatically when the balance is scheduled to reach 78 % (or at
 * the midpoint of the term, its final termination).
 */
export const PMI_REQUIRED_ABOVE = 0.8;
export const PMI_ENDS_AT = 0.78;
const BIWEEKLY_DAYS = 14;
const DAY_MS = 86_400_000;

const nonNegative = (n: number | undefined): number => (n !== undefined && Number.isFinite(n) && n > 0 ? n : 0);
/**
 * Dollars in whole cents, and back. Rounded half up at 15 significant digits first, so a half cent
 * that binary floating point holds a hair under (250 × 1.03² = 265.224999…) rounds as written.
 */
const toCents = (dollars: number): number => Math.round(Number((dollars * 100).toPrecision(15)));
const toDollars = (cents: number): number => cents / 100;
/**
 * Interest in whole cents on `balance` cents at `percent` a year over `periods` a year. Written as
 * balance × percent ÷ (100 × periods) so that an exact half cent stays exact and rounds up.
 */
const interestCents = (balance: number, percent: number, periods: number): number => Math.round((balance * percent) / (100 * periods));
const monthOf = (n: number | undefined, fallback: number) =>
  n !== undefined && Number.isFinite(n) ? Math.min(12, Math.max(1, Math.trunc(n))) : fallback;

/** A yearly cost typed in dollars or as a percent of the home's price, in dollars. */
export function annualCost(value: number, unit: 'dollars' | 'percent', homePrice: number): number {
  return unit === 'percent' ? (nonNegative(value) / 100) * nonNegative(homePrice) : nonNegative(value);
}

/** The loan a home price and a down payment (in dollars or a percent of the price) leave. */
export function loanAmount(homePrice: number, down: number, unit: 'dollars' | 'percent'): number {
  const price = nonNegative(homePrice);
  const downDollars = unit === 'percent' ? (Math.min(nonNegative(down), 100) / 100) * price : Math.min(nonNegative(down), price);
  return price - downDollars;
}

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

/** Months from `start` to `month` (0 for the start month itself). */
const monthIndex = (start: PaymentMonth, month: PaymentMonth) => (month.year - start.year) * 12 + month.month - start.month;

/** Everything the simulation needs, read once from the input. */
interface Terms {
  /** The loan, in cents. */
  amount: number;
  /** The yearly interest rate in percent. */
  ratePercent: number;
  n: number;
  /** The regular monthly payment, in cents. */
  payment: number;
  start: PaymentMonth;
  /** Extra principal paid with the payments of month `i` (0-based from the start), in cents. */
  extraAt: (i: number) => number;
  /** Costs besides principal and interest of month `i`, in cents. */
  costsAt: (i: number) => MonthCosts;
}

/** The costs of month `i` in cents: tax and insurance growing once a year, PMI for its months, HOA. */
function costsOf(input: MortgageInput, pmiMonths: number, pmiMonthly: number) {
  const tax = nonNegative(input.annualTax) / 12;
  const insurance = nonNegative(input.annualInsurance) / 12;
  const taxGrowth = 1 + nonNegative(input.taxIncreasePercent) / 100;
  const insuranceGrowth = 1 + nonNegative(input.insuranceIncreasePercent) / 100;
  const hoa = toCents(nonNegative(input.hoaMonthly));
  return (i: number): MonthCosts => {
    const year = Math.floor(i / 12);
    return {
      tax: toCents(tax * taxGrowth ** year),
      insurance: toCents(insurance * insuranceGrowth ** year),
      pmi: i < pmiMonths ? pmiMonthly : 0,
      hoa,
    };
  };
}

const emptyCosts = (): MonthCosts => ({ tax: 0, insurance: 0, pmi: 0, hoa: 0 });
function addCosts(to: MonthCosts, costs: MonthCosts) {
  to.tax += costs.tax;
  to.insurance += costs.insurance;
  to.pmi += costs.pmi;
  to.hoa += costs.hoa;
}

/** A month or year counted in cents, handed out in dollars. */
function inDollars<T extends MonthCosts & { principal: number; interest: number; extra: number }>(row: T): T {
  const out = { ...row, principal: toDollars(row.principal), interest: toDollars(row.interest), extra: toDollars(row.extra) };
  for (const key of ['tax', 'insurance', 'pmi', 'hoa'] as const) out[key] = toDollars(row[key]);
  return out;
}

/** Collects payments (in cents) into calendar months and years as the schedule shows them. */
function scheduleBuilder(terms: Terms) {
  const schedule: ScheduleYear[] = [];
  const totals = emptyCosts();
  let totalInterest = 0;
  let totalPrincipal = 0;
  let months = 0;
  let pmiMonths = 0;
  let current: ScheduleMonth | null = null;

  function monthRow(index: number): ScheduleMonth {
    const when = paymentMonth(terms.start, index);
    if (current && current.year === when.year && current.month === when.month) return current;
    const costs = terms.costsAt(index);
    current = { ...when, ...costs, paymentNumber: index + 1, principal: 0, interest: 0, extra: 0, balance: 0 };
    months += 1;
    if (costs.pmi > 0) pmiMonths += 1;
    addCosts(totals, costs);
    let year = schedule.at(-1);
    if (year?.calendarYear !== when.year) {
      year = {
        yearNumber: schedule.length + 1,
        calendarYear: when.year,
        principal: 0,
        interest: 0,
        extra: 0,
        endingBalance: 0,
        months: [],
        ...emptyCosts(),
      };
      schedule.push(year);
    }
    addCosts(year, costs);
    year.months.push(current);
    return current;
  }

  return {
    /** Records one payment made in month `index`. */
    pay(index: number, payment: { principal: number; interest: number; extra: number; balance: number }) {
      const row = monthRow(index);
      row.principal += payment.principal;
      row.interest += payment.interest;
      row.extra += payment.extra;
      row.balance = payment.balance;
      const year = schedule.at(-1)!;
      year.principal += payment.principal;
      year.interest += payment.interest;
      year.extra += payment.extra;
      year.endingBalance = payment.balance;
      totalInterest += payment.interest;
      totalPrincipal += payment.principal + payment.extra;
    },
    plan(): MortgagePlan {
      const last = schedule.at(-1)?.months.at(-1);
      const paid = totalPrincipal + totalInterest + totals.tax + totals.insurance + totals.pmi + totals.hoa;
      return {
        months,
        totalInterest: toDollars(totalInterest),
        totalPaid: toDollars(paid),
        totals: inDollars({ ...totals, principal: 0, interest: 0, extra: 0 }),
        pmiMonths,
        payoff: last ? { year: last.year, month: last.month } : null,
        schedule: schedule.map((year) => ({
          ...inDollars(year),
          endingBalance: toDollars(year.endingBalance),
          months: year.months.map((month) => ({ ...inDollars(month), balance: toDollars(month.balance) })),
        })),
      };
    },
  };
}

/**
 * One payment on `balance`, all in cents: the regular part (`regular`, of which `interest` is
 * interest) and an extra, never more than what is owed, so the last payment is only what's left;
 * the plan's `last` payment takes whatever the rounding of the payment left.
 */
function applyPayment(balance: number, interest: number, regular: number, extraWanted: number, last: boolean) {
  let principal = Math.min(regular - interest, balance);
  const extra = Math.min(extraWanted, balance - principal);
  let after = balance - principal - extra;
  if (last) {
    principal += after;
    after = 0;
  }
  return { principal, interest, extra, balance: after };
}

/** Month-by-month simulation: the regular payment plus the month's extra; never more than `n` months. */
function simulateMonthly(terms: Terms, withExtra: boolean): MortgagePlan {
  const { n, ratePercent, payment } = terms;
  const plan = scheduleBuilder(terms);
  let balance = terms.amount;
  for (let i = 0; balance > 0 && i < n; i++) {
    const paid = applyPayment(balance, interestCents(balance, ratePercent, 12), payment, withExtra ? terms.extraAt(i) : 0, i === n - 1);
    balance = paid.balance;
    plan.pay(i, paid);
  }
  return plan.plan();
}

/**
 * The biweekly plan: half the monthly payment every 14 days from the first of the start month, 26
 * payments a year (a 13th monthly payment's worth), each charged interest at the annual rate / 26
 * on the balance. A month's extra payments go with its first biweekly payment; tax, insurance,
 * PMI and HOA stay monthly. Bounded by the term's number of two-week periods.
 */
function simulateBiweekly(terms: Terms): MortgagePlan {
  const plan = scheduleBuilder(terms);
  const half = Math.round(terms.payment / 2);
  const first = Date.UTC(terms.start.year, terms.start.month - 1, 1);
  const maxPeriods = Math.ceil((terms.n * 26) / 12);
  let balance = terms.amount;
  let lastIndex = -1;
  for (let k = 0; balance > 0 && k < maxPeriods; k++) {
    const date = new Date(first + k * BIWEEKLY_DAYS * DAY_MS);
    const index = monthIndex(terms.start, { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
    const paid = applyPayment(
      balance,
      interestCents(balance, terms.ratePercent, 26),
      half,
      index !== lastIndex ? terms.extraAt(index) : 0,
      k === maxPeriods - 1,
    );
    lastIndex = index;
    balance = paid.balance;
    plan.pay(index, paid);
  }
  return plan.plan();
}

/**
 * How many months carry PMI on the scheduled plan: none when the loan is at most 80 % of the
 * price; else every month up to and including the one whose payment first brings the scheduled
 * balance to 78 % of the price, and never past the term's midpoint.
 */
function pmiMonthsOf(terms: Pick<Terms, 'amount' | 'ratePercent' | 'payment' | 'n'>, homePrice: number, pmiPercent: number): number {
  const price = toCents(homePrice);
  if (pmiPercent <= 0 || price <= 0 || terms.amount <= PMI_REQUIRED_ABOVE * price) return 0;
  const midpoint = Math.ceil(terms.n / 2);
  let balance = terms.amount;
  for (let i = 1; i <= midpoint; i++) {
    balance -= terms.payment - interestCents(balance, terms.ratePercent, 12);
    if (balance <= PMI_ENDS_AT * price) return i;
  }
  return midpoint;
}

export function computeMortgage(input: MortgageInput): MortgageResult {
  const requestedAmount = nonNegative(input.amount);
  const requestedMonths = Math.min(Math.round(nonNegative(input.years) * 12), MAX_TERM_MONTHS);
  // No loan (zero amount or term): every input counts as 0, so every output below is 0 and the
  // plans are empty, tax and insurance included (docs/product.md#mortgage).
  const isLoan = requestedAmount > 0 && requestedMonths > 0;
  const valid = (n: number | undefined): number => (isLoan ? nonNegative(n) : 0);
  const amount = toCents(valid(requestedAmount));
  const n = valid(requestedMonths);
  const ratePercent = valid(input.ratePercent);
  const start: PaymentMonth = {
    // The UI always passes a start (default: this month); the clock fallback only guards a caller bug.
    year: Number.isFinite(input.startYear) ? Math.trunc(input.startYear) : new Date().getFullYear(),
    month: monthOf(input.startMonth, 1),
  };
  // At least a cent: a loan of a few dollars over decades still gets paid.
  const payment = amount > 0 ? Math.max(1, toCents(monthlyPayment(toDollars(amount), ratePercent / 1200, n))) : 0;

  const pmiMonthly = Math.round((valid(input.pmiPercent) * amount) / 1200);
  const pmiMonths = pmiMonthsOf({ amount, ratePercent, payment, n }, valid(input.homePrice), valid(input.pmiPercent));
  const costsAt = isLoan ? costsOf(input, pmiMonths, pmiMonthly) : () => emptyCosts();

  const extraMonthly = toCents(valid(input.extraMonthly));
  const extraYearly = toCents(valid(input.extraYearly));
  const yearlyMonth = monthOf(input.extraYearlyMonth, start.month);
  const extraOneTime = toCents(valid(input.extraOneTime));
  const oneTimeIndex =
    extraOneTime > 0
      ? monthIndex(start, { year: Math.trunc(input.extraOneTimeYear ?? start.year), month: monthOf(input.extraOneTimeMonth, start.month) })
      : -1;
  const extraAt = (i: number) => {
    const { month } = paymentMonth(start, i);
    return extraMonthly + (month === yearlyMonth ? extraYearly : 0) + (i === oneTimeIndex ? extraOneTime : 0);
  };
  const biweekly = isLoan && input.biweekly === true;
  const terms: Terms = { amount, ratePercent, n, payment, start, extraAt, costsAt };

  const scheduled = simulateMonthly(terms, false);
  const hasExtra = extraMonthly > 0 || extraYearly > 0 || (oneTimeIndex >= 0 && oneTimeIndex < n) || biweekly;
  const withExtra = !hasExtra ? scheduled : biweekly ? simulateBiweekly(terms) : simulateMonthly(terms, true);
  const monthsSaved = Math.round(n - withExtra.months);
  const firstCosts = costsAt(0);

  return {
    termMonths: n,
    monthlyPrincipalAndInterest: toDollars(payment),
    monthlyTax: toDollars(firstCosts.tax),
    monthlyInsurance: toDollars(firstCosts.insurance),
    monthlyPmi: toDollars(firstCosts.pmi),
    monthlyHoa: toDollars(firstCosts.hoa),
    totalMonthlyPayment: toDollars(payment + firstCosts.tax + firstCosts.insurance + firstCosts.pmi + firstCosts.hoa),
    // Everything paid minus principal: the interest column of the schedule, summed.
    totalInterest: scheduled.totalInterest,
    totalPaid: scheduled.totalPaid,
    pmiEnds: pmiMonths > 0 ? paymentMonth(start, pmiMonths - 1) : null,
    monthsSaved,
    yearsSaved: monthsSaved / 12,
    // Both sides simulated, so it is exactly 0 without an extra payment.
    interestSaved: toDollars(toCents(scheduled.totalInterest) - toCents(withExtra.totalInterest)),
    scheduled,
    withExtra,
  };
}

/** Whether there is a loan with an extra payment: a second plan to compare and to show. */
export function hasExtraPayment(result: MortgageResult): boolean {
  return result.withExtra !== result.scheduled;
}

/** An amount in whole cents, as `formatMoney` shows it; non-finite counts as 0. */
export const moneyCents = (n: number): number => (Number.isFinite(n) ? Math.round(n * 100) : 0);

/** '$1,896.20'; negatives as '-$…'; never '-$0.00'; non-finite shows as '$0.00'. As Intl's USD currency format. */
export function formatMoney(n: number): string {
  const cents = moneyCents(n);
  const amount = formatFixed(Math.abs(cents) / 100, 2, { grouping: true });
  return cents < 0 ? `-$${amount}` : `$${amount}`;
}

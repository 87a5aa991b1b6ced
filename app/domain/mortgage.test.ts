/**
 * Expected values were computed outside this module: the closed-form payment and a month-by-month
 * simulation in Python with 50-digit Decimal arithmetic (payment = P·r / (1 − (1+r)^−n) rounded
 * half up to the cent, r = rate/100/12, n = years·12; each month's interest is balance × r rounded
 * to the cent, the simulation pays min(payment + extra, balance + interest), and the last scheduled
 * payment pays off what is left: ADR 081).
 */
import { describe, expect, it } from 'vitest';
import { annualCost, computeMortgage, formatMoney, hasExtraPayment, loanAmount, type MortgageInput, type MortgageResult } from './mortgage';

const base: MortgageInput = {
  amount: 300000,
  ratePercent: 6.5,
  years: 30,
  annualTax: 3000,
  annualInsurance: 1200,
  extraMonthly: 0,
  startYear: 2026,
  startMonth: 1,
};
const withInput = (patch: Partial<MortgageInput>): MortgageResult => computeMortgage({ ...base, ...patch });
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('computeMortgage: monthly payment and totals', () => {
  it.each([
    // amount, rate, years, payment, total interest, the last payment (it takes the rounding)
    [300000, 6.5, 30, 1896.2, 382636.71, 1900.91], // the formula's 1,896.20407… to the cent
    [200000, 5, 15, 1581.59, 84685.48, 1580.87],
    [100000, 3.25, 10, 977.19, 17262.84, 977.23],
    [450000, 7.125, 30, 3031.73, 641426.82, 3035.75],
    [120000, 0, 10, 1000, 0, 1000], // interest-free: amount / n
    [100000, 0, 30, 277.78, 0, 276.98],
  ])('%d at %d %% over %d years pays %d a month, %d interest, %d last', (amount, ratePercent, years, payment, interest, last) => {
    const r = withInput({ amount, ratePercent, years });
    expect(r.monthlyPrincipalAndInterest).toBe(payment);
    expect(r.totalInterest).toBeCloseTo(interest, 6);
    expect(r.scheduled.totalInterest).toBeCloseTo(interest, 6);
    const lastMonth = r.scheduled.schedule.at(-1)!.months.at(-1)!;
    expect(lastMonth.principal + lastMonth.interest).toBeCloseTo(last, 6);
    expect(r.termMonths).toBe(years * 12);
  });

  it('adds tax and insurance per month and over the term, but not to the interest', () => {
    const r = withInput({});
    expect(r.monthlyTax).toBe(250);
    expect(r.monthlyInsurance).toBe(100);
    expect(r.totalMonthlyPayment).toBeCloseTo(2246.2, 6);
    expect(r.totalPaid).toBeCloseTo(682636.71 + 350 * 360, 6);
    expect(formatMoney(r.monthlyPrincipalAndInterest)).toBe('$1,896.20');
    expect(formatMoney(r.totalInterest)).toBe('$382,636.71');
  });

  it.each([
    ['zero amount', { amount: 0 }],
    ['zero term', { years: 0 }],
    ['negative amount', { amount: -5000 }],
    ['negative term', { years: -30 }],
    ['NaN amount', { amount: Number.NaN }],
    ['term under half a month', { years: 0.04 }],
  ])('%s gives all zeros', (_name, patch: Partial<MortgageInput>) => {
    const r = withInput({ ...patch, extraMonthly: 100 });
    expect(r).toMatchObject({
      termMonths: 0,
      monthlyPrincipalAndInterest: 0,
      monthlyTax: 0,
      monthlyInsurance: 0,
      totalMonthlyPayment: 0,
      totalInterest: 0,
      totalPaid: 0,
      monthsSaved: 0,
      yearsSaved: 0,
      interestSaved: 0,
    });
    expect(r.scheduled.schedule).toEqual([]);
    expect(r.withExtra.payoff).toBeNull();
  });

  it.each([
    ['negative rate counts as 0 %', { ratePercent: -3 }, { monthlyPrincipalAndInterest: 833.33 }],
    ['negative tax and insurance count as 0', { annualTax: -1, annualInsurance: -1 }, { monthlyTax: 0, monthlyInsurance: 0 }],
    ['a term over 50 years is capped', { years: 80 }, { termMonths: 600 }],
    ['a fractional term rounds to whole months', { years: 15.5 }, { termMonths: 186 }],
  ])('%s', (_name, patch: Partial<MortgageInput>, expected: Partial<MortgageResult>) => {
    expect(withInput(patch)).toMatchObject(expected);
  });
});

describe('computeMortgage: extra monthly payment', () => {
  it.each([
    // amount, rate, years, extra, months with extra, interest with extra, original interest
    [300000, 6.5, 30, 200, 277, 279186.52, 382636.71],
    [300000, 6.5, 30, 1000, 153, 141471.7, 382636.71],
    [200000, 5, 15, 500, 123, 56010.04, 84685.48],
  ])('%d at %d %% / %d y with %d extra pays off in %d months', (amount, ratePercent, years, extraMonthly, months, interest, original) => {
    const r = withInput({ amount, ratePercent, years, extraMonthly });
    expect(r.withExtra.months).toBe(months);
    expect(r.monthsSaved).toBe(years * 12 - months);
    expect(r.yearsSaved).toBeCloseTo((years * 12 - months) / 12, 10);
    expect(r.withExtra.totalInterest).toBeCloseTo(interest, 6);
    expect(r.interestSaved).toBeCloseTo(original - interest, 6);
    expect(r.interestSaved).toBeCloseTo(r.totalInterest - r.withExtra.totalInterest, 6);
  });

  it('saves nothing without an extra payment and reuses the scheduled plan', () => {
    const r = withInput({ extraMonthly: 0 });
    expect(r.monthsSaved).toBe(0);
    expect(r.interestSaved).toBe(0);
    expect(r.withExtra).toBe(r.scheduled);
  });

  it.each([
    [{ extraMonthly: 200 }, true],
    [{ extraMonthly: 0 }, false],
    [{ extraMonthly: -50 }, false],
    [{ extraMonthly: Number.NaN }, false],
    // No loan, so nothing to pay extra on.
    [{ extraMonthly: 200, amount: 0 }, false],
    [{ extraMonthly: 200, years: 0 }, false],
  ])('hasExtraPayment(%o) is %s', (patch, expected) => {
    expect(hasExtraPayment(withInput(patch))).toBe(expected);
  });

  it('an extra payment larger than the loan pays it off in the first month', () => {
    const r = withInput({ amount: 1000, extraMonthly: 5000 });
    expect(r.withExtra.months).toBe(1);
    // 1,000 × 0.065 / 12 = 5.4166… to the cent.
    expect(r.withExtra.totalInterest).toBe(5.42);
  });
});

describe('computeMortgage: payoff dates', () => {
  it.each([
    // start year, start month, years, extra, scheduled payoff, payoff with extra
    [2026, 1, 30, 200, { year: 2055, month: 12 }, { year: 2049, month: 1 }], // 277th payment
    [2026, 7, 30, 0, { year: 2056, month: 6 }, { year: 2056, month: 6 }],
    [2026, 12, 1, 0, { year: 2027, month: 11 }, { year: 2027, month: 11 }],
    [2030, 3, 15, 0, { year: 2045, month: 2 }, { year: 2045, month: 2 }],
  ])('starting %d-%d over %d years (extra %d)', (startYear, startMonth, years, extraMonthly, payoff, payoffExtra) => {
    const r = withInput({ startYear, startMonth, years, extraMonthly });
    expect(r.scheduled.payoff).toEqual(payoff);
    expect(r.withExtra.payoff).toEqual(payoffExtra);
  });
});

describe('computeMortgage: amortization schedule invariants', () => {
  const cases: [string, Partial<MortgageInput>][] = [
    ['default loan', {}],
    ['default loan with 200 extra', { extraMonthly: 200 }],
    ['mid-year start with 1000 extra', { startMonth: 7, extraMonthly: 1000 }],
    ['15-year 5 %', { amount: 200000, ratePercent: 5, years: 15, startMonth: 11 }],
    ['interest-free with extra', { amount: 120000, ratePercent: 0, years: 10, extraMonthly: 333 }],
    ['50-year high rate', { amount: 750000, ratePercent: 12, years: 50, startMonth: 4 }],
    ['tiny loan, one year', { amount: 1, ratePercent: 3, years: 1, extraMonthly: 0.3 }],
  ];

  it.each(cases)('%s', (_name, patch) => {
    const r = withInput(patch);
    for (const plan of [r.scheduled, r.withExtra]) {
      const months = plan.schedule.flatMap((y) => y.months);
      expect(months).toHaveLength(plan.months);
      expect(months.map((m) => m.paymentNumber)).toEqual(months.map((_m, i) => i + 1));
      expect(months.at(-1)?.balance).toBe(0);
      expect(plan.schedule.at(-1)?.endingBalance).toBe(0);
      expect(sum(months.map((m) => m.principal + m.extra))).toBeCloseTo(patch.amount ?? base.amount, 6);
      expect(sum(plan.schedule.map((y) => y.interest))).toBeCloseTo(plan.totalInterest, 6);
      expect(plan.payoff).toEqual({ year: months.at(-1)?.year, month: months.at(-1)?.month });
      expect(plan.schedule[0]?.calendarYear).toBe(patch.startYear ?? base.startYear);
      expect(plan.schedule.map((y) => y.yearNumber)).toEqual(plan.schedule.map((_y, i) => i + 1));
      for (const year of plan.schedule) {
        expect(year.months.every((m) => m.year === year.calendarYear)).toBe(true);
        expect(year.principal).toBeCloseTo(sum(year.months.map((m) => m.principal)), 6);
        expect(year.extra).toBeCloseTo(sum(year.months.map((m) => m.extra)), 6);
      }
      let previous = patch.amount ?? base.amount;
      for (const m of months) {
        // No payment exceeds what was owed, and the balance only goes down.
        expect(m.principal).toBeGreaterThanOrEqual(0);
        expect(m.extra).toBeGreaterThanOrEqual(0);
        expect(m.extra).toBeLessThanOrEqual(patch.extraMonthly ?? 0);
        // The last payment takes the rounding of the payment: a few dollars at most.
        // (bound: a cent a month, growing at the loan's rate: 0.01 × ((1 + r)^n − 1) / r).
        const rate = (patch.ratePercent ?? base.ratePercent) / 1200;
        const n = r.termMonths;
        const slack = m === months.at(-1) ? (rate === 0 ? 0.01 * n : (0.01 * ((1 + rate) ** n - 1)) / rate) : 1e-6;
        expect(m.principal + m.interest).toBeLessThanOrEqual(r.monthlyPrincipalAndInterest + slack);
        // Whole cents, so the columns add up to the totals to the cent.
        for (const amount of [m.principal, m.interest, m.extra, m.balance, m.tax, m.insurance])
          expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
        expect(m.balance).toBeCloseTo(previous - m.principal - m.extra, 6);
        expect(m.balance).toBeLessThan(previous);
        previous = m.balance;
      }
    }
    expect(r.scheduled.months).toBe(r.termMonths);
    expect(r.withExtra.months).toBeLessThanOrEqual(r.termMonths);
    if ((patch.extraMonthly ?? 0) > 0) expect(r.monthsSaved).toBeGreaterThan(0);
  });
});

describe('formatMoney', () => {
  it.each([
    [1896.20407, '$1,896.20'],
    [382633.465372, '$382,633.47'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [-1234.5, '-$1,234.50'],
    [-0.001, '$0.00'],
    [-0, '$0.00'],
    [1e9, '$1,000,000,000.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('%d → %s', (n, expected) => {
    expect(formatMoney(n)).toBe(expected);
  });

  it("writes any amount of cents as Intl's en-US dollar format does", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = Array.from({ length: 2000 }, (_, i) => (((i * 7919) % 2000) * 10 ** (i % 9) * (i % 3 ? 1 : -1)) / 100);
    const mismatches = amounts.filter((a) => a !== 0 && formatMoney(a) !== usd.format(a));
    expect(mismatches).toEqual([]);
  });
});

/**
 * The costs and payment plans beyond the product's first calculator (issue 26). Expected values
 * come from computations written here, apart from the module, in whole cents as a lender counts
 * (ADR 081): the closed-form payment rounded to the cent, each period's interest as an exact
 * fraction rounded half up (BigInt), and a plain loop of payments for every plan.
 */
const closedFormPayment = (amount: number, r: number, n: number) => (amount * r) / (1 - (1 + r) ** -n);
/** The product's payment in cents. */
const paymentCents = (amount: number, ratePercent: number, n: number) =>
  Math.round((ratePercent === 0 ? amount / n : closedFormPayment(amount, ratePercent / 1200, n)) * 100);
/** balance × percent / (100 × periods), in cents, rounded half up exactly. */
function interestCents(balance: number, ratePercent: number, periods: number): number {
  const numerator = BigInt(balance) * BigInt(Math.round(ratePercent * 1000));
  const denominator = BigInt(100 * periods * 1000);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Months and interest (dollars) of a monthly plan paying `extra(i)` dollars besides the payment in month i (0-based). */
function referencePlan(amount: number, ratePercent: number, years: number, extra: (i: number) => number) {
  const n = years * 12;
  const payment = paymentCents(amount, ratePercent, n);
  let balance = Math.round(amount * 100);
  let interest = 0;
  let months = 0;
  while (balance > 0 && months < n) {
    const due = interestCents(balance, ratePercent, 12);
    interest += due;
    balance = months === n - 1 ? 0 : Math.max(0, balance + due - payment - Math.round(extra(months) * 100));
    months++;
  }
  return { months, interest: interest / 100, payment: payment / 100 };
}

/** The biweekly plan: half the payment every 14 days; periods and interest (dollars). */
function referenceBiweekly(amount: number, ratePercent: number, years: number) {
  const half = Math.round(paymentCents(amount, ratePercent, years * 12) / 2);
  let balance = amount * 100;
  let interest = 0;
  let periods = 0;
  while (balance > 0) {
    const due = interestCents(balance, ratePercent, 26);
    interest += due;
    balance = Math.max(0, balance + due - half);
    periods++;
  }
  return { periods, interest: interest / 100, half: half / 100 };
}

/** The first month (1-based) whose scheduled balance is at most 78 % of the price, capped at the term's midpoint. */
function pmiMonths(amount: number, ratePercent: number, n: number, price: number): number {
  const payment = paymentCents(amount, ratePercent, n);
  let balance = amount * 100;
  for (let k = 1; k < Math.ceil(n / 2); k++) {
    balance -= payment - interestCents(balance, ratePercent, 12);
    if (balance <= 0.78 * price * 100) return k;
  }
  return Math.ceil(n / 2);
}

describe('computeMortgage: PMI', () => {
  const price = 300000;

  it('is charged on a loan over 80 % of the price until the scheduled balance first reaches 78 %', () => {
    const amount = 270000; // 10 % down
    const result = withInput({ amount, homePrice: price, pmiPercent: 0.5 });
    const k = pmiMonths(amount, 6.5, 360, price);
    expect(result.monthlyPmi).toBeCloseTo((270000 * 0.005) / 12, 10); // 112.50
    expect(result.scheduled.pmiMonths).toBe(k);
    expect(result.pmiEnds).toEqual({ year: 2026 + Math.floor((k - 1) / 12), month: ((k - 1) % 12) + 1 });
    expect(result.scheduled.totals.pmi).toBeCloseTo(112.5 * k, 6);
    expect(result.totalMonthlyPayment).toBeCloseTo(paymentCents(amount, 6.5, 360) / 100 + 250 + 100 + 112.5, 6);
    // The month after the last PMI month carries none.
    const months = result.scheduled.schedule.flatMap((year) => year.months);
    expect(months[k - 1]!.pmi).toBeCloseTo(112.5, 10);
    expect(months[k]!.pmi).toBe(0);
  });

  it('is not charged on a loan of 80 % of the price or less, nor without a price', () => {
    for (const patch of [
      { amount: 240000, homePrice: price },
      { amount: 270000, homePrice: 0 },
    ]) {
      const result = withInput({ ...patch, pmiPercent: 0.5 });
      expect(result.monthlyPmi).toBe(0);
      expect(result.pmiEnds).toBeNull();
      expect(result.scheduled.totals.pmi).toBe(0);
    }
  });

  it('ends at the term’s midpoint when 78 % comes later', () => {
    // 100 % financed at 12 %: the balance is still above 78 % of the price after 15 years.
    const amount = 300000;
    expect(pmiMonths(amount, 12, 360, price)).toBe(180);
    const result = withInput({ amount, ratePercent: 12, homePrice: price, pmiPercent: 1 });
    expect(result.scheduled.pmiMonths).toBe(180);
    expect(result.pmiEnds).toEqual({ year: 2040, month: 12 });
  });

  it('stops with the loan when extra payments pay it off sooner', () => {
    const result = withInput({
      amount: 270000,
      homePrice: price,
      pmiPercent: 0.5,
      extraOneTime: 300000,
      extraOneTimeYear: 2026,
      extraOneTimeMonth: 3,
    });
    expect(result.withExtra.months).toBe(3);
    expect(result.withExtra.pmiMonths).toBe(3);
  });
});

describe('computeMortgage: HOA, and tax and insurance that grow', () => {
  it('adds HOA dues every month of the term', () => {
    const result = withInput({ hoaMonthly: 85 });
    expect(result.monthlyHoa).toBe(85);
    expect(result.scheduled.totals.hoa).toBeCloseTo(85 * 360, 6);
    expect(result.totalMonthlyPayment).toBeCloseTo(1896.2 + 250 + 100 + 85, 6);
  });

  it('raises tax and insurance once a year by their percentages', () => {
    const result = withInput({ taxIncreasePercent: 3, insuranceIncreasePercent: 5 });
    // Each year's monthly charge to the cent (250, 257.50, 265.23 from 265.225 half up, …) twelve
    // times, summed in Python with Decimal: 142,726.32 of tax and 79,726.68 of insurance.
    expect(result.scheduled.totals.tax).toBeCloseTo(142726.32, 6);
    expect(result.scheduled.totals.insurance).toBeCloseTo(79726.68, 6);
    const [first, second, third] = result.scheduled.schedule;
    expect(first!.months[0]!.tax).toBe(250);
    expect(second!.months[0]!.tax).toBe(257.5);
    expect(third!.months[0]!.tax).toBe(265.23);
    expect(result.totalPaid).toBeCloseTo(300000 + 382636.71 + 142726.32 + 79726.68, 6);
  });
});

describe('annualCost and loanAmount', () => {
  it.each([
    [1.2, 'percent', 300000, 3600],
    [3000, 'dollars', 300000, 3000],
    [1.2, 'percent', 0, 0],
    [-5, 'dollars', 300000, 0],
  ] as const)('%d %s of a %d home is %d a year', (value, unit, price, expected) => {
    expect(annualCost(value, unit, price)).toBeCloseTo(expected, 10);
  });

  it.each([
    [400000, 20, 'percent', 320000],
    [400000, 50000, 'dollars', 350000],
    [400000, 500000, 'dollars', 0],
    [400000, 120, 'percent', 0],
    [400000, 0, 'dollars', 400000],
  ] as const)('a %d home with %d %s down leaves a loan of %d', (price, down, unit, expected) => {
    expect(loanAmount(price, down, unit)).toBeCloseTo(expected, 10);
  });
});

describe('computeMortgage: extra payments by year, once, and biweekly', () => {
  it('pays a yearly extra with the payment of its month', () => {
    // 5,000 every June; the plan starts in January 2026, so month i is June when i % 12 === 5.
    const expected = referencePlan(300000, 6.5, 30, (i) => (i % 12 === 5 ? 5000 : 0));
    const result = withInput({ extraYearly: 5000, extraYearlyMonth: 6 });
    expect(result.withExtra.months).toBe(expected.months);
    expect(result.withExtra.totalInterest).toBeCloseTo(expected.interest, 6);
    const june = result.withExtra.schedule[0]!.months[5]!;
    expect({ month: june.month, extra: june.extra }).toEqual({ month: 6, extra: 5000 });
  });

  it('pays a one-time extra once, in its month', () => {
    const expected = referencePlan(300000, 6.5, 30, (i) => (i === 14 ? 20000 : 0)); // March 2027
    const result = withInput({ extraOneTime: 20000, extraOneTimeYear: 2027, extraOneTimeMonth: 3 });
    expect(result.withExtra.months).toBe(expected.months);
    expect(result.withExtra.totalInterest).toBeCloseTo(expected.interest, 6);
    expect(result.monthsSaved).toBe(360 - expected.months);
  });

  it('adds monthly, yearly and one-time extras together', () => {
    const expected = referencePlan(300000, 6.5, 30, (i) => 200 + (i % 12 === 11 ? 2000 : 0) + (i === 0 ? 10000 : 0));
    const result = withInput({
      extraMonthly: 200,
      extraYearly: 2000,
      extraYearlyMonth: 12,
      extraOneTime: 10000,
      extraOneTimeYear: 2026,
      extraOneTimeMonth: 1,
    });
    expect(result.withExtra.months).toBe(expected.months);
    expect(result.withExtra.totalInterest).toBeCloseTo(expected.interest, 6);
  });

  it('ignores a one-time extra dated before the first payment', () => {
    const result = withInput({ extraOneTime: 20000, extraOneTimeYear: 2025, extraOneTimeMonth: 6 });
    expect(hasExtraPayment(result)).toBe(false);
  });

  it('pays half the payment every two weeks on the biweekly plan', () => {
    // 26 half payments a year at 6.5 % / 26 per period, from January 1, 2026.
    const { periods, interest, half } = referenceBiweekly(300000, 6.5, 30);
    const lastPayment = new Date(Date.UTC(2026, 0, 1) + (periods - 1) * 14 * 86_400_000);
    const result = withInput({ biweekly: true });
    expect(result.withExtra.totalInterest).toBeCloseTo(interest, 6);
    expect(result.withExtra.payoff).toEqual({ year: lastPayment.getUTCFullYear(), month: lastPayment.getUTCMonth() + 1 });
    expect(result.monthsSaved).toBeGreaterThan(50);
    // January 2026 has three Thursdays from the 1st two weeks apart: the 1st, 15th and 29th.
    const january = result.withExtra.schedule[0]!.months[0]!;
    expect(january.principal + january.interest).toBeCloseTo(3 * half, 6);
    // Escrow and dues stay monthly.
    expect(january.tax).toBe(250);
  });
});

describe('computeMortgage: PMI drop month and biweekly plans, across loans', () => {
  // By hand: the first k whose scheduled balance ≤ 78 % of the price, capped at the midpoint
  // ⌈n/2⌉; PMI = percent × loan / 12, to the cent, for each of those months.
  it.each([
    // price, down %, rate, years, PMI %
    [400000, 10, 6.5, 30, 0.5],
    [250000, 5, 7, 30, 0.8],
    [500000, 15, 5.25, 15, 0.4],
    [350000, 3.5, 3, 20, 1.1],
    [200000, 0, 9, 30, 1], // 78 % comes after the midpoint: PMI to the midpoint
  ])('%d with %d %% down at %d %% over %d years, PMI %d %%', (price, downPercent, ratePercent, years, pmiPercent) => {
    const amount = price * (1 - downPercent / 100);
    const n = years * 12;
    const k = pmiMonths(amount, ratePercent, n, price);
    const result = withInput({ amount, ratePercent, years, homePrice: price, pmiPercent, startYear: 2027, startMonth: 4 });
    const monthlyPmi = Math.round((amount * pmiPercent * 100) / 1200) / 100;
    expect(result.monthlyPmi).toBeCloseTo(monthlyPmi, 10);
    expect(result.scheduled.pmiMonths).toBe(k);
    const last = new Date(2027, 3 + k - 1, 1);
    expect(result.pmiEnds).toEqual({ year: last.getFullYear(), month: last.getMonth() + 1 });
    expect(result.totalPaid).toBeCloseTo(
      amount + referencePlan(amount, ratePercent, years, () => 0).interest + (3000 + 1200) * years + monthlyPmi * k,
      6,
    );
  });

  it.each([
    // amount, rate, years, start year, start month
    [300000, 6.5, 30, 2026, 1],
    [200000, 5, 15, 2026, 7],
    [450000, 7.125, 30, 2028, 2],
  ])('%d at %d %% over %d years paid biweekly from %d-%d', (amount, ratePercent, years, startYear, startMonth) => {
    const { periods, interest } = referenceBiweekly(amount, ratePercent, years);
    const last = new Date(Date.UTC(startYear, startMonth - 1, 1) + (periods - 1) * 14 * 86_400_000);
    const months = (last.getUTCFullYear() - startYear) * 12 + last.getUTCMonth() + 1 - startMonth + 1;
    const result = withInput({ amount, ratePercent, years, startYear, startMonth, biweekly: true });
    expect(result.withExtra.totalInterest).toBeCloseTo(interest, 6);
    expect(result.withExtra.months).toBe(months);
    expect(result.monthsSaved).toBe(years * 12 - months);
    expect(result.withExtra.payoff).toEqual({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1 });
  });
});

/**
 * Expected values were computed outside this module: the closed-form payment and a month-by-month
 * simulation in Python with 50-digit Decimal arithmetic (payment = P·r / (1 − (1+r)^−n),
 * r = rate/100/12, n = years·12; the simulation pays min(payment + extra, balance + interest)).
 */
import { describe, expect, it } from 'vitest';
import { computeMortgage, formatMoney, hasExtraPayment, type MortgageInput, type MortgageResult } from './mortgage';

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
const withInput = (patch: Partial<MortgageInput>): MortgageResult =>
  computeMortgage({ ...base, ...patch });
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('computeMortgage: monthly payment and totals', () => {
  it.each([
    // amount, rate, years, payment, total interest
    [300000, 6.5, 30, 1896.20407, 382633.465372],
    [200000, 5, 15, 1581.587253, 84685.705627],
    [100000, 3.25, 10, 977.19029, 17262.834758],
    [450000, 7.125, 30, 3031.733355, 641424.007748],
    [120000, 0, 10, 1000, 0], // interest-free: amount / n
    [100000, 0, 30, 277.777778, 0],
  ])(
    '%d at %d %% over %d years pays %d a month, %d interest',
    (amount, ratePercent, years, payment, interest) => {
      const r = withInput({ amount, ratePercent, years });
      expect(r.monthlyPrincipalAndInterest).toBeCloseTo(payment, 5);
      expect(r.totalInterest).toBeCloseTo(interest, 4);
      expect(r.scheduled.totalInterest).toBeCloseTo(interest, 4);
      expect(r.termMonths).toBe(years * 12);
    },
  );

  it('adds tax and insurance per month and over the term, but not to the interest', () => {
    const r = withInput({});
    expect(r.monthlyTax).toBe(250);
    expect(r.monthlyInsurance).toBe(100);
    expect(r.totalMonthlyPayment).toBeCloseTo(2246.20407, 5);
    expect(r.totalPaid).toBeCloseTo(682633.465372 + 350 * 360, 4);
    expect(formatMoney(r.monthlyPrincipalAndInterest)).toBe('$1,896.20');
    expect(formatMoney(r.totalInterest)).toBe('$382,633.47');
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
    [
      'negative rate counts as 0 %',
      { ratePercent: -3 },
      { monthlyPrincipalAndInterest: 300000 / 360 },
    ],
    [
      'negative tax and insurance count as 0',
      { annualTax: -1, annualInsurance: -1 },
      { monthlyTax: 0, monthlyInsurance: 0 },
    ],
    ['a term over 50 years is capped', { years: 80 }, { termMonths: 600 }],
    ['a fractional term rounds to whole months', { years: 15.5 }, { termMonths: 186 }],
  ])('%s', (_name, patch: Partial<MortgageInput>, expected: Partial<MortgageResult>) => {
    expect(withInput(patch)).toMatchObject(expected);
  });
});

describe('computeMortgage: extra monthly payment', () => {
  it.each([
    // amount, rate, years, extra, months with extra, interest with extra, original interest
    [300000, 6.5, 30, 200, 277, 279184.671115, 382633.465372],
    [300000, 6.5, 30, 1000, 153, 141471.391162, 382633.465372],
    [200000, 5, 15, 500, 123, 56010.125676, 84685.705627],
  ])(
    '%d at %d %% / %d y with %d extra pays off in %d months',
    (amount, ratePercent, years, extraMonthly, months, interest, original) => {
      const r = withInput({ amount, ratePercent, years, extraMonthly });
      expect(r.withExtra.months).toBe(months);
      expect(r.monthsSaved).toBe(years * 12 - months);
      expect(r.yearsSaved).toBeCloseTo((years * 12 - months) / 12, 10);
      expect(r.withExtra.totalInterest).toBeCloseTo(interest, 4);
      expect(r.interestSaved).toBeCloseTo(original - interest, 4);
      expect(r.interestSaved).toBeCloseTo(r.totalInterest - r.withExtra.totalInterest, 6);
    },
  );

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
    expect(r.withExtra.totalInterest).toBeCloseTo((1000 * 0.065) / 12, 10);
  });
});

describe('computeMortgage: payoff dates', () => {
  it.each([
    // start year, start month, years, extra, scheduled payoff, payoff with extra
    [2026, 1, 30, 200, { year: 2055, month: 12 }, { year: 2049, month: 1 }], // 277th payment
    [2026, 7, 30, 0, { year: 2056, month: 6 }, { year: 2056, month: 6 }],
    [2026, 12, 1, 0, { year: 2027, month: 11 }, { year: 2027, month: 11 }],
    [2030, 3, 15, 0, { year: 2045, month: 2 }, { year: 2045, month: 2 }],
  ])(
    'starting %d-%d over %d years (extra %d)',
    (startYear, startMonth, years, extraMonthly, payoff, payoffExtra) => {
      const r = withInput({ startYear, startMonth, years, extraMonthly });
      expect(r.scheduled.payoff).toEqual(payoff);
      expect(r.withExtra.payoff).toEqual(payoffExtra);
    },
  );
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
      expect(sum(months.map((m) => m.principal + m.extra))).toBeCloseTo(
        patch.amount ?? base.amount,
        6,
      );
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
        expect(m.principal + m.interest).toBeLessThanOrEqual(r.monthlyPrincipalAndInterest + 1e-6);
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
    const amounts = Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 2000) * 10 ** (i % 9) * (i % 3 ? 1 : -1) / 100);
    const mismatches = amounts.filter((a) => a !== 0 && formatMoney(a) !== usd.format(a));
    expect(mismatches).toEqual([]);
  });
});

/** The explanatory text under the calculator: how the numbers are worked out, in plain words. */
export function MortgageArticle() {
  // Below the fold: its layout waits until it nears the screen (see amortization.tsx).
  return (
    <article className="space-y-6 [content-visibility:auto] [contain-intrinsic-size:auto_2000px]">
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">How the monthly payment is calculated</h2>
        <p className="leading-relaxed">
          A fixed-rate mortgage is repaid in equal monthly installments of principal and interest. With a loan amount P, a monthly rate r (the annual
          rate divided by 12 and by 100) and n monthly payments (the term in years times 12), the payment is:
        </p>
        <p className="rounded-md bg-muted p-4 font-mono text-sm">M = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</p>
        <p className="leading-relaxed">
          For example, $300,000 at 6.5% over 30 years gives r = 0.065 ÷ 12 ≈ 0.005417 and n = 360, so the principal and interest come to $1,896.20 a
          month. At 0% the loan is interest-free and the payment is simply the amount divided by the number of months.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">Taxes, insurance and the total</h2>
        <p className="leading-relaxed">
          Lenders usually collect property tax and homeowners insurance with the payment and keep them in an escrow account. The calculator divides
          each annual amount by 12 and adds it to the principal and interest to give the total monthly payment. Total interest counts interest only;
          the total amount paid adds tax and insurance over the full term.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">PMI and HOA dues</h2>
        <p className="leading-relaxed">
          With less than 20% down, lenders usually require private mortgage insurance (PMI), a yearly percent of the loan paid monthly. Under the US
          Homeowners Protection Act it ends automatically once the balance is scheduled to reach 78% of the home&apos;s original price, and at the
          latest halfway through the term; the calculator stops charging it then and shows the last month with PMI. Homeowners association (HOA) dues
          are added to every monthly payment.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">What an extra payment does</h2>
        <p className="leading-relaxed">
          Every dollar paid above the scheduled payment goes straight to the principal, so the next month's interest is charged on a smaller balance.
          The calculator replays the loan month by month with the extra amount until the balance reaches zero, then compares the result with the
          regular schedule: the months and years saved, the interest you no longer pay and the new payoff date.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Extra payments early in the loan save the most, because that is when the balance and the interest are highest.</li>
          <li>Check that your lender applies extra payments to principal and charges no prepayment penalty.</li>
          <li>
            A biweekly plan pays half the monthly payment every two weeks: 26 half payments make 13 monthly payments a year, one more than the
            schedule.
          </li>
          <li>The schedule is grouped by calendar year, as on the interest statement you receive for your taxes.</li>
        </ul>
      </section>
      <p className="text-sm text-muted-foreground">
        Results are estimates for a fixed-rate loan and do not include closing costs. Ask your lender for an official loan estimate.
      </p>
    </article>
  );
}

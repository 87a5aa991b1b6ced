// Client entry of the mortgage calculator (the islands build): the calculator, the header, and the
// amortization section (charts and schedule), whose code loads when it comes near the screen.
import { MortgageCalculator } from '~/components/mortgage/mortgage-calculator';
import { mountIslands } from './mount';

void mountIslands({
  mortgage: MortgageCalculator,
  amortization: { lazy: () => import('~/components/mortgage/amortization').then((m) => m.PlanAmortization) },
});

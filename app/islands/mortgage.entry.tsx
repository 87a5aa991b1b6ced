// Client entry of the mortgage calculator (the islands build): the calculator, its star, the header, and the
// amortization section (charts and schedule), whose code loads when it comes near the screen.
import { MortgageCalculator } from '~/components/mortgage/mortgage-calculator';
import { MortgageFavorite } from '~/components/favorite-button-mortgage';
import { mountIslands } from './mount';

void mountIslands({
  favorite: MortgageFavorite,
  mortgage: MortgageCalculator,
  amortization: { lazy: () => import('~/components/mortgage/amortization').then((m) => m.PlanAmortization) },
});

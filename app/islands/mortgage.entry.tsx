// Client entry of the mortgage calculator (the islands build): the calculator, its amortization
// section and the header.
import { PlanAmortization } from '~/components/mortgage/amortization';
import { MortgageCalculator } from '~/components/mortgage/mortgage-calculator';
import { mountIslands } from './mount';

void mountIslands({ mortgage: MortgageCalculator, amortization: PlanAmortization });

// Client entry of the mortgage calculator (the islands build): the calculator and the header.
import { MortgageCalculator } from '~/components/mortgage/mortgage-calculator';
import { mountIslands } from './mount';

mountIslands({ mortgage: MortgageCalculator });

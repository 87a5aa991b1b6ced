import { defineQuantity } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';

// Thermochemical calorie, the SI 2019 exact electronvolt and the IT BTU.
export const energy = defineQuantity({
  id: 'energy',
  name: 'Energy',
  units: [
    { key: 'J', abbr: 'J', name: 'Joule', plural: 'Joules', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J' }, factor: 1 },
    { key: 'kJ', abbr: 'kJ', name: 'Kilojoule', plural: 'Kilojoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ' }, factor: 1000 },
    { key: 'cal', abbr: 'cal', name: 'Calorie', plural: 'Calories', system: 'metric', source: `${SP_811}.8: calorie_th = 4.184 J`, reference: { gnu: 'calorie_th' }, factor: 4.184 },
    { key: 'kcal', abbr: 'kcal', name: 'Kilocalorie', plural: 'Kilocalories', system: 'metric', source: `${SP_811}.8: kilocalorie_th = 4184 J`, reference: { gnu: 'kcal_th' }, factor: 4184 },
    { key: 'Wh', abbr: 'Wh', name: 'Watt-hour', plural: 'Watt-hours', system: 'metric', source: `${SI_ACCEPTED}: watt × hour`, reference: { gnu: 'W hour' }, factor: 3600 },
    { key: 'kWh', abbr: 'kWh', name: 'Kilowatt-hour', plural: 'Kilowatt-hours', system: 'metric', source: `${SI_ACCEPTED}: kilowatt × hour`, reference: { gnu: 'kW hour' }, factor: 3600000 },
    {
      key: 'eV', abbr: 'eV', name: 'Electronvolt', plural: 'Electronvolts', system: 'metric', source: `${SI_ACCEPTED}: e = 1.602176634 × 10⁻¹⁹ C exactly`,
      reference: { gnu: 'eV' }, factor: 1.602176634e-19,
    },
    {
      key: 'BTU', abbr: 'BTU', name: 'British thermal unit', plural: 'British thermal units', slug: 'btu', system: 'imperial',
      source: `${SP_811}.8: Btu_IT (International Table), 1055.05585262 J`, reference: { gnu: 'btu_IT' }, factor: 1055.05585262,
    },
  ],
});

import { DAY, HOUR, IN } from './constants';
import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// How readily water vapor passes through a material under a vapor-pressure difference, in its two
// forms. Permeance (base kg/(Pa·s·m²)) belongs to a layer of given thickness, such as a membrane or
// a painted wall: a mass flux per pressure difference. Permeability (base kg/(Pa·s·m)) belongs to
// the material itself: permeance times thickness. The US perm of ASTM E96 is one grain per hour
// per square foot per inch of mercury; the metric perm one gram per day per square meter per
// millimeter of mercury. The mercury columns are SP 811's conventional ones (13.5951 g/cm³ × g_n:
// 1 inHg = 3386.388640341 Pa, 1 mmHg = 133.322387415 Pa), the grain 1/7000 of the 1959 pound.
// Not the darcy permeability of rock (permeability.ts).
const GRAIN = 0.00006479891;
const FT2 = 0.09290304;
const IN_HG = 3386.388640341;
const MM_HG = 133.322387415;
const MERCURY = `${SP_811}.8: conventional mercury column, 13.5951 g/cm³ × g_n`;
const US_PERM = `ASTM E96/E96M: perm = 1 gr/(h·ft²·inHg); ${YARD_AND_POUND}: grain = 1/7000 lb; ${MERCURY}`;
const METRIC_PERM = `ASTM E96/E96M: metric perm = 1 g/(24 h·m²·mmHg); ${MERCURY}`;
const RU = 'SP 50.13330 (Russian thermal protection code): vapor permeability in mg/(m·h·Pa), permeance in mg/(m²·h·Pa)';

/** One row: numerator/denominator is the unit in the base unit. */
const row = (key: string, abbr: string, name: string, plural: string, system: Unit['system'], source: string, gnu: string, num: number, den = 1, slug?: string): Unit => ({
  key, abbr, name, plural, ...(slug ? { slug } : {}), system, source, reference: { gnu }, ...fraction(num, den),
});

const permeanceUnits: Unit[] = [
  row('kg-per-Pa-s-m2', 'kg/(Pa·s·m²)', 'Kilogram per pascal second square meter', 'Kilograms per pascal second square meter', 'SI', SI_BROCHURE, 'kg/(Pa s m^2)', 1),
  row('ng-per-Pa-s-m2', 'ng/(Pa·s·m²)', 'Nanogram per pascal second square meter (SI perm)', 'Nanograms per pascal second square meter', 'SI', SI_PREFIXED, 'ng/(Pa s m^2)', 1e-12),
  row('mg-per-Pa-h-m2', 'mg/(Pa·h·m²)', 'Milligram per pascal hour square meter', 'Milligrams per pascal hour square meter', 'metric', `${SI_ACCEPTED}; ${RU}`, 'mg/(Pa hr m^2)', 0.000001, HOUR),
  row('perm', 'perm', 'US perm (grain per hour square foot inch of mercury)', 'US perms', 'US customary', US_PERM, 'grain/(hr ft^2 inHg)', GRAIN, HOUR * FT2 * IN_HG, 'us-perms'),
  row('metric-perm', 'metric perm', 'Metric perm (gram per day square meter millimeter of mercury)', 'Metric perms', 'metric', METRIC_PERM, 'g/(day m^2 mmHg)', 0.001, DAY * MM_HG, 'metric-perms'),
];

export const waterVaporPermeance = defineQuantity({ id: 'water-vapor-permeance', name: 'Water vapor permeance', units: permeanceUnits });

// Each permeability unit is a permeance unit times a thickness (1 m, 1 in, 1 cm).
const permeabilityUnits: Unit[] = [
  row('kg-per-Pa-s-m', 'kg/(Pa·s·m)', 'Kilogram per pascal second meter', 'Kilograms per pascal second meter', 'SI', SI_BROCHURE, 'kg/(Pa s m)', 1),
  row('ng-per-Pa-s-m', 'ng/(Pa·s·m)', 'Nanogram per pascal second meter', 'Nanograms per pascal second meter', 'SI', SI_PREFIXED, 'ng/(Pa s m)', 1e-12),
  row('mg-per-Pa-h-m', 'mg/(Pa·h·m)', 'Milligram per pascal hour meter', 'Milligrams per pascal hour meter', 'metric', `${SI_ACCEPTED}; ${RU}`, 'mg/(Pa hr m)', 0.000001, HOUR),
  row('perm-in', 'perm·in', 'US perm-inch', 'US perm-inches', 'US customary', `${US_PERM}; perm-inch = perm × 1 in`, 'grain in/(hr ft^2 inHg)', GRAIN * IN, HOUR * FT2 * IN_HG, 'us-perm-inches'),
  row('metric-perm-cm', 'metric perm·cm', 'Metric perm-centimeter', 'Metric perm-centimeters', 'metric', `${METRIC_PERM}; perm-centimeter = metric perm × 1 cm`, 'g cm/(day m^2 mmHg)', 0.00001, DAY * MM_HG, 'metric-perm-centimeters'),
];

export const waterVaporPermeability = defineQuantity({ id: 'water-vapor-permeability', name: 'Water vapor permeability', units: permeabilityUnits });

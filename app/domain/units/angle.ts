import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Degree-based: 1 turn = 360°, so every fraction of a turn is an exact number of degrees;
// only the radian and its parts carry π (1 rad = 180/π °).
const ISO_80000_3 = 'ISO 80000-3:2019 (space and time): revolution = 2π rad, gon = π/200 rad';
const TURN = (parts: string) => `${ISO_80000_3}; ${parts}`;

export const angle = defineQuantity({
  id: 'angle',
  name: 'Angle',
  units: [
    { key: 'deg', abbr: '°', name: 'Degree', plural: 'Degrees', system: 'metric', source: `${SI_ACCEPTED}: 1° = π/180 rad`, reference: { gnu: 'degree' }, factor: 1 },
    { key: 'rad', abbr: 'rad', name: 'Radian', plural: 'Radians', system: 'SI', source: `${SI_BROCHURE}, Table 4: radian`, reference: { gnu: 'radian' }, factor: 180 / Math.PI },
    { key: 'mrad', abbr: 'mrad', name: 'Milliradian', plural: 'Milliradians', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliradian' }, factor: 0.18 / Math.PI },
    { key: 'urad', abbr: 'μrad', name: 'Microradian', plural: 'Microradians', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microradian' }, factor: 0.00018 / Math.PI },
    { key: 'arcmin', abbr: '′', name: 'Minute of arc (arcminute)', plural: 'Minutes of arc (arcminutes)', slug: 'arcminutes', system: 'metric', source: `${SI_ACCEPTED}: 1′ = 1/60°`, reference: { gnu: 'arcmin' }, ...fraction(1, 60) },
    { key: 'arcsec', abbr: '″', name: 'Second of arc (arcsecond)', plural: 'Seconds of arc (arcseconds)', slug: 'arcseconds', system: 'metric', source: `${SI_ACCEPTED}: 1″ = 1/60′`, reference: { gnu: 'arcsec' }, ...fraction(1, 3600) },
    { key: 'mas', abbr: 'mas', name: 'Milliarcsecond', plural: 'Milliarcseconds', system: 'astronomical', source: `${SI_ACCEPTED}: 1″ = 1/3600°; SI prefix milli`, reference: { gnu: 'milli arcsec' }, ...fraction(1, 3600000) },
    { key: 'gon', abbr: 'gon', name: 'Gradian (gon)', plural: 'Gradians (gons)', slug: 'gradians', system: 'metric', source: TURN('1 gon = 1/400 turn'), reference: { gnu: 'gon' }, factor: 0.9 },
    { key: 'cgon', abbr: 'c', name: 'Centesimal minute of arc', plural: 'Centesimal minutes of arc', system: 'metric', source: TURN('centesimal minute = 1/100 gon'), reference: { gnu: '1|100 gon' }, factor: 0.009 },
    { key: 'ccgon', abbr: 'cc', name: 'Centesimal second of arc', plural: 'Centesimal seconds of arc', system: 'metric', source: TURN('centesimal second = 1/10000 gon'), reference: { gnu: '1|10000 gon' }, factor: 0.00009 },
    { key: 'turn', abbr: 'tr', name: 'Turn (revolution)', plural: 'Turns (revolutions)', slug: 'turns', system: 'other', source: TURN('1 turn = 360°'), reference: { gnu: 'revolution' }, factor: 360 },
    { key: 'quadrant', abbr: 'quad', name: 'Quadrant (right angle)', plural: 'Quadrants (right angles)', slug: 'quadrants', system: 'other', source: TURN('quadrant = 1/4 turn'), reference: { gnu: 'quadrant' }, factor: 90 },
    { key: 'sextant', abbr: 'sext', name: 'Sextant', plural: 'Sextants', system: 'other', source: TURN('sextant = 1/6 turn'), reference: { gnu: 'sextant' }, factor: 60 },
    { key: 'octant', abbr: 'oct', name: 'Octant', plural: 'Octants', system: 'other', source: TURN('octant = 1/8 turn'), reference: { gnu: '1|8 circle' }, factor: 45 },
    { key: 'sign', abbr: 'sign', name: 'Sign (zodiac, 30°)', plural: 'Signs (zodiac, 30°)', slug: 'signs', system: 'astronomical', source: TURN('sign = 1/12 turn (ecliptic longitude)'), reference: { gnu: '1|12 circle' }, factor: 30 },
    { key: 'hour-angle', abbr: 'h (angle)', name: 'Hour of right ascension', plural: 'Hours of right ascension', system: 'astronomical', source: TURN('hour angle = 1/24 turn'), reference: { gnu: '1|24 circle' }, factor: 15 },
    { key: 'point', abbr: 'pt', name: 'Point (compass)', plural: 'Points (compass)', slug: 'compass-points', system: 'nautical', source: TURN("mariner's compass: 32 points per turn"), reference: { gnu: '1|32 circle' }, factor: 11.25 },
    { key: 'mil-nato', abbr: 'mil (NATO)', name: 'Mil (NATO, 1/6400 turn)', plural: 'Mils (NATO, 1/6400 turn)', slug: 'nato-mils', system: 'other', source: TURN('NATO angular mil: 6400 per turn'), reference: { gnu: '1|6400 circle' }, factor: 0.05625 },
    { key: 'mil-wp', abbr: 'mil (WP)', name: 'Mil (Warsaw Pact, 1/6000 turn)', plural: 'Mils (Warsaw Pact, 1/6000 turn)', slug: 'warsaw-pact-mils', system: 'other', source: TURN('Soviet artillery mil: 6000 per turn'), reference: { gnu: '1|6000 circle' }, factor: 0.06 },
    { key: 'streck', abbr: 'streck', name: 'Streck (Swedish, 1/6300 turn)', plural: 'Streck (Swedish, 1/6300 turn)', slug: 'swedish-streck', system: 'other', source: TURN('Swedish artillery streck: 6300 per turn'), reference: { gnu: '1|6300 circle' }, ...fraction(360, 6300) },
    { key: 'brad', abbr: 'brad', name: 'Binary degree (1/256 turn)', plural: 'Binary degrees (1/256 turn)', slug: 'binary-degrees', system: 'other', source: TURN('binary degree: 256 per turn (computing)'), reference: { gnu: '1|256 circle' }, factor: 1.40625 },
  ],
});

/**
 * The standards the unit tables cite, written once so every unit names its source the same way.
 * A unit's `source` is the document that defines it; its `reference` is how the reference test
 * (reference.test.ts) checks the number against an independent oracle.
 */
export const SI_BROCHURE = 'SI Brochure (9th ed., 2019)';
/** SI prefixes: decimal multiples of an SI unit. */
export const SI_PREFIXED = 'SI Brochure (9th ed., 2019), §3 (SI prefixes)';
/** Non-SI units accepted for use with the SI: minute, hour, day, liter, hectare, tonne, electronvolt, neper, bel. */
export const SI_ACCEPTED = 'SI Brochure (9th ed., 2019), Table 8 (non-SI units accepted for use with the SI)';
/** 1 yd = 0.9144 m and 1 lb = 0.45359237 kg, exactly (Federal Register, 1 July 1959). */
export const YARD_AND_POUND = 'International yard and pound agreement (1959)';
export const HANDBOOK_44 = 'NIST Handbook 44, Appendix C (US customary units)';
export const SP_811 = 'NIST SP 811 (2008), Appendix B';
/** The CGS electromagnetic units, with their conventional SI equivalents. */
export const CGS_UNITS = 'NIST SP 811 (2008), Appendix B.8; SI Brochure (8th ed., 2006), Table 9 (CGS units)';
export const CSS_VALUES = 'CSS Values and Units Level 3, §6 (distance units)';
export const IEC_BINARY = 'IEC 80000-13:2008 (binary prefixes; the core tables’ KB = 1024 B)';
export const IEC_DECIMAL = 'IEC 80000-13:2008 (bit and byte, with SI prefixes)';
/** The pre-SI radiation units (curie, roentgen, rad) and their exact SI values. */
export const RADIATION_UNITS = 'ICRU Report 33 (1980); NIST SP 811 (2008), Appendix B.8';
/** The astronomical unit, fixed in meters (IAU 2012 Resolution B2). */
export const IAU_AU = 'IAU 2012 Resolution B2: 1 au = 149 597 870 700 m';
/** The parsec, fixed from the au (IAU 2015 Resolution B2). */
export const IAU_PARSEC = 'IAU 2015 Resolution B2: 1 pc = 648 000/π au';
/** The light-year: the distance light travels in vacuum in one Julian year (365.25 days). */
export const IAU_LIGHT_YEAR = 'IAU Style Manual (1989): 1 ly = c × 365.25 d = 9 460 730 472 580 800 m';
/** The US survey foot (1200/3937 m) and the units built on it, deprecated since 1 January 2023. */
export const US_SURVEY = 'Federal Register 85 FR 62698 (2020): US survey foot = 1200/3937 m, deprecated from 2023';
/** g_n = 9.80665 m/s² exactly: the gravitational units (kgf, lbf, mmHg, inH2O, g) rest on it. */
export const STANDARD_GRAVITY = '3rd CGPM (1901): standard acceleration of gravity g_n = 9.80665 m/s²';
/** The French meter–tonne–second system: sthène (1 t·m/s² = 1 kN) and pieze (1 sn/m² = 1 kPa). */
export const MTS_SYSTEM = 'French MTS system (decree of 2 April 1919): sthène = 1 t·m/s², pieze = 1 sn/m²';

import { SP_811 } from './sources';

/**
 * The exact numbers the unit tables are built from, each from its definition, written once:
 * the IT calorie 4.1868 J and IT BTU 1,055.05585262 J, the thermochemical calorie 4.184 J and
 * BTU 4.184 J/g × 453.59237 g × 5/9 (a pound of water warmed by a Fahrenheit degree), the 1959
 * pound, foot and inch, the US gallon of 231 in³ and the imperial gallon of 4.54609 L.
 * "Per degree" is a temperature interval: 1 °C = 1 K, 1 °F = 1 °R = 5/9 K.
 */
export const CAL_IT = 4.1868;
export const CAL_TH = 4.184;
export const BTU_IT = 1055.05585262;
/** The thermochemical BTU is BTU_TH_NUM / 9 J, its exact ratio (the 5/9 K of a Fahrenheit degree). */
export const BTU_TH_NUM = 4184 * 0.45359237 * 5;
export const LB = 0.45359237;
export const FT = 0.3048;
export const IN = 0.0254;
/** Seconds in a minute, an hour and a day (SI Brochure, Table 8). */
export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86400;
/** 0.3048³ m³ and 0.0254³ m³, written out since products of the floating-point foot and inch are not exact. */
export const CUBIC_FOOT = 0.028316846592;
export const CUBIC_INCH = 1.6387064e-5;
/** 231 in³, in m³. */
export const US_GALLON = 0.003785411784;
export const IMPERIAL_GALLON = 0.00454609;
/** The US therm, 100,000 BTU as the gas industry counts it: 1.054804 × 10⁸ J. */
export const US_THERM = 105480400;

export const IT_SOURCE = `${SP_811}.8: calorie (IT) = 4.1868 J, Btu (IT) = 1 055.055 852 62 J`;
export const TH_SOURCE = `${SP_811}.8: calorie (thermochemical) = 4.184 J`;
export const BTU_TH_SOURCE = `${TH_SOURCE}; Btu (thermochemical) = 4.184 J/g × 453.592 37 g/lb × 5/9`;
export const FAHRENHEIT_SOURCE = `${SP_811}.8: 1 °F (interval) = 1 °R = 5/9 K`;
export const PPM_SOURCE = 'NIST SP 811 (2008), §7.10.3: 1 ppm = 10⁻⁶ (a number, not an SI symbol)';
export const PERCENT_SOURCE = 'SI Brochure (9th ed., 2019), §5.4.7: 1 % = 0.01';
export const US_GALLON_SOURCE = 'NIST Handbook 44, Appendix C: 1 US gallon = 231 in³';
export const IMPERIAL_GALLON_SOURCE = 'UK Weights and Measures Act 1985: 1 gallon = 4.546 09 L';
export const US_THERM_SOURCE = `${SP_811}.8: therm (U.S.) = 1.054 804 × 10⁸ J`;

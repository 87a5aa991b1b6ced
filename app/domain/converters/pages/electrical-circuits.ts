import type { ConverterPage } from '../types';

/** Electrical converters for circuit quantities and materials. */

export const electricPotentialPage: ConverterPage = {
  slug: 'electric-potential',
  quantity: 'electric-potential',
  defaultFrom: 'V',
  defaultTo: 'kV',
  group: 'electrical',
  name: 'Electric Potential',
  heading: 'Electric Potential Converter',
  title: 'Voltage Converter – Volts, Kilovolts, Millivolts & Microvolts',
  description:
    'Convert electric potential and voltage between volts, kilovolts, millivolts and microvolts, from sensor signals and batteries to transmission lines.',
  keywords: [
    'voltage converter',
    'volts to millivolts',
    'kv to v',
    'millivolts to volts',
    'microvolts',
    'electric potential converter',
  ],
  intro: 'Convert voltages between volts, kilovolts, millivolts and microvolts.',
  formula: ['1 kV = 1,000 V', '1 V = 1,000 mV = 1,000,000 μV'],
  examples: [
    { value: 11, from: 'kV', to: 'V' },
    { value: 3.3, from: 'V', to: 'mV' },
    { value: 250, from: 'mV', to: 'V' },
    { value: 50, from: 'uV', to: 'mV' },
    { value: 1, from: 'V', to: 'uV' },
  ],
  related: [
    'electric-resistance',
    'electric-field-strength',
    'electrostatic-capacitance',
    'electric-conductance',
    'energy',
    'prefixes',
  ],
  article: [
    {
      heading: 'What the volt measures',
      paragraphs: [
        'Electric potential difference, or voltage, is the energy per unit charge between two points: one volt is one joule per coulomb. It drives current through a resistance, and together with current it sets power, since watts equal volts times amperes.',
        'The units in this converter are decimal multiples of the volt, so every conversion is a shift by powers of 1,000. A kilovolt is 1,000 V, a millivolt a thousandth of a volt and a microvolt a millionth.',
      ],
      list: ['1 kV = 1,000 V', '1 V = 1,000 mV', '1 mV = 1,000 μV', '1 V = 1,000,000 μV'],
    },
    {
      heading: 'Typical voltages',
      paragraphs: [
        'Biological and sensor signals are small: an electrocardiogram shows about 1 mV, brain waves measured on the scalp are tens of microvolts, and a type K thermocouple produces roughly 41 μV per degree Celsius.',
        'Everyday electronics runs on 1.5 V cells, 3.3 V and 5 V logic and 12 V vehicle systems. Household outlets supply 120 V in North America and 230 V in most of Europe, distribution lines run at several kilovolts, and long-distance transmission lines at hundreds of kilovolts.',
      ],
    },
    {
      heading: 'Why convert',
      paragraphs: [
        'Data sheets mix units freely: a sensor may give its output in mV per unit measured, an amplifier its noise in μV, and a power supply its ripple in mV while its output is in volts. Bringing everything to one unit avoids the classic factor-of-1,000 mistake.',
        'Alternating voltages are usually quoted as RMS values; 120 V RMS has a peak of about 170 V. The converter changes the unit, not whether a value is RMS, peak or peak-to-peak, so keep track of that separately.',
      ],
    },
  ],
};

export const electricResistancePage: ConverterPage = {
  slug: 'electric-resistance',
  quantity: 'electric-resistance',
  defaultFrom: 'ohm',
  defaultTo: 'kohm',
  group: 'electrical',
  name: 'Electric Resistance',
  heading: 'Electric Resistance Converter',
  title: 'Resistance Converter – Ohms, Kilohms, Megohms & Milliohms',
  description:
    'Convert electrical resistance between ohms, kilohms, megohms and milliohms, with notes on resistor value codes, SMD markings and the ohm symbol.',
  keywords: ['resistance converter', 'ohms to kilohms', 'kilohms to ohms', 'megohms', 'milliohms', 'ohm converter'],
  intro: 'Convert resistance between ohms, kilohms, megohms and milliohms.',
  formula: ['1 kΩ = 1,000 Ω; 1 MΩ = 1,000,000 Ω', '1 mΩ = 0.001 Ω', "R = V ÷ I (Ohm's law)"],
  examples: [
    { value: 4700, from: 'ohm', to: 'kohm' },
    { value: 2.2, from: 'Mohm', to: 'kohm' },
    { value: 10, from: 'kohm', to: 'ohm' },
    { value: 50, from: 'mohm', to: 'ohm' },
    { value: 1, from: 'Mohm', to: 'ohm' },
  ],
  related: [
    'electric-conductance',
    'electric-resistivity',
    'electric-potential',
    'electrostatic-capacitance',
    'inductance',
    'prefixes',
  ],
  article: [
    {
      heading: 'What resistance measures',
      paragraphs: [
        "Resistance is the opposition a component offers to electric current. By Ohm's law it is the voltage across a component divided by the current through it: one ohm passes one ampere when one volt is applied. The units here are decimal multiples of the ohm: 1 kΩ is 1,000 Ω, 1 MΩ is 1,000,000 Ω and 1 mΩ is a thousandth of an ohm.",
      ],
      list: ['1 kΩ = 1,000 Ω', '1 MΩ = 1,000 kΩ', '1 Ω = 1,000 mΩ', '4.7 kΩ = 4,700 Ω', '0.47 MΩ = 470 kΩ'],
    },
    {
      heading: 'Reading resistor values',
      paragraphs: [
        'Resistor values are often written with the prefix letter in place of the decimal point, so 4k7 means 4.7 kΩ, 2R2 means 2.2 Ω and 1M0 means 1 MΩ. Surface-mount resistors often carry three-digit codes: two significant digits and a power of ten, so 472 means 47 × 10² = 4,700 Ω.',
        'Standard values follow the E series of preferred numbers, such as 1.0, 1.5, 2.2, 3.3, 4.7 and 6.8 in the E6 series, repeated in every decade: 47 Ω, 470 Ω, 4.7 kΩ, 47 kΩ and so on.',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Milliohms describe very small resistances: current-sense shunts, the internal resistance of batteries, contacts and short lengths of thick wire. Ohms and kilohms cover most resistors in electronic circuits, and megohms appear in insulation testing, high-impedance inputs and very low-power designs.',
        "Insulation testers report in MΩ or even GΩ, while milliohm measurements need a four-wire (Kelvin) connection so that the test leads' own resistance does not swamp the result. The ohm symbol is the Greek capital omega (Ω); where it cannot be typed, 'ohm' or 'R' is used instead.",
      ],
    },
  ],
};

export const electricResistivityPage: ConverterPage = {
  slug: 'electric-resistivity',
  quantity: 'electric-resistivity',
  defaultFrom: 'ohm-m',
  defaultTo: 'ohm-cm',
  group: 'electrical',
  name: 'Electric Resistivity',
  heading: 'Electric Resistivity Converter',
  title: 'Resistivity Converter – Ω·m, Ω·cm & Ω·mm',
  description:
    'Convert electrical resistivity between ohm-meters, ohm-centimeters and ohm-millimeters, with typical values for metals, semiconductors and water.',
  keywords: [
    'resistivity converter',
    'ohm meter to ohm cm',
    'ohm-cm to ohm-m',
    'electrical resistivity units',
    'soil resistivity',
    'resistivity of copper',
  ],
  intro: 'Convert resistivity, the resistance of a material regardless of its shape, between Ω·m, Ω·cm and Ω·mm.',
  formula: ['1 Ω·m = 100 Ω·cm = 1,000 Ω·mm', 'ρ = R × A ÷ L'],
  examples: [
    { value: 1, from: 'ohm-m', to: 'ohm-cm' },
    { value: 1.68e-8, from: 'ohm-m', to: 'ohm-cm' },
    { value: 100, from: 'ohm-cm', to: 'ohm-m' },
    { value: 5, from: 'ohm-mm', to: 'ohm-m' },
    { value: 2000, from: 'ohm-cm', to: 'ohm-mm' },
  ],
  related: [
    'electric-conductivity',
    'electric-resistance',
    'electric-conductance',
    'surface-current-density',
    'length',
    'area',
  ],
  article: [
    {
      heading: 'What resistivity measures',
      paragraphs: [
        "Resistivity (ρ) is a property of a material, not of a particular wire or part. A conductor's resistance equals its resistivity times its length divided by its cross-sectional area, so ρ = R × A ÷ L, and the unit is the ohm-meter (Ω·m).",
        'The units here differ only in the length scale: 1 Ω·m equals 100 Ω·cm and 1,000 Ω·mm. Because Ω·cm is the smaller unit, the same resistivity is a larger number in Ω·cm than in Ω·m.',
      ],
    },
    {
      heading: 'Typical values',
      paragraphs: [
        'Metal values are at 20 °C. The resistivity of metals rises with temperature, while that of semiconductors and electrolytes usually falls.',
        'To get the resistance of a wire from these values, keep the units consistent: a copper wire 10 m long with a cross-section of 1.5 mm² (1.5 × 10⁻⁶ m²) has R = 1.68 × 10⁻⁸ × 10 ÷ (1.5 × 10⁻⁶) ≈ 0.112 Ω.',
      ],
      list: [
        'Silver: about 1.59 × 10⁻⁸ Ω·m',
        'Copper: about 1.68 × 10⁻⁸ Ω·m (1.68 μΩ·cm)',
        'Aluminum: about 2.65 × 10⁻⁸ Ω·m',
        'Seawater: about 0.2 Ω·m',
        'Ultrapure water at 25 °C: about 18.2 MΩ·cm (182,000 Ω·m)',
        'Glass: roughly 10¹⁰ to 10¹⁴ Ω·m',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'The ohm-meter is the SI unit and is used in geophysics and in soil testing for grounding systems, where soils range from tens to thousands of ohm-meters. The ohm-centimeter is common in semiconductor work, where silicon wafers are specified by resistivity, and in water-purity measurement.',
        'A note of caution: wire and cable tables often give resistivity in Ω·mm²/m, the resistance in ohms of a wire one meter long with a cross-section of one square millimeter. That unit equals 10⁻⁶ Ω·m (copper is about 0.0168 Ω·mm²/m) and is not the Ω·mm offered here, which equals 10⁻³ Ω·m.',
      ],
    },
  ],
};

export const electricConductancePage: ConverterPage = {
  slug: 'electric-conductance',
  quantity: 'electric-conductance',
  defaultFrom: 'S',
  defaultTo: 'mS',
  group: 'electrical',
  name: 'Electric Conductance',
  heading: 'Electric Conductance Converter',
  title: 'Conductance Converter – Siemens, Millisiemens & Microsiemens',
  description:
    'Convert electrical conductance between siemens, millisiemens and microsiemens. Conductance is the reciprocal of resistance: 1 S equals 1 per ohm.',
  keywords: [
    'conductance converter',
    'siemens to millisiemens',
    'microsiemens',
    'siemens unit',
    'mho to siemens',
    'conductance and resistance',
  ],
  intro: 'Convert conductance, the ease with which current flows, between siemens, millisiemens and microsiemens.',
  formula: ['G = 1 ÷ R, so 1 S = 1 Ω⁻¹', '1 S = 1,000 mS = 1,000,000 μS'],
  examples: [
    { value: 1, from: 'S', to: 'mS' },
    { value: 0.5, from: 'mS', to: 'uS' },
    { value: 250, from: 'uS', to: 'mS' },
    { value: 0.02, from: 'S', to: 'mS' },
    { value: 1500, from: 'uS', to: 'S' },
  ],
  related: [
    'electric-resistance',
    'electric-conductivity',
    'electric-resistivity',
    'electric-potential',
    'electrostatic-capacitance',
    'prefixes',
  ],
  article: [
    {
      heading: 'Conductance and resistance',
      paragraphs: [
        'Conductance G is the reciprocal of resistance: G = 1/R. Its SI unit is the siemens (S), equal to one ampere per volt. A 1 Ω resistor has a conductance of 1 S, a 1 kΩ resistor 1 mS and a 1 MΩ resistor 1 μS.',
        'Conductance is convenient wherever things combine in parallel: the conductances of parallel branches simply add, just as resistances add in series. It also appears in transistor data as transconductance, given in siemens or millisiemens.',
      ],
    },
    {
      heading: 'Converting between units',
      paragraphs: [
        'This converter changes units within conductance. To start from a resistance, take the reciprocal first: 1 ÷ 250 Ω = 0.004 S, which is 4 mS.',
        'Because conductance is a reciprocal, it does not scale the same way as resistance: doubling a conductance halves the resistance. Small conductances mean large resistances, so a leakage conductance of 2 μS is a resistance of 500 kΩ.',
      ],
      list: ['1 S = 1,000 mS', '1 mS = 1,000 μS', '1 S = 1,000,000 μS', '100 Ω corresponds to 10 mS', '10 kΩ corresponds to 100 μS'],
    },
    {
      heading: 'Where it is used, and the mho',
      paragraphs: [
        'Microsiemens are familiar from water testing, where conductivity meters report μS/cm (see the conductivity converter). Millisiemens and siemens appear in circuit analysis, in admittance calculations and in the transconductance of transistors and amplifiers.',
        "Older US texts and instruments use the mho, 'ohm' spelled backwards and sometimes written ℧. One mho is exactly one siemens, so a value in mhos needs no conversion, only a change of name.",
      ],
    },
  ],
};

export const electricConductivityPage: ConverterPage = {
  slug: 'electric-conductivity',
  quantity: 'electric-conductivity',
  defaultFrom: 'S-per-m',
  defaultTo: 'S-per-cm',
  group: 'electrical',
  name: 'Electric Conductivity',
  heading: 'Electric Conductivity Converter',
  title: 'Conductivity Converter – S/m, S/cm & mS/m',
  description:
    'Convert electrical conductivity between siemens per meter, siemens per centimeter and millisiemens per meter, with typical values for metals and water.',
  keywords: [
    'conductivity converter',
    's/m to s/cm',
    'siemens per meter',
    'ms/m',
    'water conductivity units',
    'electrical conductivity',
  ],
  intro: 'Convert electrical conductivity between siemens per meter, siemens per centimeter and millisiemens per meter.',
  formula: ['1 S/cm = 100 S/m', '1 mS/m = 0.001 S/m', 'σ = 1 ÷ ρ'],
  examples: [
    { value: 1, from: 'S-per-cm', to: 'S-per-m' },
    { value: 5, from: 'S-per-m', to: 'mS-per-m' },
    { value: 50, from: 'mS-per-m', to: 'S-per-m' },
    { value: 0.0015, from: 'S-per-cm', to: 'mS-per-m' },
    { value: 5.96e7, from: 'S-per-m', to: 'S-per-cm' },
  ],
  related: [
    'electric-resistivity',
    'electric-conductance',
    'electric-resistance',
    'surface-current-density',
    'electric-field-strength',
    'temperature',
  ],
  article: [
    {
      heading: 'What conductivity measures',
      paragraphs: [
        'Electrical conductivity (σ) describes how well a material conducts current, independent of its shape. It is the reciprocal of resistivity, and its SI unit is the siemens per meter (S/m): a material with a resistivity of 1 Ω·m has a conductivity of 1 S/m.',
        'Converting rescales the length and the prefix: 1 S/cm is 100 S/m, and 1 mS/m is a thousandth of a siemens per meter, so 1 S/cm equals 100,000 mS/m.',
      ],
      list: ['1 S/cm = 100 S/m', '1 S/m = 1,000 mS/m', '1 S/cm = 100,000 mS/m', '1 μS/cm = 0.1 mS/m'],
    },
    {
      heading: 'Typical values',
      paragraphs: [
        'Conductivity depends strongly on temperature, so water-quality readings are normally corrected to 25 °C.',
        'Because dissolved salts carry the current in water, conductivity is also a quick proxy for total dissolved solids; meters estimate it with a factor of roughly 0.5 to 0.7 mg/L per μS/cm, depending on the water.',
      ],
      list: [
        'Copper: about 5.96 × 10⁷ S/m',
        'Seawater: about 5 S/m',
        'Tap water: typically 50 to 800 μS/cm (5 to 80 mS/m)',
        'Ultrapure water at 25 °C: about 0.055 μS/cm (5.5 × 10⁻⁶ S/m)',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Siemens per meter is the SI unit used in physics, electromagnetics and geophysics. Water-quality work uses μS/cm and mS/cm, agronomy expresses soil salinity in dS/m (equal to mS/cm), and some environmental and hydrology standards use mS/m.',
        'In metallurgy the conductivity of metals is also stated as a percentage of the International Annealed Copper Standard (%IACS), where 100% IACS is 58.0 MS/m, close to pure annealed copper.',
      ],
    },
  ],
};

export const electrostaticCapacitancePage: ConverterPage = {
  slug: 'electrostatic-capacitance',
  quantity: 'electrostatic-capacitance',
  defaultFrom: 'F',
  defaultTo: 'uF',
  group: 'electrical',
  name: 'Capacitance',
  heading: 'Capacitance Converter',
  title: 'Capacitance Converter – Farads, μF, nF & pF',
  description:
    'Convert capacitance between farads, microfarads, nanofarads and picofarads, with help reading capacitor codes such as 104 and 472 and marks like 4n7.',
  keywords: [
    'capacitance converter',
    'uf to nf',
    'nf to pf',
    'microfarad to nanofarad',
    'pf to uf',
    'capacitor code',
    'farad converter',
  ],
  intro: 'Convert capacitance between farads, microfarads, nanofarads and picofarads.',
  formula: ['1 F = 1,000,000 μF', '1 μF = 1,000 nF; 1 nF = 1,000 pF', 'C = Q ÷ V'],
  examples: [
    { value: 0.1, from: 'uF', to: 'nF' },
    { value: 100, from: 'nF', to: 'uF' },
    { value: 4700, from: 'pF', to: 'nF' },
    { value: 1, from: 'uF', to: 'pF' },
    { value: 220, from: 'uF', to: 'F' },
    { value: 22, from: 'pF', to: 'nF' },
  ],
  related: [
    'inductance',
    'electric-potential',
    'electric-resistance',
    'electric-conductance',
    'electric-field-strength',
    'prefixes',
  ],
  article: [
    {
      heading: 'What capacitance measures',
      paragraphs: [
        'Capacitance is the charge a component stores per volt across it: C = Q/V. One farad stores one coulomb at one volt, a very large value for ordinary circuits, so practical capacitors are rated in microfarads (μF), nanofarads (nF) and picofarads (pF). Supercapacitors are the exception, with ratings of whole farads or more.',
      ],
      list: ['1 F = 1,000,000 μF', '1 μF = 1,000 nF', '1 nF = 1,000 pF', '0.1 μF = 100 nF = 100,000 pF', '4.7 nF = 4,700 pF'],
    },
    {
      heading: 'Reading capacitor markings',
      paragraphs: [
        'Small ceramic capacitors often carry a three-digit code in picofarads: two significant digits and a power of ten. 104 means 10 × 10⁴ pF = 100,000 pF = 100 nF = 0.1 μF, and 472 means 4,700 pF = 4.7 nF. A letter may follow for the tolerance, such as J for ±5% or K for ±10%.',
        "Another style puts the prefix letter in place of the decimal point: 4n7 is 4.7 nF and 2u2 is 2.2 μF. Older schematics use 'mfd' for microfarad and 'mmfd' or 'μμF' for picofarad.",
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Picofarads are typical of radio circuits, oscillators and the stray capacitance of wiring and circuit-board traces. Nanofarads cover filter and timing capacitors, and 100 nF is the classic decoupling capacitor placed beside integrated circuits. Microfarads are used for power-supply smoothing, audio coupling and motor-run capacitors.',
        "This page's full name, electrostatic capacitance, separates it from other uses of the word 'capacity', such as a battery's capacity in ampere-hours. Ampere-hours measure stored charge, not capacitance, and cannot be converted here.",
      ],
    },
  ],
  aliases: ['capacitance'],
};

export const inductancePage: ConverterPage = {
  slug: 'inductance',
  quantity: 'inductance',
  defaultFrom: 'H',
  defaultTo: 'mH',
  group: 'electrical',
  name: 'Inductance',
  heading: 'Inductance Converter',
  title: 'Inductance Converter – Henries, mH, μH & nH',
  description:
    'Convert inductance between henries, millihenries, microhenries and nanohenries for inductors, chokes, transformers and RF coils, with marking examples.',
  keywords: ['inductance converter', 'henry to millihenry', 'uh to mh', 'microhenry', 'nanohenry', 'inductor converter'],
  intro: 'Convert inductance between henries, millihenries, microhenries and nanohenries.',
  formula: ['1 H = 1,000 mH', '1 mH = 1,000 μH; 1 μH = 1,000 nH', 'V = L × dI/dt'],
  examples: [
    { value: 1, from: 'mH', to: 'uH' },
    { value: 470, from: 'uH', to: 'mH' },
    { value: 10, from: 'nH', to: 'uH' },
    { value: 0.5, from: 'H', to: 'mH' },
    { value: 2.2, from: 'uH', to: 'nH' },
  ],
  related: [
    'electrostatic-capacitance',
    'magnetic-flux',
    'electric-resistance',
    'magnetomotive-force',
    'magnetic-field-strength',
    'electric-potential',
  ],
  article: [
    {
      heading: 'What inductance measures',
      paragraphs: [
        'Inductance relates the magnetic flux linked by a coil to the current in it, and therefore the voltage induced when that current changes: V = L × dI/dt. One henry produces one volt when the current changes by one ampere per second. The unit honors the American physicist Joseph Henry; its plural is henries (or henrys).',
        'The energy stored in an inductor is ½ × L × I²: a 10 mH choke carrying 2 A stores 0.02 J. The formula needs the inductance in henries, so convert mH or μH first.',
      ],
      list: ['1 H = 1,000 mH', '1 mH = 1,000 μH', '1 μH = 1,000 nH', '0.47 mH = 470 μH', '1 H = 1,000,000,000 nH'],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Henries describe large inductors such as mains-frequency chokes and the magnetizing inductance of transformers. Millihenries are common in audio crossovers and in line filters for power supplies. Microhenries are the working unit of switching power supplies and radio-frequency chokes, and nanohenries of RF and microwave circuits, where even a short wire or a circuit-board trace adds roughly 1 nH per millimeter.',
        'Inductor markings follow the same patterns as resistors: 4R7 is 4.7 μH, and three-digit codes on small inductors are usually in microhenries, so 101 means 10 × 10¹ = 100 μH.',
      ],
    },
    {
      heading: 'Why convert',
      paragraphs: [
        'Design tools and catalogs often disagree on units. A filter calculator may return 0.0022 H while a parts catalog lists 2.2 mH or 2,200 μH; they are the same part. Converting before ordering avoids a factor-of-1,000 mistake.',
        'Inductances combine like resistances: in series the values add, and in parallel their reciprocals add, provided the coils are not magnetically coupled.',
      ],
    },
  ],
};

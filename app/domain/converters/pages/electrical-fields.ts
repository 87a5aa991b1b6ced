import type { ConverterPage } from '../types';

/** Electrical and magnetic converters for field and current-distribution quantities. */

export const linearCurrentDensityPage: ConverterPage = {
  slug: 'linear-current-density',
  quantity: 'linear-current-density',
  defaultFrom: 'A-per-m',
  defaultTo: 'A-per-cm',
  group: 'electrical',
  name: 'Linear Current Density',
  heading: 'Linear Current Density Converter',
  title: 'Linear Current Density Converter – A/m, A/cm, A/in & A/ft',
  description:
    'Convert linear current density between amperes per meter, per centimeter, per inch and per foot, with factors based on the exact inch and foot.',
  keywords: [
    'linear current density converter',
    'ampere per meter',
    'a/m to a/cm',
    'ampere per inch',
    'current sheet',
    'electric loading',
  ],
  intro: 'Convert current per unit length between amperes per meter, centimeter, inch and foot.',
  formula: ['1 A/cm = 100 A/m', '1 A/in = 1/0.0254 A/m ≈ 39.3701 A/m', '1 A/ft = 1/0.3048 A/m ≈ 3.2808 A/m'],
  examples: [
    { value: 1, from: 'A-per-cm', to: 'A-per-m' },
    { value: 1, from: 'A-per-in', to: 'A-per-m' },
    { value: 1000, from: 'A-per-m', to: 'A-per-cm' },
    { value: 100, from: 'A-per-m', to: 'A-per-ft' },
    { value: 50, from: 'A-per-ft', to: 'A-per-in' },
  ],
  related: [
    'surface-current-density',
    'magnetic-field-strength',
    'magnetomotive-force',
    'electric-field-strength',
    'inductance',
    'electric-potential',
  ],
  article: [
    {
      heading: 'What linear current density measures',
      paragraphs: [
        'Linear current density is electric current per unit length, measured across the width of a conducting sheet or along a winding. Its SI unit is the ampere per meter (A/m). It describes currents flowing in thin sheets and the current load of the windings in motors, transformers and solenoids.',
        'It shares its unit with magnetic field strength, and that is no coincidence: a long solenoid with N turns over a length ℓ carrying a current I has a linear current density of N × I ÷ ℓ, which equals the field strength H inside it.',
      ],
    },
    {
      heading: 'Common conversions',
      paragraphs: [
        'Converting changes only the length in the denominator, so the same density is a larger number when expressed per longer length: 1 A/cm is 100 A/m, because a meter holds 100 centimeters. The inch-based units use the exact inch (0.0254 m) and foot (0.3048 m).',
      ],
      list: [
        '1 A/cm = 100 A/m',
        '1 A/in ≈ 39.3701 A/m ≈ 0.3937 A/cm',
        '1 A/ft ≈ 3.2808 A/m',
        '1 A/in = 12 A/ft',
        '1,000 A/m = 10 A/cm = 25.4 A/in',
      ],
    },
    {
      heading: 'Where it is used',
      paragraphs: [
        'Electric machine designers call it electric loading: the total current in the stator slots per meter of air-gap circumference, typically tens of kiloamperes per meter. Together with magnetic loading (flux density in the gap), it sets the torque a motor or generator of a given size can deliver.',
        'In electromagnetic theory, surface currents on good conductors and idealized current sheets are described in A/m, and the boundary conditions link them directly to the jump in the magnetic field across the sheet. Older US literature sometimes gives ampere-turns per inch, which converts with the same factors as A/in.',
      ],
    },
  ],
};

export const surfaceCurrentDensityPage: ConverterPage = {
  slug: 'surface-current-density',
  quantity: 'surface-current-density',
  defaultFrom: 'A-per-m2',
  defaultTo: 'A-per-cm2',
  group: 'electrical',
  name: 'Surface Current Density',
  heading: 'Surface Current Density Converter',
  title: 'Current Density Converter – A/m², A/cm² & A/in²',
  description:
    'Convert current density between amperes per square meter, per square centimeter and per square inch, for wiring, plating, batteries and electrodes.',
  keywords: [
    'current density converter',
    'a/m2 to a/cm2',
    'amperes per square meter',
    'ampere per square inch',
    'surface current density',
    'plating current density',
  ],
  intro: 'Convert current per unit area between amperes per square meter, square centimeter and square inch.',
  formula: ['1 A/cm² = 10,000 A/m²', '1 A/in² = 1/0.00064516 A/m² ≈ 1,550.0031 A/m²'],
  examples: [
    { value: 1, from: 'A-per-cm2', to: 'A-per-m2' },
    { value: 1, from: 'A-per-in2', to: 'A-per-m2' },
    { value: 1, from: 'A-per-in2', to: 'A-per-cm2' },
    { value: 500, from: 'A-per-m2', to: 'A-per-cm2' },
    { value: 100, from: 'A-per-cm2', to: 'A-per-in2' },
  ],
  related: [
    'linear-current-density',
    'electric-conductivity',
    'electric-field-strength',
    'magnetic-field-strength',
    'electric-resistivity',
    'area',
  ],
  article: [
    {
      heading: 'What current density measures',
      paragraphs: [
        'Current density is electric current per unit of area that the current flows through, with the SI unit ampere per square meter (A/m²). It shows how hard a conductor or an electrode is being worked: the same current through a thinner wire means a higher current density and more heating.',
        "The units on this page are all per area, as the page's name follows the site's unit tables. In electromagnetic theory, 'surface current density' can also mean a current sheet measured per unit length, in A/m; for that quantity use the linear current density converter.",
      ],
    },
    {
      heading: 'Common conversions',
      paragraphs: [
        'Area scales with the square of length, so the factors are squares too: 1 cm² is 10⁻⁴ m², so 1 A/cm² equals 10,000 A/m². A square inch is exactly 6.4516 cm², so 1 A/in² is about 0.155 A/cm², or about 1,550 A/m².',
      ],
      list: [
        '1 A/cm² = 10,000 A/m²',
        '1 A/in² ≈ 1,550.0031 A/m² ≈ 0.155 A/cm²',
        '1 A/cm² = 6.4516 A/in²',
        '1 A/mm² = 100 A/cm² = 1,000,000 A/m²',
      ],
    },
    {
      heading: 'Where it is used',
      paragraphs: [
        'Electroplating and electrochemistry specify current density at the electrode, often in A/dm² or mA/cm². Battery and fuel-cell data sheets quote it per unit of electrode area. For copper wiring, rules of thumb allow a few amperes per square millimeter, and circuit-board design rules limit trace current density to control heating.',
        'In integrated circuits the wires are tiny and current densities are enormous: electromigration limits for on-chip interconnects are of the order of 1 MA/cm², which is 10¹⁰ A/m².',
      ],
    },
  ],
};

export const electricFieldStrengthPage: ConverterPage = {
  slug: 'electric-field-strength',
  quantity: 'electric-field-strength',
  defaultFrom: 'V-per-m',
  defaultTo: 'kV-per-m',
  group: 'electrical',
  name: 'Electric Field Strength',
  heading: 'Electric Field Strength Converter',
  title: 'Electric Field Strength Converter – V/m, kV/m, V/cm & V/in',
  description:
    'Convert electric field strength between volts per meter, kilovolts per meter, volts per centimeter and volts per inch, for insulation and physics work.',
  keywords: [
    'electric field strength converter',
    'v/m to kv/m',
    'volts per meter',
    'v/cm to v/m',
    'volts per inch',
    'dielectric strength units',
  ],
  intro: 'Convert electric field strength between volts per meter, kilovolts per meter, volts per centimeter and volts per inch.',
  formula: ['1 kV/m = 1,000 V/m; 1 V/cm = 100 V/m', '1 V/in = 1/0.0254 V/m ≈ 39.3701 V/m'],
  examples: [
    { value: 1, from: 'kV-per-m', to: 'V-per-m' },
    { value: 1, from: 'V-per-cm', to: 'V-per-m' },
    { value: 3000, from: 'kV-per-m', to: 'V-per-cm' },
    { value: 100, from: 'V-per-in', to: 'V-per-m' },
    { value: 130, from: 'V-per-m', to: 'kV-per-m' },
  ],
  related: [
    'electric-potential',
    'surface-current-density',
    'electric-conductivity',
    'electrostatic-capacitance',
    'magnetic-field-strength',
    'length',
  ],
  article: [
    {
      heading: 'What electric field strength measures',
      paragraphs: [
        'Electric field strength E is the force a field exerts per unit charge, expressed in volts per meter (V/m), the same as newtons per coulomb. Between two parallel plates it is simply the voltage divided by the gap: 1,000 V across 1 cm gives 100,000 V/m, or 1,000 V/cm.',
        'Converting between the units only rescales the length: a value per centimeter is 100 times smaller than the same field per meter, and the inch-based unit uses the exact inch of 2.54 cm.',
      ],
      list: ['1 V/cm = 100 V/m', '1 kV/m = 1,000 V/m = 10 V/cm', '1 V/in ≈ 39.3701 V/m', '1 kV/mm = 1,000,000 V/m = 10,000 V/cm'],
    },
    {
      heading: 'Insulation and breakdown',
      paragraphs: [
        'Dielectric strength is quoted as the field at which a material breaks down. Dry air at sea level breaks down at roughly 3 MV/m (30 kV/cm), which is why a spark in a uniform gap needs about 30,000 volts per centimeter. Plastic films and insulating oils withstand far more.',
        'US data sheets often use volts per mil, a mil being a thousandth of an inch: 1 V/mil is 1,000 V/in, about 39.37 kV/m.',
      ],
    },
    {
      heading: 'Fields around us',
      paragraphs: [
        'In fair weather the atmosphere carries a field of about 100 to 150 V/m near the ground, which can rise to several kilovolts per meter beneath thunderclouds. Guidelines for exposure to power-frequency fields are set in kV/m; ICNIRP, for example, gives a reference level of 5 kV/m for the general public at 50 Hz.',
        'Electric field strength is a vector; the converter handles its magnitude. Radio engineers also use dBμV/m, a logarithmic unit relative to 1 μV/m, which this converter does not cover.',
      ],
    },
  ],
};

export const magnetomotiveForcePage: ConverterPage = {
  slug: 'magnetomotive-force',
  quantity: 'magnetomotive-force',
  defaultFrom: 'At',
  defaultTo: 'kAt',
  group: 'electrical',
  name: 'Magnetomotive Force',
  heading: 'Magnetomotive Force Converter',
  title: 'Magnetomotive Force Converter – Ampere-Turns, kAt & mAt',
  description:
    'Convert magnetomotive force between ampere-turns, kiloampere-turns and milliampere-turns, the driving force of flux in coils and magnetic circuits.',
  keywords: [
    'magnetomotive force converter',
    'ampere turn',
    'ampere-turns to kiloampere-turns',
    'mmf units',
    'magnetic circuit',
    'gilbert to ampere turn',
  ],
  intro: 'Convert magnetomotive force between ampere-turns, kiloampere-turns and milliampere-turns.',
  formula: ['F = N × I (turns × current)', '1 kAt = 1,000 At; 1 At = 1,000 mAt'],
  examples: [
    { value: 1, from: 'kAt', to: 'At' },
    { value: 500, from: 'At', to: 'kAt' },
    { value: 250, from: 'mAt', to: 'At' },
    { value: 12, from: 'At', to: 'mAt' },
  ],
  related: [
    'magnetic-field-strength',
    'magnetic-flux',
    'magnetic-flux-density',
    'inductance',
    'linear-current-density',
    'surface-current-density',
  ],
  article: [
    {
      heading: 'What magnetomotive force measures',
      paragraphs: [
        'Magnetomotive force (mmf) drives magnetic flux around a magnetic circuit, much as voltage drives current around an electric circuit. For a coil it is the number of turns times the current: 200 turns carrying 0.5 A give 100 ampere-turns (At).',
        'The SI unit is simply the ampere, since a number of turns has no unit, but engineers write ampere-turns to keep the winding in view. Kiloampere-turns suit large machines and electromagnets, and milliampere-turns sensitive relays and small sensors.',
      ],
      list: ['1 kAt = 1,000 At', '1 At = 1,000 mAt', '100 turns × 20 mA = 2 At = 2,000 mAt'],
    },
    {
      heading: 'Magnetic circuits',
      paragraphs: [
        "The magnetic counterpart of Ohm's law says that flux equals magnetomotive force divided by reluctance. Air gaps have a high reluctance, so most of the mmf of a relay or motor is spent pushing flux across its gap, which is why a small change in the gap makes a large difference to the current a coil needs.",
        'Magnetomotive force is magnetic field strength summed along a path: a uniform field of H amperes per meter along a path ℓ meters long accounts for H × ℓ ampere-turns. That links this page with the magnetic field strength converter.',
      ],
    },
    {
      heading: 'Older units and practical use',
      paragraphs: [
        'The CGS unit of magnetomotive force is the gilbert, 10/(4π) ampere-turns, about 0.7958 At. It appears in older magnet and transformer literature; multiply gilberts by about 0.7958 to get ampere-turns for use here.',
        'Relay and solenoid data sheets often give the pull-in mmf in ampere-turns. Any combination of turns and current that reaches it will do, so dividing the required ampere-turns by the available current gives the number of turns needed.',
      ],
    },
  ],
};

export const magneticFieldStrengthPage: ConverterPage = {
  slug: 'magnetic-field-strength',
  quantity: 'magnetic-field-strength',
  defaultFrom: 'A-per-m',
  defaultTo: 'Oe',
  group: 'electrical',
  name: 'Magnetic Field Strength',
  heading: 'Magnetic Field Strength Converter',
  title: 'Magnetic Field Strength Converter – A/m, Oersted & A/cm',
  description:
    'Convert magnetic field strength H between amperes per meter, oersteds and amperes per centimeter. One oersted is 1000/(4π) A/m, about 79.5775 A/m.',
  keywords: [
    'magnetic field strength converter',
    'oersted to a/m',
    'a/m to oersted',
    'h field units',
    'amperes per meter',
    'coercivity units',
  ],
  intro: 'Convert magnetic field strength H between amperes per meter, oersteds and amperes per centimeter.',
  formula: ['1 Oe = 1000/(4π) A/m ≈ 79.5775 A/m', '1 A/cm = 100 A/m ≈ 1.2566 Oe'],
  examples: [
    { value: 1, from: 'Oe', to: 'A-per-m' },
    { value: 1000, from: 'A-per-m', to: 'Oe' },
    { value: 1, from: 'A-per-cm', to: 'Oe' },
    { value: 12000, from: 'Oe', to: 'A-per-cm' },
    { value: 50, from: 'A-per-cm', to: 'A-per-m' },
  ],
  related: [
    'magnetic-flux-density',
    'magnetomotive-force',
    'linear-current-density',
    'magnetic-flux',
    'inductance',
    'electric-field-strength',
  ],
  article: [
    {
      heading: 'What H measures',
      paragraphs: [
        'Magnetic field strength H describes the magnetizing field produced by currents, measured in amperes per meter (A/m). It differs from magnetic flux density B, in teslas, which also includes the response of the material. In a vacuum the two are tied by the magnetic constant: B = μ₀H, with μ₀ ≈ 4π × 10⁻⁷ T·m/A.',
        'The CGS unit is the oersted (Oe), defined as 1000/(4π) A/m, about 79.5775 A/m. Conversely, 1 kA/m is about 12.566 Oe.',
      ],
      list: ['1 Oe ≈ 79.5775 A/m', '1 A/m ≈ 0.012566 Oe', '1 A/cm = 100 A/m ≈ 1.2566 Oe', '1 kOe ≈ 79.5775 kA/m'],
    },
    {
      heading: 'Where it is used',
      paragraphs: [
        'Magnet and material data sheets give coercivity, the reverse field needed to demagnetize a material, in kA/m or kOe. Sintered neodymium magnets start at an intrinsic coercivity of about 12 kOe (around 955 kA/m), and high-temperature grades exceed 30 kOe, while soft magnetic materials such as electrical steel need only tens of A/m.',
        'Inside a long solenoid, H is the number of turns per meter times the current, so a coil with 1,000 turns per meter carrying 2 A produces 2,000 A/m, about 25.13 Oe.',
      ],
    },
    {
      heading: 'Oersted and gauss',
      paragraphs: [
        'In CGS units a field of 1 Oe in vacuum corresponds to a flux density of 1 gauss, which is why older texts use the two almost interchangeably. They are different quantities, though; gauss and tesla belong in the magnetic flux density converter.',
        "Earth's magnetic field, about 25 to 65 μT at the surface, corresponds to an H of roughly 20 to 52 A/m in air.",
      ],
    },
  ],
};

export const magneticFluxPage: ConverterPage = {
  slug: 'magnetic-flux',
  quantity: 'magnetic-flux',
  defaultFrom: 'Wb',
  defaultTo: 'mWb',
  group: 'electrical',
  name: 'Magnetic Flux',
  heading: 'Magnetic Flux Converter',
  title: 'Magnetic Flux Converter – Webers, mWb, μWb & Maxwells',
  description:
    'Convert magnetic flux between webers, milliwebers, microwebers and maxwells. One weber is 100,000,000 maxwells, the older CGS unit of flux.',
  keywords: [
    'magnetic flux converter',
    'weber to maxwell',
    'maxwell to weber',
    'milliweber',
    'microweber',
    'magnetic flux units',
  ],
  intro: 'Convert magnetic flux between webers, milliwebers, microwebers and maxwells.',
  formula: ['1 Wb = 1,000 mWb = 1,000,000 μWb', '1 Mx = 10⁻⁸ Wb, so 1 μWb = 100 Mx', 'Φ = B × A'],
  examples: [
    { value: 1, from: 'mWb', to: 'uWb' },
    { value: 1, from: 'Wb', to: 'Mx' },
    { value: 500, from: 'Mx', to: 'uWb' },
    { value: 2.5, from: 'uWb', to: 'Mx' },
    { value: 0.02, from: 'Wb', to: 'mWb' },
  ],
  related: [
    'magnetic-flux-density',
    'inductance',
    'magnetomotive-force',
    'magnetic-field-strength',
    'electric-potential',
    'area',
  ],
  article: [
    {
      heading: 'What magnetic flux measures',
      paragraphs: [
        'Magnetic flux Φ is the total magnetic field passing through a surface: for a uniform field perpendicular to an area it is the flux density times the area, Φ = B × A. Its SI unit is the weber (Wb), one tesla times one square meter, which is also one volt-second.',
        "Faraday's law ties flux to voltage: when the flux through a coil changes by one weber per second, one volt is induced in each turn. That is why transformer and motor designers often think of flux in volt-seconds.",
      ],
    },
    {
      heading: 'Common conversions',
      paragraphs: [
        'The maxwell (Mx) is the CGS unit, one gauss times one square centimeter. It is tiny: a flux density of 1 T through 1 cm² is 10,000 Mx, or 100 μWb.',
        "For a coil, the number of turns times the flux, called flux linkage, is also measured in webers (often written weber-turns); dividing it by the current gives the coil's inductance in henries.",
      ],
      list: ['1 Wb = 1,000 mWb', '1 mWb = 1,000 μWb', '1 Wb = 100,000,000 Mx', '1 μWb = 100 Mx', '1 Mx = 0.01 μWb'],
    },
    {
      heading: 'Where it is used',
      paragraphs: [
        'Transformer cores carry flux of the order of milliwebers: a core with a cross-section of 10 cm² at 1.5 T carries 1.5 mWb. Magnet makers sometimes state the total flux of a magnet, measured with a search coil and fluxmeter, in maxwells or microwebers.',
        "Older sensor and magnetic-recording literature gives flux in maxwells or in 'lines', where one line is one maxwell. Converting such values to webers makes them comparable with modern SI data.",
      ],
    },
  ],
};

export const magneticFluxDensityPage: ConverterPage = {
  slug: 'magnetic-flux-density',
  quantity: 'magnetic-flux-density',
  defaultFrom: 'T',
  defaultTo: 'mT',
  group: 'electrical',
  name: 'Magnetic Flux Density',
  heading: 'Magnetic Flux Density Converter',
  title: 'Magnetic Flux Density Converter – Tesla, mT, μT & Gauss',
  description:
    'Convert magnetic flux density between tesla, millitesla, microtesla and gauss. One tesla equals 10,000 gauss; with typical values for magnets and MRI.',
  keywords: [
    'tesla to gauss',
    'gauss to tesla',
    'magnetic flux density converter',
    'millitesla',
    'microtesla',
    'magnetic field units',
  ],
  intro: 'Convert magnetic flux density between tesla, millitesla, microtesla and gauss.',
  formula: ['1 T = 10,000 G (1 G = 10⁻⁴ T)', '1 mT = 10 G; 1 G = 100 μT'],
  examples: [
    { value: 1, from: 'T', to: 'G' },
    { value: 50, from: 'uT', to: 'G' },
    { value: 100, from: 'G', to: 'mT' },
    { value: 1.5, from: 'T', to: 'mT' },
    { value: 0.5, from: 'G', to: 'uT' },
    { value: 5, from: 'mT', to: 'G' },
  ],
  related: [
    'magnetic-flux',
    'magnetic-field-strength',
    'magnetomotive-force',
    'inductance',
    'electric-field-strength',
    'area',
  ],
  article: [
    {
      heading: 'What flux density measures',
      paragraphs: [
        'Magnetic flux density B, often just called the magnetic field, is flux per unit area, and it is what a Hall sensor or a compass responds to. The SI unit is the tesla (T), one weber per square meter. The CGS unit is the gauss (G), exactly 10⁻⁴ T, so 1 T = 10,000 G.',
        'A current-carrying wire across a field feels a force proportional to B: a wire carrying 1 A at right angles to a 1 T field feels 1 newton per meter of its length. That relationship is why the tesla is the natural unit for motors, loudspeakers and sensors.',
      ],
      list: ['1 T = 1,000 mT = 10,000 G', '1 mT = 10 G', '1 G = 0.1 mT = 100 μT', '1 μT = 0.01 G'],
    },
    {
      heading: 'Typical values',
      paragraphs: [
        'Phone magnetometer apps and hobby gaussmeters read in μT or G. Physics and engineering literature uses the tesla, while older texts and many US magnet suppliers still quote gauss.',
      ],
      list: [
        "Earth's field at the surface: about 25 to 65 μT (0.25 to 0.65 G)",
        'Refrigerator magnet: about 5 mT (50 G)',
        'Neodymium magnet surface: roughly 0.3 to 0.6 T',
        'Hospital MRI scanner: 1.5 T or 3 T',
        'Strongest continuous laboratory magnets: about 45 T',
      ],
    },
    {
      heading: 'Flux density versus field strength',
      paragraphs: [
        'B is related to magnetic field strength H through the permeability of the material; in air, B in teslas is about 1.2566 × 10⁻⁶ times H in A/m. In CGS units 1 G in air corresponds to 1 Oe, which is why the two are sometimes confused. This converter handles B only; for A/m and oersteds use the magnetic field strength converter.',
        'Exposure guidance for static magnetic fields is also set in teslas: ICNIRP recommends limiting exposure of the general public to 400 mT.',
      ],
    },
  ],
};

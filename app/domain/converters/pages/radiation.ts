import type { ConverterPage } from '../types';

/** Radiation converters: activity (two pages on one table), exposure and absorbed dose. */

export const radiationPage: ConverterPage = {
  slug: 'radiation',
  quantity: 'radioactivity',
  defaultFrom: 'Bq',
  defaultTo: 'kBq',
  group: 'radiation',
  name: 'Radiation',
  heading: 'Radiation Converter',
  title: 'Radiation Converter – Becquerels, kBq, MBq, GBq & Curies',
  description:
    'Convert radioactivity between becquerels, kilobecquerels, megabecquerels, gigabecquerels and curies, with the exact factor 1 Ci = 37 GBq.',
  keywords: [
    'radiation converter',
    'becquerel converter',
    'Bq to kBq',
    'MBq to mCi',
    'radioactivity units',
    'activity converter',
  ],
  intro: 'Convert radioactivity between the becquerel, its SI multiples and the legacy curie units.',
  formula: ['1 Bq = 1 decay per second; 1 kBq = 1,000 Bq; 1 MBq = 1,000 kBq', '1 Ci = 3.7 × 10¹⁰ Bq = 37 GBq (exact)'],
  examples: [
    { value: 5000, from: 'Bq', to: 'kBq' },
    { value: 1, from: 'GBq', to: 'MBq' },
    { value: 740, from: 'MBq', to: 'mCi' },
    { value: 1, from: 'mCi', to: 'MBq' },
    { value: 37, from: 'kBq', to: 'uCi' },
  ],
  related: ['radiation-activity', 'radiation-exposure', 'radiation-absorbed-dose', 'prefixes', 'time', 'energy'],
  article: [
    {
      heading: 'What radioactivity measures',
      paragraphs: [
        'Activity is the number of atomic nuclei in a sample that decay each second. Its SI unit, the becquerel (Bq), is exactly one decay per second. It is named after Henri Becquerel, who discovered radioactivity in 1896.',
        'One decay per second is a very small rate, so practical values carry SI prefixes that step by 1,000: a kilobecquerel (kBq) is 1,000 Bq, a megabecquerel (MBq) 1,000,000 Bq and a gigabecquerel (GBq) 1,000,000,000 Bq. The older curie (Ci) is exactly 3.7 × 10¹⁰ Bq, so 1 Ci = 37 GBq, 1 mCi = 37 MBq and 1 μCi = 37 kBq.',
        'Activity counts decays; it does not say what kind of radiation is emitted or how much energy a person absorbs. That is the job of absorbed dose, measured in grays.',
      ],
      list: [
        '1 kBq = 1,000 Bq',
        '1 MBq = 1,000 kBq',
        '1 GBq = 1,000 MBq',
        '1 Ci = 37 GBq (exact)',
        '1 mCi = 37 MBq',
        '1 μCi = 37 kBq',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'Within the SI units, each step moves the decimal point three places: 2.5 MBq is 2,500 kBq, and 0.4 GBq is 400 MBq. Converting to curies means dividing by the fixed factor, so 740 MBq is exactly 20 mCi and 1 MBq is about 0.027 mCi.',
        'Activity also changes with time. A source loses half its activity every half-life, so a converted value is valid only at the reference date and time stated on the label or certificate.',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Nuclear medicine works in megabecquerels: a typical diagnostic dose of technetium-99m is a few hundred MBq, while therapeutic iodine-131 treatments reach gigabecquerels. Laboratory check and calibration sources are usually in the kilobecquerel range, and the americium source in a household smoke detector is around 37 kBq, about 1 μCi.',
        'Becquerels are also used for environmental limits, often per kilogram of food or per liter of water. Millicuries and microcuries persist in the US and on older equipment, which is why this converter offers both systems.',
      ],
    },
  ],
};

export const radiationActivityPage: ConverterPage = {
  slug: 'radiation-activity',
  quantity: 'radioactivity',
  defaultFrom: 'Bq',
  defaultTo: 'Ci',
  group: 'radiation',
  name: 'Radiation Activity',
  heading: 'Radiation Activity Converter',
  title: 'Radiation Activity Converter – Curies to Becquerels (Ci to Bq)',
  description:
    'Convert radioactive activity between curies, millicuries, microcuries and becquerels. Translate legacy curie labels with the exact 1 Ci = 3.7 × 10¹⁰ Bq.',
  keywords: [
    'curie to becquerel',
    'Bq to Ci',
    'mCi to MBq',
    'microcurie to kBq',
    'radiation activity converter',
    'curie converter',
  ],
  intro: 'Translate curie-based activity labels into becquerels and back, using the exact definition 1 Ci = 37 GBq.',
  formula: ['1 Ci = 3.7 × 10¹⁰ Bq (exact)', '1 mCi = 37 MBq; 1 μCi = 37 kBq', '1 Bq ≈ 2.7027 × 10⁻¹¹ Ci'],
  examples: [
    { value: 1, from: 'Ci', to: 'Bq' },
    { value: 10, from: 'mCi', to: 'MBq' },
    { value: 1, from: 'uCi', to: 'kBq' },
    { value: 1, from: 'GBq', to: 'mCi' },
    { value: 100, from: 'uCi', to: 'MBq' },
    { value: 185, from: 'MBq', to: 'mCi' },
  ],
  related: ['radiation', 'radiation-exposure', 'radiation-absorbed-dose', 'prefixes', 'time', 'energy'],
  article: [
    {
      heading: 'The curie and the becquerel',
      paragraphs: [
        'The curie, named after Marie and Pierre Curie, was introduced in 1910 as roughly the activity of one gram of radium-226. Because that reference kept being remeasured, it was later fixed at exactly 3.7 × 10¹⁰ decays per second.',
        'In 1975 the becquerel, one decay per second, became the SI unit of activity. Both units measure the same quantity, so converting between them takes a single exact factor: 1 Ci = 37,000,000,000 Bq = 37 GBq, and 1 Bq is about 2.7027 × 10⁻¹¹ Ci.',
      ],
    },
    {
      heading: 'Converting between Bq and Ci',
      paragraphs: [
        'A curie is large, so real labels mostly use millicuries and microcuries. The factor 37 links each curie unit to a becquerel unit: multiply mCi by 37 to get MBq, μCi by 37 to get kBq, and Ci by 37 to get GBq. To go the other way, divide by 37, which is the same as multiplying by about 0.027027.',
        'The same rule reaches smaller units not offered here: a nanocurie is 37 Bq and a picocurie 0.037 Bq. That is how the US radon action level of 4 pCi/L becomes 148 Bq per cubic meter of air.',
      ],
      list: ['1 Ci = 37 GBq', '1 mCi = 37 MBq', '1 μCi = 37 kBq', '1 GBq ≈ 27.027 mCi', '1 MBq ≈ 27.027 μCi'],
    },
    {
      heading: 'Where curie labels still appear',
      paragraphs: [
        'The United States still uses curies widely. Radiopharmaceutical vials, dose calibrators and US license limits are often stated in millicuries, and a smoke detector label typically reads about 1 μCi of americium-241. Industrial radiography sources are rated in tens of curies.',
        'Most other countries use becquerels alone, and international transport documents give activity in becquerels, with curies at most alongside. When records from both systems meet, converting everything to one unit avoids errors of a factor of 37 or of 1,000.',
      ],
    },
  ],
};

export const radiationExposurePage: ConverterPage = {
  slug: 'radiation-exposure',
  quantity: 'radiation-exposure',
  defaultFrom: 'C-per-kg',
  defaultTo: 'R',
  group: 'radiation',
  name: 'Radiation Exposure',
  heading: 'Radiation Exposure Converter',
  title: 'Radiation Exposure Converter – Roentgens, mR & C/kg',
  description:
    'Convert radiation exposure between coulombs per kilogram, roentgens and milliroentgens, using the exact definition 1 R = 2.58 × 10⁻⁴ C/kg.',
  keywords: [
    'radiation exposure converter',
    'roentgen to C/kg',
    'C/kg to R',
    'milliroentgen',
    'roentgen converter',
    'exposure units',
  ],
  intro: 'Convert X-ray and gamma-ray exposure between coulombs per kilogram, roentgens and milliroentgens.',
  formula: ['1 R = 2.58 × 10⁻⁴ C/kg (exact)', '1 mR = 2.58 × 10⁻⁷ C/kg', '1 C/kg ≈ 3,875.969 R'],
  examples: [
    { value: 1, from: 'C-per-kg', to: 'R' },
    { value: 1, from: 'R', to: 'C-per-kg' },
    { value: 500, from: 'mR', to: 'R' },
    { value: 2, from: 'R', to: 'mR' },
    { value: 0.001, from: 'C-per-kg', to: 'mR' },
  ],
  related: ['radiation-absorbed-dose', 'radiation', 'radiation-activity', 'prefixes', 'energy', 'time'],
  article: [
    {
      heading: 'What exposure measures',
      paragraphs: [
        'Exposure describes how strongly X-rays or gamma rays ionize air: the electric charge of the ions of one sign they free in each kilogram of air. Its SI unit is the coulomb per kilogram (C/kg), which has no special name.',
        'The roentgen (R), named after Wilhelm Röntgen, who discovered X-rays in 1895, is the legacy unit and is defined as exactly 2.58 × 10⁻⁴ C/kg. One coulomb per kilogram is therefore about 3,876 R, and a milliroentgen (mR) is 2.58 × 10⁻⁷ C/kg.',
        'Exposure is defined only for X-rays and gamma rays, only in air, and only up to photon energies of a few MeV.',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'Roentgens to milliroentgens is a factor of 1,000, so a reading of 0.5 R is 500 mR. Going to SI units gives small numbers: 1 mR is 0.258 μC/kg, which is why instruments stayed in roentgens long after SI units arrived.',
        'Exposure is not absorbed dose. One roentgen of typical gamma rays deposits about 8.76 mGy in air and, for soft tissue, roughly 9.6 mGy (0.96 rad). That closeness gave rise to the old rule of thumb that 1 R is about 1 rad, but converting exposure to dose is a physical estimate, not a unit change, so this converter does not do it.',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Many survey meters and Geiger counters, especially older US and civil defense instruments, read in mR/h or R/h. X-ray equipment output and shielding surveys were traditionally quoted in roentgens as well.',
        'Coulombs per kilogram appear in SI documents and textbooks. In modern calibration work, exposure has largely been replaced by air kerma, which is measured in grays.',
      ],
    },
  ],
};

export const radiationAbsorbedDosePage: ConverterPage = {
  slug: 'radiation-absorbed-dose',
  quantity: 'radiation-absorbed-dose',
  defaultFrom: 'Gy',
  defaultTo: 'mGy',
  group: 'radiation',
  name: 'Radiation Absorbed Dose',
  heading: 'Radiation Absorbed Dose Converter',
  title: 'Absorbed Dose Converter – Gray, Milligray, Rad & Millirad',
  description:
    'Convert absorbed radiation dose between grays, milligrays, rads and millirads. 1 Gy = 1 J/kg and 1 rad = 0.01 Gy exactly, with no rounding in the factors.',
  keywords: [
    'absorbed dose converter',
    'gray to rad',
    'rad to gray',
    'Gy to mGy',
    'millirad to milligray',
    'radiation dose units',
  ],
  intro: 'Convert absorbed radiation dose between grays, milligrays, rads and millirads with exact factors.',
  formula: ['1 Gy = 1 J/kg = 1,000 mGy', '1 rad = 0.01 Gy = 10 mGy (exact)', '1 mrad = 0.01 mGy'],
  examples: [
    { value: 1, from: 'Gy', to: 'rad' },
    { value: 100, from: 'rad', to: 'Gy' },
    { value: 2, from: 'Gy', to: 'mGy' },
    { value: 50, from: 'mrad', to: 'mGy' },
    { value: 10, from: 'mGy', to: 'rad' },
  ],
  related: ['radiation-exposure', 'radiation', 'radiation-activity', 'energy', 'weight', 'prefixes'],
  article: [
    {
      heading: 'What absorbed dose measures',
      paragraphs: [
        'Absorbed dose is the energy that ionizing radiation deposits per kilogram of the material it passes through. Its SI unit, the gray (Gy), named after the physicist Louis Harold Gray, is one joule per kilogram. It applies to any kind of radiation and any material.',
        'The rad is the older unit, defined as 100 ergs per gram, which is exactly 0.01 Gy. So 1 Gy = 100 rad, 1 rad = 10 mGy, and 1 mrad = 0.01 mGy.',
        'Absorbed dose is not the same as equivalent or effective dose, measured in sieverts. Sieverts also have the dimension J/kg, but they weight the absorbed dose by the type of radiation and the sensitivity of the tissues, so turning grays into sieverts needs those weighting factors, not a unit factor. This converter covers absorbed dose only.',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'Grays to rads is a factor of 100, so 2 Gy is 200 rad and 50 rad is 0.5 Gy. A centigray equals one rad, which is why older radiotherapy records in rads carry over directly to cGy.',
        'Small doses are easier in milli-units: 50 mrad is 0.5 mGy, and 10 mGy is 1 rad.',
      ],
      list: ['1 Gy = 100 rad = 1,000 mGy', '1 rad = 10 mGy', '1 mGy = 100 mrad', '1 mrad = 0.01 mGy'],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Radiation therapy prescribes doses in grays, often a total of several tens of grays given in daily fractions of about 2 Gy. Diagnostic imaging reports doses in milligrays, such as the CT dose index shown on scanner consoles.',
        'Rads and millirads still appear in older US records, textbooks and some regulations. Industrial uses such as sterilizing medical supplies and irradiating food work with thousands of grays.',
      ],
    },
  ],
};

/** The radiation group in SPEC §2 order. */
export const radiationPages: readonly ConverterPage[] = [
  radiationPage,
  radiationActivityPage,
  radiationExposurePage,
  radiationAbsorbedDosePage,
];

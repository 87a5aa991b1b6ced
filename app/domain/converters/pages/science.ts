import type { ConverterPage } from '../types';

/** Science and technology converters: data rates, sound levels, type sizes, lumber volume and metric prefixes. */

export const dataTransferPage: ConverterPage = {
  slug: 'data-transfer',
  quantity: 'data-transfer',
  defaultFrom: 'bps',
  defaultTo: 'Kbps',
  group: 'science',
  name: 'Data Transfer',
  heading: 'Data Transfer Converter',
  title: 'Data Transfer Rate Converter – Mbps to MB/s, Kbps, Gbps & More',
  description:
    'Convert data transfer rates between bps, Kbps, Mbps, Gbps, B/s, KB/s and MB/s, using decimal networking prefixes and 8 bits to the byte.',
  keywords: [
    'data transfer rate converter',
    'Mbps to MB/s',
    'MB/s to Mbps',
    'Gbps to MB/s',
    'internet speed converter',
    'bits to bytes per second',
  ],
  intro: 'Convert network and download speeds between bits per second and bytes per second.',
  formula: ['1 byte = 8 bits, so 1 B/s = 8 bps', '1 Kbps = 1,000 bps; 1 KB/s = 1,000 B/s', '1 MB/s = 8 Mbps'],
  examples: [
    { value: 100, from: 'Mbps', to: 'MBps' },
    { value: 1, from: 'Gbps', to: 'MBps' },
    { value: 25, from: 'MBps', to: 'Mbps' },
    { value: 56, from: 'Kbps', to: 'KBps' },
    { value: 1500, from: 'Kbps', to: 'Mbps' },
  ],
  related: ['data', 'time', 'prefixes', 'speed', 'sound', 'typography'],
  article: [
    {
      heading: 'What data transfer rate measures',
      paragraphs: [
        'A data transfer rate is the amount of data moved per second, over a network cable, a radio link or a bus between devices. Networks count in bits per second (bps), while software usually counts in bytes per second (B/s).',
        'This converter uses the networking convention of decimal steps: 1 Kbps = 1,000 bps, 1 KB/s = 1,000 B/s, and 1 byte = 8 bits. The storage-oriented Data converter on this site uses binary steps of 1,024 instead, so the two should not be mixed.',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'Internet plans are advertised in megabits per second, but browsers and download managers show megabytes per second. To go from Mbps to MB/s, divide by 8: a 100 Mbps connection moves at most 12.5 MB/s, and 1 Gbps is 125 MB/s.',
        'The same factor helps estimate download times. A 1,000 MB file needs 8,000 megabits, so at 100 Mbps it takes at least 80 seconds. Real transfers are slower, because protocol overhead, Wi-Fi conditions and the server all take their share.',
      ],
      list: ['1 Mbps = 125 KB/s', '8 Mbps = 1 MB/s', '100 Mbps = 12.5 MB/s', '1 Gbps = 1,000 Mbps = 125 MB/s'],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Bits per second and kilobits per second describe slow links such as serial ports, sensors and the 56 Kbps dial-up modems of the past. Megabits per second are the unit of broadband plans and video streaming, where high-definition video needs around 5 Mbps. Gigabits per second describe fiber connections, Ethernet ports and data center links.',
        "Bytes per second appear wherever files are involved: download progress bars, cloud sync tools and disk benchmarks quoted in MB/s. Watch the letter case: a lowercase 'b' means bits and an uppercase 'B' means bytes, an eightfold difference.",
      ],
    },
  ],
};

export const soundPage: ConverterPage = {
  slug: 'sound',
  quantity: 'sound',
  defaultFrom: 'dB',
  defaultTo: 'B',
  group: 'science',
  name: 'Sound',
  heading: 'Sound Converter',
  title: 'Sound Level Converter – Decibels, Bels & Nepers (dB, B, Np)',
  description:
    'Convert sound and signal levels between decibels, bels and nepers: 1 B = 10 dB and 1 Np ≈ 8.6859 dB. Changing the unit never changes the loudness.',
  keywords: [
    'sound level converter',
    'decibel converter',
    'dB to bel',
    'neper to decibel',
    'dB to Np',
    'logarithmic units',
  ],
  intro: 'Convert a sound or signal level between decibels, bels and nepers, the three units of logarithmic level.',
  formula: ['1 B = 10 dB', '1 Np = 20/ln(10) dB ≈ 8.6859 dB', '1 dB ≈ 0.1151 Np'],
  examples: [
    { value: 60, from: 'dB', to: 'B' },
    { value: 3, from: 'B', to: 'dB' },
    { value: 1, from: 'Np', to: 'dB' },
    { value: 20, from: 'dB', to: 'Np' },
    { value: 0.5, from: 'Np', to: 'B' },
  ],
  related: ['energy', 'electric-potential', 'prefixes', 'data-transfer', 'time', 'typography'],
  article: [
    {
      heading: 'What decibels, bels and nepers measure',
      paragraphs: [
        'Decibels are a logarithmic level scale: they express the ratio of a quantity to a reference value, such as a sound pressure compared with 20 μPa, the usual threshold of hearing. Each 10 dB step means ten times the power.',
        'The bel, named after Alexander Graham Bell, is the base-10 logarithm of a power ratio, and the decibel is a tenth of it, so dB = 10 × B. The neper, named after John Napier, uses the natural logarithm of an amplitude ratio instead, which makes 1 Np = 20/ln(10) dB, about 8.6859 dB.',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'Converting between dB, B and Np changes the unit of the level, not the loudness: 60 dB, 6 B and about 6.9078 Np all describe the same sound. Because all three are already logarithmic, the conversion is a simple multiplication.',
        'Turning a level back into a ratio is a different calculation that this converter does not do. As a guide, +10 dB is ten times the power, +3 dB about twice the power and +6 dB about twice the sound pressure. Levels also do not add directly: two equal 60 dB sources together give about 63 dB, not 120 dB.',
      ],
      list: ['1 B = 10 dB', '1 Np ≈ 8.6859 dB', '1 dB ≈ 0.1151 Np', '+10 dB = 10 × the power', '+3 dB ≈ 2 × the power'],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'The decibel is the everyday unit for sound levels, amplifier gain, signal strength and noise limits. Normal conversation is around 60 dB, and long exposure above about 85 dB can damage hearing. Suffixes such as dB SPL, dBA or dBm name the reference or weighting; converting to bels or nepers keeps that reference unchanged.',
        'The bel itself is rarely used, since its steps are too coarse. The neper appears in physics, acoustics and telecommunications, for example in attenuation per meter, where natural logarithms make the equations simpler.',
      ],
    },
  ],
};

export const typographyPage: ConverterPage = {
  slug: 'typography',
  quantity: 'typography',
  defaultFrom: 'px',
  defaultTo: 'pt',
  group: 'science',
  name: 'Typography',
  heading: 'Typography Converter',
  title: 'Typography Converter – Pixels, Points, em & rem (px to pt)',
  description:
    'Convert font and layout sizes between CSS pixels, points, em and rem, using 96 px per inch (1 pt = 4/3 px) and the 16 px browser default font size.',
  keywords: [
    'typography converter',
    'px to pt',
    'pt to px',
    'px to rem',
    'rem to px',
    'em to px',
    'font size converter',
  ],
  intro: 'Convert type sizes between pixels, points, em and rem using the CSS definitions and a 16 px base font size.',
  formula: ['1 pt = 4/3 px (96 px = 72 pt = 1 in)', '1 em = 1 rem = 16 px (browser default font size)'],
  examples: [
    { value: 16, from: 'px', to: 'pt' },
    { value: 12, from: 'pt', to: 'px' },
    { value: 1.5, from: 'rem', to: 'px' },
    { value: 24, from: 'px', to: 'em' },
    { value: 10, from: 'pt', to: 'rem' },
    { value: 2, from: 'em', to: 'pt' },
  ],
  related: ['length', 'data', 'prefixes', 'area', 'data-transfer', 'sound'],
  article: [
    {
      heading: 'What the typography units measure',
      paragraphs: [
        'CSS ties its absolute units to the inch: one inch is 96 px and 72 pt, so 1 pt = 4/3 px and 1 px = 0.75 pt. The CSS pixel is a reference unit rather than a physical screen dot; high-density displays draw each CSS pixel with several device pixels.',
        'The em equals the font size of the current element and the rem the font size of the root element, so both are relative units. This converter takes em and rem as 16 px, the default font size of browsers. If a stylesheet or the reader changes that base size, scale the result in proportion.',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'The most common pair is 12 pt = 16 px = 1 rem: the usual body size of a word processor matches the default body size of a web page. Likewise 24 px is 18 pt or 1.5 rem, and 10 pt is about 13.33 px.',
        "Designers convert pixel values from mockups into rem so that text and spacing follow the reader's preferred font size, an accessibility gain. Points come in when print documents or PDFs are rebuilt for the web.",
      ],
      list: ['1 px = 0.75 pt', '12 pt = 16 px', '1 rem = 16 px = 12 pt', '1 in = 96 px = 72 pt'],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        "Points are the unit of word processors, print design and PDF; the 72-per-inch point is the desktop publishing point, slightly larger than the traditional printer's point. Pixels suit borders, images and fixed layout details on screen.",
        "Rem is the usual choice for font sizes and spacing in modern CSS, since every value scales from one root setting. Em is handy for padding that should grow with a component's own text, but em values compound when elements are nested, which can make them harder to predict.",
      ],
    },
  ],
};

export const volumeLumberPage: ConverterPage = {
  slug: 'volume-lumber',
  quantity: 'volume-lumber',
  units: ['bdft', 'ft3', 'm3', 'in3'],
  defaultFrom: 'bdft',
  defaultTo: 'ft3',
  group: 'science',
  name: 'Lumber Volume',
  heading: 'Lumber Volume Converter',
  title: 'Lumber Volume Converter – Board Feet, Cubic Feet & Cubic Meters',
  description:
    'Convert lumber volume between board feet, cubic feet, cubic meters and cubic inches. 1 board foot = 144 in³ = 1/12 ft³, and 1 m³ ≈ 423.776 bd ft.',
  keywords: [
    'board feet calculator',
    'board feet to cubic feet',
    'board feet to cubic meters',
    'lumber volume converter',
    'cubic meters to board feet',
    'timber volume',
  ],
  intro: 'Convert lumber and timber volumes between board feet, cubic feet, cubic meters and cubic inches.',
  formula: [
    '1 bd ft = 144 in³ = 1/12 ft³ (exact)',
    'bd ft = thickness (in) × width (in) × length (ft) ÷ 12',
    '1 m³ ≈ 423.776 bd ft',
  ],
  examples: [
    { value: 1, from: 'bdft', to: 'in3' },
    { value: 12, from: 'bdft', to: 'ft3' },
    { value: 1, from: 'm3', to: 'bdft' },
    { value: 100, from: 'bdft', to: 'm3' },
    { value: 1000, from: 'bdft', to: 'm3' },
  ],
  related: ['volume', 'length', 'area', 'weight', 'prefixes', 'currency'],
  article: [
    {
      heading: 'What a board foot measures',
      paragraphs: [
        'The board foot (bd ft) is a unit of volume, despite its name: the volume of a board 1 inch thick, 12 inches wide and 12 inches long. That is 144 cubic inches, exactly one twelfth of a cubic foot.',
        'Since an inch is exactly 2.54 cm, a board foot is exactly 0.002359737216 m³, and one cubic meter is about 423.776 board feet.',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'To tally a board, multiply its thickness and width in inches by its length in feet and divide by 12. A 2×6 that is 12 feet long is 2 × 6 × 12 ÷ 12 = 12 board feet, which is one cubic foot. Buyers convert to cubic meters to compare North American prices per board foot or per thousand board feet (MBF) with prices per cubic meter elsewhere.',
        'Softwood lumber is usually tallied at its nominal size, not its dressed size. A nominal 2×4 actually measures 1.5 × 3.5 inches, so the wood really present is about two thirds of the board-foot tally. This converter converts whatever volume you enter and does not apply that correction.',
      ],
      list: [
        '1 bd ft = 144 in³',
        '12 bd ft = 1 ft³',
        '1 bd ft ≈ 0.00236 m³',
        '1 m³ ≈ 423.776 bd ft',
        '1,000 bd ft (1 MBF) ≈ 2.36 m³',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Board feet are the trade unit for lumber in the United States and Canada, especially hardwoods, which are sold rough by the board foot with thickness in quarters of an inch (4/4 is 1 inch, 8/4 is 2 inches). Sawmills and log buyers estimate board feet in logs with scaling rules such as Doyle, Scribner and the International ¼-inch rule, which give different figures for the same log.',
        'Cubic meters are the timber unit in most other countries and in international trade. Cubic feet describe firewood, where a full cord is 128 ft³, and cubic inches suit small pieces such as carving and turning blanks.',
      ],
    },
  ],
};

export const prefixesPage: ConverterPage = {
  slug: 'prefixes',
  quantity: 'prefixes',
  defaultFrom: 'one',
  defaultTo: 'k',
  group: 'science',
  name: 'Metric Prefixes',
  heading: 'Metric Prefixes Converter',
  title: 'Metric Prefix Converter – Kilo, Mega, Giga, Milli, Micro & Nano',
  description:
    'Convert between metric prefixes: the plain unit, kilo, mega, giga, tera, milli, micro and nano. Every step is a power of ten, whatever the unit.',
  keywords: [
    'metric prefix converter',
    'SI prefixes',
    'kilo mega giga',
    'milli micro nano',
    'nano to micro',
    'giga to mega',
  ],
  intro: 'Move a value between metric prefixes, from nano to tera, for any SI unit.',
  formula: ['k = 10³, M = 10⁶, G = 10⁹, T = 10¹²', 'm = 10⁻³, μ = 10⁻⁶, n = 10⁻⁹'],
  examples: [
    { value: 1, from: 'k', to: 'one' },
    { value: 2.5, from: 'G', to: 'M' },
    { value: 1, from: 'm', to: 'u' },
    { value: 470, from: 'n', to: 'u' },
    { value: 1, from: 'T', to: 'G' },
    { value: 0.25, from: 'one', to: 'm' },
  ],
  related: ['length', 'weight', 'data', 'energy', 'electric-potential', 'electrostatic-capacitance'],
  article: [
    {
      heading: 'What metric prefixes mean',
      paragraphs: [
        'A metric prefix multiplies a unit by a power of ten, and it means the same thing on every unit: kilo is 1,000 in kilometer, kilogram and kilowatt alike. This converter works with the bare prefixes, so the unit itself stays whatever you have in mind.',
        "Letter case matters. Capital M is mega (a million) and lowercase m is milli (a thousandth), so MW and mW differ by a factor of 10⁹. Kilo is a lowercase k, and the micro sign μ is often typed as a plain 'u', as in uF for microfarads.",
      ],
      list: [
        'tera (T) = 10¹² = 1,000,000,000,000',
        'giga (G) = 10⁹ = 1,000,000,000',
        'mega (M) = 10⁶ = 1,000,000',
        'kilo (k) = 10³ = 1,000',
        'milli (m) = 10⁻³ = 0.001',
        'micro (μ) = 10⁻⁶ = 0.000001',
        'nano (n) = 10⁻⁹ = 0.000000001',
      ],
    },
    {
      heading: 'Common conversions and why',
      paragraphs: [
        'Changing a prefix shifts the decimal point by the difference of the exponents. From giga to mega is three places, so 2.5 GHz is 2,500 MHz. From nano to micro is three places the other way, so a 470 nF capacitor is 0.47 μF.',
        'These conversions come up whenever two sources pick different prefixes for the same quantity, such as a datasheet in microamps and a meter in milliamps, or a wavelength in nanometers compared with one in micrometers.',
      ],
    },
    {
      heading: 'Where each prefix is used',
      paragraphs: [
        'Kilo, mega, giga and tera scale up power plants (MW, GW), radio and processor frequencies (MHz, GHz) and data sizes. Milli, micro and nano scale down electronics (mA, μF, ns), medicine doses (mg, μg) and the wavelengths of light (nm).',
        'SI prefixes are always decimal. Computer storage often uses 1,024 steps instead, which is why the Data converter on this site follows that convention and why the IEC binary prefixes such as kibi (Ki) exist. Since 2022 the SI has 24 prefixes, from quecto (10⁻³⁰) to quetta (10³⁰).',
      ],
    },
  ],
};

/** The science and technology group in SPEC §2 order. */
export const sciencePages: readonly ConverterPage[] = [
  dataTransferPage,
  soundPage,
  typographyPage,
  volumeLumberPage,
  prefixesPage,
];

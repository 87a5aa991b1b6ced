import type { ConverterPage } from '../types';

/** Common converters for geometric and mechanical measures: length, weight, area, volume, speed. */

export const lengthPage: ConverterPage = {
  slug: 'length',
  quantity: 'length',
  defaultFrom: 'm',
  defaultTo: 'km',
  group: 'common',
  name: 'Length',
  heading: 'Length Converter',
  title: 'Length Converter – Meters, Feet, Miles & More',
  description:
    'Convert length between meters, kilometers, centimeters, millimeters, miles, yards, feet and inches, using the exact international definitions.',
  keywords: [
    'length converter',
    'meters to feet',
    'feet to meters',
    'inches to centimeters',
    'miles to kilometers',
    'distance converter',
  ],
  intro: 'Convert between metric and US customary lengths, from millimeters to miles, with exact factors.',
  formula: ['1 in = 2.54 cm, 1 ft = 0.3048 m, 1 yd = 0.9144 m (exact)', '1 mi = 5,280 ft = 1,609.344 m (exact)'],
  examples: [
    { value: 1, from: 'm', to: 'ft' },
    { value: 5, from: 'km', to: 'mi' },
    { value: 12, from: 'in', to: 'cm' },
    { value: 100, from: 'yd', to: 'm' },
    { value: 26.2, from: 'mi', to: 'km' },
    { value: 500, from: 'mm', to: 'in' },
  ],
  related: ['feet-to-meters', 'area', 'volume', 'speed', 'weight', 'typography'],
  article: [
    {
      heading: 'Common length conversions',
      paragraphs: [
        'Metric lengths step by powers of ten: a kilometer is 1,000 meters, a meter is 100 centimeters, and a centimeter is 10 millimeters. US customary lengths use their own ratios: 12 inches make a foot, 3 feet make a yard, and 5,280 feet make a mile.',
        'Since 1959 the customary units have been defined through the meter, so the links between the two systems are exact rather than measured. One inch is exactly 2.54 cm, one foot 0.3048 m, one yard 0.9144 m and one mile 1,609.344 m. Going the other way gives long decimals: a meter is about 3.2808 feet or 39.3701 inches, and a kilometer is about 0.6214 miles.',
      ],
      list: [
        '1 in = 2.54 cm = 25.4 mm',
        '1 ft = 30.48 cm',
        '1 yd = 0.9144 m',
        '1 mi = 1.609344 km',
        '1 m ≈ 3.2808 ft ≈ 1.0936 yd',
        '1 km ≈ 0.6214 mi',
      ],
    },
    {
      heading: 'Why convert length units',
      paragraphs: [
        'The United States builds, drives and measures people in feet, inches and miles, while science, medicine and nearly every other country work in metric. Reading a foreign product sheet, following plans drawn abroad or comparing running distances quickly brings both systems together.',
        'Shortcuts cause real errors. Treating an inch as 2.5 cm is off by about 1.6%, which is enough to make a bolt, a shelf bracket or a replacement part not fit. This converter uses the exact factors and rounds only the displayed result.',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Millimeters are the working unit of engineering drawings, rainfall totals and camera specifications. Centimeters suit body measurements and clothing in most of the world, while meters and kilometers cover rooms, buildings, road distances and sport. In the US, inches size lumber, pipe and tools, feet measure rooms and ceilings, and miles measure roads. Inches are also the worldwide unit for screen diagonals, and feet the usual unit of aircraft altitude.',
        'Sport shows both systems side by side: track events are run in meters, a marathon is 42.195 km (about 26.2 miles), and American football fields are marked in yards.',
        'Until the end of 2022, many US land surveys used the US survey foot of 1200/3937 m, about two parts per million longer than the international foot. It has since been retired, and this converter uses the international foot of exactly 0.3048 m. The difference only matters over long surveyed distances.',
      ],
    },
  ],
};

export const weightPage: ConverterPage = {
  slug: 'weight',
  quantity: 'weight',
  defaultFrom: 'kg',
  defaultTo: 'g',
  group: 'common',
  name: 'Weight',
  heading: 'Weight Converter',
  title: 'Weight Converter – Kilograms, Pounds, Ounces & Tons',
  description:
    'Convert weight and mass between kilograms, grams, milligrams, metric tons, pounds, ounces and US tons, based on the exact international pound.',
  keywords: [
    'weight converter',
    'kg to lbs',
    'pounds to kilograms',
    'grams to ounces',
    'mass converter',
    'metric ton to US ton',
  ],
  intro: 'Convert mass between metric units, pounds, ounces and tons using the exact definition of the pound.',
  formula: [
    '1 lb = 0.45359237 kg (exact)',
    '1 oz = 1/16 lb = 28.349523125 g (exact)',
    '1 US ton = 2,000 lb = 907.18474 kg',
  ],
  examples: [
    { value: 1, from: 'kg', to: 'lb' },
    { value: 150, from: 'lb', to: 'kg' },
    { value: 250, from: 'g', to: 'oz' },
    { value: 16, from: 'oz', to: 'g' },
    { value: 1, from: 't', to: 'ton' },
    { value: 500, from: 'mg', to: 'g' },
  ],
  related: ['kg-to-lbs', 'volume', 'length', 'area', 'energy', 'temperature'],
  article: [
    {
      heading: 'Common weight conversions',
      paragraphs: [
        'The kilogram is the SI base unit of mass. A gram is a thousandth of a kilogram, a milligram a thousandth of a gram, and a metric ton (tonne) is 1,000 kg. The avoirdupois pound used in the US and UK is defined as exactly 0.45359237 kg, so one kilogram is about 2.2046 pounds.',
        'An ounce is one sixteenth of a pound, exactly 28.349523125 g, and a US ton (short ton) is 2,000 pounds, or 907.18474 kg. A metric ton is therefore about 2,204.62 pounds, roughly 10% more than a US ton.',
      ],
      list: [
        '1 kg ≈ 2.2046 lb ≈ 35.274 oz',
        '1 lb = 16 oz = 453.59237 g',
        '1 oz ≈ 28.3495 g',
        '1 t = 1,000 kg ≈ 1.1023 US tons',
        '1 US ton = 907.18474 kg',
      ],
    },
    {
      heading: 'Weight or mass?',
      paragraphs: [
        'Strictly, kilograms and pounds measure mass, the amount of matter in an object, while weight is the force gravity exerts on it, measured in newtons. In everyday language the words are interchangeable, and a bathroom or kitchen scale reading in kilograms or pounds is a mass reading.',
        'That is why this converter can switch between kilograms and pounds directly: both are units of mass. Converting to newtons would need a value for local gravity, which varies slightly with latitude and altitude.',
      ],
    },
    {
      heading: 'Where these units are used',
      paragraphs: [
        'Grams and kilograms are used for food labels, parcels and body weight in most countries. Milligrams appear on medicine and supplement labels, where doses such as 500 mg are common. In the US, groceries, body weight and shipping are quoted in pounds and ounces, and heavy loads such as vehicles and freight in tons.',
        "Be careful with 'ton': the US short ton (2,000 lb), the British long ton (2,240 lb, about 1,016.05 kg) and the metric ton (1,000 kg) are three different units. This converter offers the metric ton and the US ton. Precious metals use yet another unit, the troy ounce of 31.1034768 g, which is heavier than the ordinary ounce used here.",
      ],
    },
  ],
};

export const areaPage: ConverterPage = {
  slug: 'area',
  quantity: 'area',
  defaultFrom: 'm2',
  defaultTo: 'km2',
  group: 'common',
  name: 'Area',
  heading: 'Area Converter',
  title: 'Area Converter – Square Meters, Square Feet, Acres & Hectares',
  description:
    'Convert area between square meters, square kilometers, square centimeters, square miles, square feet, acres and hectares with exact factors.',
  keywords: [
    'area converter',
    'square feet to square meters',
    'acres to hectares',
    'hectares to acres',
    'square miles to square kilometers',
    'land area converter',
  ],
  intro: 'Convert floor, land and map areas between metric units, square feet, acres and square miles.',
  formula: ['1 ft² = 0.09290304 m² (exact)', '1 acre = 43,560 ft² = 4,046.8564224 m²', '1 ha = 10,000 m²'],
  examples: [
    { value: 1, from: 'm2', to: 'ft2' },
    { value: 2000, from: 'ft2', to: 'm2' },
    { value: 1, from: 'ac', to: 'm2' },
    { value: 50, from: 'ha', to: 'ac' },
    { value: 1, from: 'mi2', to: 'km2' },
  ],
  related: ['length', 'volume', 'volume-lumber', 'feet-to-meters', 'weight', 'speed'],
  article: [
    {
      heading: 'Common area conversions',
      paragraphs: [
        'An area unit is a length unit squared, so area factors are the squares of length factors. Because a foot is exactly 0.3048 m, a square foot is exactly 0.09290304 m², and a square meter is about 10.7639 ft². The same squaring explains why 1 km² is 1,000,000 m² and 1 m² is 10,000 cm².',
        'Land uses larger units. A hectare is a square 100 m on a side, 10,000 m². An acre is 43,560 ft², exactly 4,046.8564224 m², so a hectare is about 2.4711 acres. A square mile holds exactly 640 acres and is about 2.59 km².',
      ],
      list: [
        '1 m² ≈ 10.7639 ft²',
        '1 ft² ≈ 0.0929 m²',
        '1 ha = 10,000 m² ≈ 2.4711 ac',
        '1 ac ≈ 0.4047 ha',
        '1 mi² = 640 ac ≈ 2.59 km²',
        '1 km² = 100 ha ≈ 0.3861 mi²',
      ],
    },
    {
      heading: 'Why area conversions go wrong',
      paragraphs: [
        'The most frequent mistake is applying a length factor to an area. A room of 4 m × 5 m is 20 m²; multiplying 20 by the feet-per-meter factor of 3.2808 gives about 65.6, but the real answer is about 215.3 ft², because both sides have to be converted. Use an area converter, or convert each side first and then multiply.',
        'Listings also mix conventions: apartment sizes abroad are usually given in square meters, US homes in square feet, farmland in hectares or acres, and countries and national parks in square kilometers or square miles.',
      ],
    },
    {
      heading: 'Where these units are used',
      paragraphs: [
        'Square feet dominate US real estate, flooring and paint coverage. Acres are the US and UK unit for building lots and farms, and hectares are the metric counterpart used for agriculture and forestry in most of the world. Square centimeters suit small surfaces such as circuit boards or fabric samples.',
        'Some older US land records use the survey acre, based on the former US survey foot, which is about 4,046.87 m². It differs from the international acre by only about four parts per million, so the difference matters only for large surveyed tracts.',
      ],
    },
  ],
};

export const volumePage: ConverterPage = {
  slug: 'volume',
  quantity: 'volume',
  defaultFrom: 'm3',
  defaultTo: 'L',
  group: 'common',
  name: 'Volume',
  heading: 'Volume Converter',
  title: 'Volume Converter – Liters, Gallons, Cubic Feet & More',
  description:
    'Convert volume between liters, milliliters, cubic meters, cubic feet, US gallons, quarts, pints, cups, fluid ounces and UK gallons with exact factors.',
  keywords: [
    'volume converter',
    'liters to gallons',
    'gallons to liters',
    'cubic feet to cubic meters',
    'ml to fl oz',
    'cups to ml',
    'uk gallon to us gallon',
  ],
  intro: 'Convert liquid and bulk volumes between metric units and US and UK customary measures.',
  formula: [
    '1 US gal = 231 in³ = 3.785411784 L (exact)',
    '1 UK gal = 4.54609 L (exact)',
    '1 L = 1,000 mL = 1,000 cm³ = 0.001 m³',
  ],
  examples: [
    { value: 1, from: 'gal', to: 'L' },
    { value: 2, from: 'L', to: 'floz' },
    { value: 250, from: 'mL', to: 'cup' },
    { value: 1, from: 'ft3', to: 'gal' },
    { value: 1, from: 'ukgal', to: 'gal' },
    { value: 1, from: 'm3', to: 'ft3' },
  ],
  related: ['weight', 'volume-lumber', 'area', 'length', 'kg-to-lbs', 'temperature'],
  article: [
    {
      heading: 'Common volume conversions',
      paragraphs: [
        'The cubic meter is the SI unit of volume. A liter is a thousandth of a cubic meter, the volume of a cube 10 cm on a side, and a milliliter is exactly one cubic centimeter. A cubic foot, the cube of 0.3048 m, is exactly 28.316846592 liters.',
        'US liquid measures are built on the gallon of 231 cubic inches, exactly 3.785411784 L. It holds 4 quarts, 8 pints, 16 cups or 128 fluid ounces, so a US quart is 0.946352946 L, a pint 0.473176473 L, a cup 236.5882365 mL and a fluid ounce 29.5735295625 mL.',
      ],
      list: [
        '1 US gal ≈ 3.7854 L',
        '1 L ≈ 1.0567 US qt ≈ 33.814 US fl oz',
        '1 ft³ ≈ 28.3168 L ≈ 7.4805 US gal',
        '1 m³ = 1,000 L ≈ 264.172 US gal',
        '1 UK gal ≈ 1.2009 US gal',
      ],
    },
    {
      heading: 'US and UK measures differ',
      paragraphs: [
        "The imperial gallon, still used in the UK for some purposes and found in older Canadian measures, is exactly 4.54609 L, about 20% larger than the US gallon. Imperial pints and fluid ounces differ too, so a British recipe's pint (about 568 mL) is not an American pint (about 473 mL).",
        'Cups are another trap. The cup here is the US customary cup of 236.5882365 mL. US nutrition labels use a rounded 240 mL cup, and several Commonwealth countries use a 250 mL metric cup. For everyday cooking the difference rarely matters, but in baking by volume it can.',
      ],
    },
    {
      heading: 'Where these units are used',
      paragraphs: [
        'Liters and milliliters label drinks, fuel and medicine in most countries. Cubic meters measure water and gas on utility bills, concrete and excavated soil; some US water utilities bill in units of 100 cubic feet, about 748 gallons.',
        'In the US, gallons price gasoline and milk, fluid ounces size drink cans (12 fl oz is about 355 mL), and cups run the kitchen. Cubic feet describe refrigerator capacity, moving trucks and natural gas.',
      ],
    },
  ],
};

export const speedPage: ConverterPage = {
  slug: 'speed',
  quantity: 'speed',
  defaultFrom: 'mps',
  defaultTo: 'kmh',
  group: 'common',
  name: 'Speed',
  heading: 'Speed Converter',
  title: 'Speed Converter – km/h, mph, m/s, Knots & ft/s',
  description:
    'Convert speed between meters per second, kilometers per hour, miles per hour, feet per second and knots, with exact factors for driving and sailing.',
  keywords: ['speed converter', 'mph to km/h', 'km/h to mph', 'knots to mph', 'm/s to km/h', 'feet per second'],
  intro: 'Convert speeds between metric, US customary and nautical units with exact factors.',
  formula: [
    '1 m/s = 3.6 km/h (exact)',
    '1 mph = 1.609344 km/h = 0.44704 m/s (exact)',
    '1 knot = 1.852 km/h = 1852/3600 m/s (exact)',
  ],
  examples: [
    { value: 60, from: 'mph', to: 'kmh' },
    { value: 100, from: 'kmh', to: 'mph' },
    { value: 10, from: 'mps', to: 'kmh' },
    { value: 20, from: 'kn', to: 'mph' },
    { value: 88, from: 'fps', to: 'mph' },
  ],
  related: ['length', 'time', 'feet-to-meters', 'data-transfer', 'energy', 'area'],
  article: [
    {
      heading: 'Common speed conversions',
      paragraphs: [
        'Every speed unit is a distance divided by a time, so the factors follow from the length units. One meter per second is 3.6 km/h, because an hour has 3,600 seconds and a kilometer 1,000 meters. One mile per hour is exactly 1.609344 km/h, or 0.44704 m/s, and one foot per second is exactly 1.09728 km/h.',
        'The knot, one nautical mile per hour, is exactly 1.852 km/h, about 1.1508 mph. And 60 mph is exactly 88 feet per second: a car at highway speed covers 88 feet every second, a useful figure when thinking about following distance.',
      ],
      list: [
        '1 m/s = 3.6 km/h ≈ 2.2369 mph',
        '1 km/h ≈ 0.6214 mph',
        '1 mph = 1.609344 km/h',
        '1 knot = 1.852 km/h ≈ 1.1508 mph',
        '60 mph = 88 ft/s ≈ 96.5606 km/h',
      ],
    },
    {
      heading: 'Why convert speeds',
      paragraphs: [
        'Speed limits are posted in mph in the US and UK and in km/h almost everywhere else, so drivers abroad need a quick translation: 100 km/h is about 62 mph, and 50 km/h, a typical urban limit in Europe, is about 31 mph.',
        'Physics and engineering work in meters per second. Wind speed is reported in km/h, mph, m/s or knots depending on the country and the audience, and converting to one unit is the first step when comparing forecasts.',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Knots are standard at sea and in aviation, where charts measure distance in nautical miles. Feet per second appear in US ballistics, fluid flow and engineering. Meters per second are the SI unit, used in science, sports analysis and meteorology.',
        'This converter handles speed only. Pace, such as minutes per mile or per kilometer, is the reciprocal of speed: a running speed of 10 km/h is a pace of 6 minutes per kilometer.',
      ],
    },
  ],
};

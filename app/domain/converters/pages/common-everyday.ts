import type { ConverterPage } from '../types';

/** Common converters for everyday quantities: temperature, currency, time, energy, data. */

export const temperaturePage: ConverterPage = {
  slug: 'temperature',
  quantity: 'temperature',
  defaultFrom: 'C',
  defaultTo: 'F',
  group: 'common',
  name: 'Temperature',
  heading: 'Temperature Converter',
  title: 'Temperature Converter – Celsius, Fahrenheit & Kelvin',
  description:
    'Convert temperatures between Celsius, Fahrenheit and Kelvin with the exact formulas, plus reference points such as freezing, boiling and body heat.',
  keywords: [
    'temperature converter',
    'celsius to fahrenheit',
    'fahrenheit to celsius',
    'kelvin to celsius',
    'celsius to kelvin',
    '°C to °F',
  ],
  intro: 'Convert temperature readings between Celsius, Fahrenheit and Kelvin with the exact formulas.',
  formula: ['°F = °C × 9/5 + 32', '°C = (°F − 32) × 5/9', 'K = °C + 273.15 and °C = K − 273.15'],
  examples: [
    { value: 0, from: 'C', to: 'F' },
    { value: 37, from: 'C', to: 'F' },
    { value: 68, from: 'F', to: 'C' },
    { value: -40, from: 'F', to: 'C' },
    { value: 20, from: 'C', to: 'K' },
    { value: 300, from: 'K', to: 'F' },
  ],
  related: ['celsius-to-fahrenheit', 'energy', 'weight', 'volume', 'length', 'time'],
  article: [
    {
      heading: 'Temperature reference points',
      paragraphs: [
        'Temperature scales do not share a zero, so converting means multiplying and adding an offset rather than applying a single factor. Celsius and Fahrenheit differ both in the size of a degree (one Celsius degree is 1.8 Fahrenheit degrees) and in where zero sits. Kelvin uses Celsius-sized steps but starts at absolute zero.',
        'Since 1990 the Celsius scale has been defined through the kelvin rather than through water, so pure water at standard pressure actually boils about 0.03 °C below 100 °C. For everyday purposes the familiar reference points below still hold.',
      ],
      list: [
        'Absolute zero: 0 K = −273.15 °C = −459.67 °F',
        'Water freezes: 0 °C = 32 °F = 273.15 K',
        'Room temperature: 20 °C = 68 °F = 293.15 K',
        'Body temperature: 37 °C = 98.6 °F',
        'Water boils at sea level: about 100 °C = 212 °F',
        'The scales meet at −40 °C = −40 °F',
      ],
    },
    {
      heading: 'Converting readings versus differences',
      paragraphs: [
        'The formulas convert a reading, such as the temperature outside. A temperature difference converts without the offset: a rise of 10 °C is a rise of 18 °F, and a rise of 1 K equals a rise of 1 °C. This converter treats every input as a reading, so 10 °C returns 50 °F, the temperature, not the size of a change.',
        'For weather, a quick mental estimate is to double the Celsius value and add 30. It is close in the range people live in (15 °C gives 60 instead of the exact 59 °F) but drifts at extremes, so use the exact result for cooking, medicine or science.',
      ],
    },
    {
      heading: 'Where each scale is used',
      paragraphs: [
        'Fahrenheit is the everyday scale in the United States and a handful of other countries and territories. Celsius is used for weather, cooking and medicine nearly everywhere else and in most science. Kelvin is the SI base unit of temperature, used in physics, chemistry and astronomy, and in lighting, where a warm white bulb has a color temperature of about 2,700 K.',
        'Kelvin is written without a degree sign: 300 K, not 300 °K. Because it starts at absolute zero, it is the scale to use in gas-law and thermal-radiation calculations, where ratios of temperatures must be meaningful.',
      ],
    },
  ],
};

export const currencyPage: ConverterPage = {
  slug: 'currency',
  quantity: 'currency',
  defaultFrom: 'USD',
  defaultTo: 'EUR',
  group: 'common',
  name: 'Currency',
  heading: 'Currency Converter',
  title: 'Currency Converter – US Dollar, Euro, Pound, Yen & More',
  description:
    'Convert between nine major currencies, including USD, EUR, GBP and JPY, at fixed reference rates set on 2025-01-15. Approximate, for reference only.',
  keywords: [
    'currency converter',
    'usd to eur',
    'dollar to euro',
    'exchange rate',
    'gbp to usd',
    'usd to jpy',
    'usd to inr',
  ],
  intro: 'Convert amounts between nine major currencies at fixed reference rates set on 2025-01-15.',
  formula: [
    'rates are per 1 USD, e.g. 1 USD = 0.92 EUR',
    'result = amount ÷ rate of source × rate of target',
  ],
  examples: [
    { value: 100, from: 'USD', to: 'EUR' },
    { value: 100, from: 'EUR', to: 'GBP' },
    { value: 50, from: 'GBP', to: 'USD' },
    { value: 1000, from: 'JPY', to: 'USD' },
    { value: 100, from: 'USD', to: 'INR' },
    { value: 100, from: 'CAD', to: 'AUD' },
  ],
  related: ['usd-to-eur', 'length', 'weight', 'temperature', 'time', 'data'],
  article: [
    {
      heading: 'How these rates work',
      paragraphs: [
        'This converter uses a fixed table of reference rates, set on 2025-01-15, for nine currencies: the US dollar, euro, British pound, Japanese yen, Australian dollar, Canadian dollar, Swiss franc, Chinese yuan and Indian rupee. The rates are approximate and for reference only. They are not live market rates and do not change during the day.',
        "Every rate is expressed per 1 US dollar. To convert between two other currencies, the amount is divided by the source currency's rate and multiplied by the target's, so 100 EUR becomes 100 ÷ 0.92 × 0.79 ≈ 85.87 GBP.",
      ],
      list: [
        '1 USD = 0.92 EUR',
        '1 USD = 0.79 GBP',
        '1 USD = 149.5 JPY',
        '1 USD = 1.52 AUD',
        '1 USD = 1.36 CAD',
        '1 USD = 0.88 CHF',
        '1 USD = 7.24 CNY',
        '1 USD = 83.12 INR',
      ],
    },
    {
      heading: 'What the result is good for',
      paragraphs: [
        'A reference rate is useful for budgeting a trip, comparing prices in online shops, or getting a feel for a salary or rent quoted in another currency. Exchange rates move every trading day, so these figures will drift away from the market over time.',
        'Banks, card issuers and exchange offices also add a margin or fees to the market rate. Before you pay, transfer money or send an invoice, check the rate your bank or payment provider will apply; that rate decides the amount you actually receive.',
      ],
    },
    {
      heading: 'About the nine currencies',
      paragraphs: [
        'The US dollar and the euro are the two most traded currencies in the world, and the dollar is the usual currency for pricing oil and other commodities. The yen, pound, Swiss franc and the Australian and Canadian dollars are also widely traded, and the Chinese yuan (renminbi) and Indian rupee are the currencies of the two most populous countries.',
        "Currency codes follow ISO 4217: three letters, usually the two-letter country code plus the currency's initial, as in USD, GBP and JPY. The euro's code EUR is an exception, because the euro belongs to a group of countries rather than one.",
      ],
    },
  ],
};

export const timePage: ConverterPage = {
  slug: 'time',
  quantity: 'time',
  defaultFrom: 's',
  defaultTo: 'min',
  group: 'common',
  name: 'Time',
  heading: 'Time Converter',
  title: 'Time Converter – Seconds, Minutes, Hours, Days & Years',
  description:
    'Convert time between milliseconds, seconds, minutes, hours, days, weeks, months and years. Months count as 30 days and years as 365 days here.',
  keywords: [
    'time converter',
    'hours to minutes',
    'seconds to hours',
    'days to weeks',
    'years to days',
    'milliseconds to seconds',
  ],
  intro: 'Convert durations from milliseconds to years, with months counted as 30 days and years as 365 days.',
  formula: ['1 min = 60 s, 1 h = 3,600 s, 1 d = 86,400 s', '1 wk = 7 d, 1 mo = 30 d, 1 yr = 365 d (this converter)'],
  examples: [
    { value: 1, from: 'h', to: 's' },
    { value: 90, from: 'min', to: 'h' },
    { value: 1, from: 'd', to: 'min' },
    { value: 2, from: 'wk', to: 'h' },
    { value: 1, from: 'yr', to: 'd' },
    { value: 1500, from: 'ms', to: 's' },
  ],
  related: ['speed', 'data-transfer', 'energy', 'length', 'prefixes', 'data'],
  article: [
    {
      heading: 'Common time conversions',
      paragraphs: [
        'The second is the SI unit of time. Minutes, hours, days and weeks are fixed multiples of it: 60 seconds make a minute, 60 minutes an hour, 24 hours a day and 7 days a week. A day therefore has 86,400 seconds and a week 604,800 seconds. A millisecond is a thousandth of a second.',
      ],
      list: [
        '1 h = 60 min = 3,600 s',
        '1 d = 24 h = 1,440 min',
        '1 wk = 7 d = 168 h',
        '1 mo (30 d) = 720 h = 2,592,000 s',
        '1 yr (365 d) = 8,760 h = 31,536,000 s',
      ],
    },
    {
      heading: 'How months and years are counted',
      paragraphs: [
        'Calendar months and years do not have a fixed length, so any converter has to choose a convention. In this converter a month is exactly 30 days and a year is exactly 365 days. That keeps results simple and predictable, but it also means 1 year converts to about 12.1667 months, not 12.',
        'Other conventions exist. The average month of the Gregorian calendar is about 30.44 days (365.2425 ÷ 12), which suits long-run averages, and astronomers use the Julian year of exactly 365.25 days, the year behind the light-year. If your calculation depends on real calendar dates, count the days between the two dates instead of converting months or years.',
      ],
    },
    {
      heading: 'Where time conversions matter',
      paragraphs: [
        'Converting hours to minutes and back is the everyday case: timesheets, travel times, cooking and training plans. Software tends to work in milliseconds or seconds, so a timeout of 30,000 ms is 30 seconds, and a video of 5,400 seconds runs an hour and a half.',
        'Leap seconds and daylight saving time change the clock, not the length of the units. A day in this converter is always 86,400 seconds, even though the calendar day on which clocks change has 23 or 25 hours.',
      ],
    },
  ],
};

export const energyPage: ConverterPage = {
  slug: 'energy',
  quantity: 'energy',
  defaultFrom: 'J',
  defaultTo: 'kJ',
  group: 'common',
  name: 'Energy',
  heading: 'Energy Converter',
  title: 'Energy Converter – Joules, Calories, kWh, BTU & eV',
  description:
    'Convert energy between joules, kilojoules, calories, kilocalories, watt-hours, kilowatt-hours, electronvolts and BTU, with exact defined factors.',
  keywords: [
    'energy converter',
    'kwh to joules',
    'calories to joules',
    'kcal to kj',
    'btu to kwh',
    'electronvolt to joule',
  ],
  intro: 'Convert energy between SI units, food calories, electricity units, BTU and electronvolts.',
  formula: [
    '1 cal = 4.184 J (thermochemical); 1 kcal = 4.184 kJ',
    '1 Wh = 3,600 J; 1 kWh = 3.6 MJ',
    '1 BTU (IT) = 1,055.05585262 J; 1 eV = 1.602176634 × 10⁻¹⁹ J',
  ],
  examples: [
    { value: 1, from: 'kWh', to: 'J' },
    { value: 2000, from: 'kcal', to: 'kJ' },
    { value: 1, from: 'kWh', to: 'BTU' },
    { value: 100, from: 'J', to: 'cal' },
    { value: 1, from: 'BTU', to: 'Wh' },
    { value: 1, from: 'eV', to: 'J' },
  ],
  related: ['electric-potential', 'temperature', 'weight', 'time', 'prefixes', 'radiation-absorbed-dose'],
  article: [
    {
      heading: 'Common energy conversions',
      paragraphs: [
        'The joule is the SI unit of energy: the work done by a force of one newton over one meter, or one watt sustained for one second. A watt-hour is one watt for an hour, 3,600 J, so a kilowatt-hour is 3.6 million joules (3.6 MJ).',
        'The calorie here is the thermochemical calorie of exactly 4.184 J, and a kilocalorie is 4,184 J. The British thermal unit is the International Table BTU of 1,055.05585262 J, and the electronvolt, the energy an electron gains across one volt, is exactly 1.602176634 × 10⁻¹⁹ J.',
      ],
      list: [
        '1 kWh = 3,600 kJ ≈ 3,412.14 BTU ≈ 860.42 kcal',
        '1 kcal = 4.184 kJ ≈ 3.9657 BTU',
        '1 BTU ≈ 1.0551 kJ ≈ 0.2931 Wh',
        '1 eV ≈ 1.6022 × 10⁻¹⁹ J',
      ],
    },
    {
      heading: 'Food calories and other conventions',
      paragraphs: [
        'The Calorie on US food labels, sometimes written with a capital C, is a kilocalorie. A 2,000-Calorie daily diet is 2,000 kcal, about 8,368 kJ; labels in Europe and Australia show kilojoules as well.',
        'Other calories exist, such as the International Table calorie (4.1868 J) and the 15 °C calorie (about 4.1855 J). They differ from the thermochemical calorie by less than 0.1%, which matters in calorimetry but not in the kitchen. Likewise, older sources sometimes use a thermochemical BTU that is slightly smaller than the International Table BTU used here.',
      ],
    },
    {
      heading: 'Where each unit is used',
      paragraphs: [
        'Kilowatt-hours appear on electricity bills and electric-vehicle battery specifications, kilocalories and kilojoules on food, BTU in US heating, cooling and natural-gas pricing, and electronvolts in atomic, nuclear and particle physics, where joules would be inconveniently large. An air conditioner rated at 12,000 BTU per hour removes about 3.5 kW of heat.',
        'Energy is not power. A kilowatt is a rate of energy use; a kilowatt-hour is an amount. A 2 kW heater running for 3 hours uses 6 kWh, which is 21.6 MJ.',
      ],
    },
  ],
};

export const dataPage: ConverterPage = {
  slug: 'data',
  quantity: 'data',
  defaultFrom: 'B',
  defaultTo: 'KB',
  group: 'common',
  name: 'Data Storage',
  heading: 'Data Storage Converter',
  title: 'Data Storage Converter – Bytes, KB, MB, GB, TB & PB',
  description:
    'Convert data sizes between bits, bytes, kilobytes, megabytes, gigabytes, terabytes and petabytes. Uses binary steps, so 1 KB equals 1,024 bytes.',
  keywords: ['data storage converter', 'mb to gb', 'gb to tb', 'bytes to kb', 'bits to bytes', 'file size converter'],
  intro: 'Convert file and storage sizes from bits and bytes up to petabytes, using binary steps of 1,024.',
  formula: ['1 byte = 8 bits', '1 KB = 1,024 B; each larger unit is 1,024 times the one before'],
  examples: [
    { value: 1, from: 'GB', to: 'MB' },
    { value: 1, from: 'TB', to: 'GB' },
    { value: 500, from: 'MB', to: 'GB' },
    { value: 1, from: 'B', to: 'bit' },
    { value: 1, from: 'Mbit', to: 'KB' },
    { value: 1, from: 'PB', to: 'TB' },
  ],
  related: ['data-transfer', 'prefixes', 'time', 'typography', 'energy', 'length'],
  article: [
    {
      heading: 'How this converter counts',
      paragraphs: [
        'This converter uses binary steps, the convention Windows and most memory specifications use: 1 KB is 1,024 bytes, 1 MB is 1,024 KB (1,048,576 bytes), and so on through GB, TB and PB. A byte is 8 bits, and the bit units follow the same steps, so 1 Kbit is 1,024 bits.',
        'The SI and IEC standards define these prefixes differently. In decimal SI units a kilobyte (kB) is exactly 1,000 bytes, and the binary multiples have their own IEC names: kibibyte (KiB), mebibyte (MiB), gibibyte (GiB) and tebibyte (TiB). By that standard, the units this page labels KB, MB and GB are KiB, MiB and GiB. macOS, for example, has reported decimal sizes since 2009.',
      ],
      list: [
        '1 KB = 1,024 B',
        '1 MB = 1,048,576 B',
        '1 GB = 1,073,741,824 B',
        '1 TB = 1,024 GB = 1,099,511,627,776 B',
        '1 PB = 1,024 TB',
      ],
    },
    {
      heading: 'Why a 1 TB drive shows 931 GB',
      paragraphs: [
        "Drive makers label capacity in decimal units, so a '1 TB' drive holds 1,000,000,000,000 bytes. Divided by 1,024³, that is about 931.32 binary gigabytes, which is what many computers report. Nothing is missing; the two figures use different units.",
        'The gap grows with each step: 2.4% at kilo, about 4.9% at mega, 7.4% at giga and nearly 10% at tera.',
      ],
    },
    {
      heading: 'Bits versus bytes',
      paragraphs: [
        'Storage and file sizes are given in bytes, while network speeds are given in bits per second; multiply or divide by 8 to move between them. A 100 MB file in this converter is 838,860,800 bits, so on a 100 Mbps connection, where the M is decimal, it needs just under 8.4 seconds before protocol overhead.',
        'For transfer rates, use the data transfer converter, which follows the networking convention of decimal steps.',
      ],
    },
  ],
};

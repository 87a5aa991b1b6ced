import type { ConverterPage } from '../types';

/**
 * Pair pages: the category screen with one pair preselected, as search landing
 * pages with their own heading, text and canonical link (DECISIONS "Routes").
 */

const feetToMeters: ConverterPage = {
  slug: 'feet-to-meters',
  quantity: 'length',
  defaultFrom: 'ft',
  defaultTo: 'm',
  pairOf: 'length',
  group: 'common',
  name: 'Feet to Meters',
  heading: 'Feet to Meters Converter',
  title: 'Feet to Meters Converter – ft to m',
  description:
    'Convert feet to meters with the exact factor 0.3048. Includes heights in feet and inches, quick reference values and converting meters back to feet.',
  keywords: [
    'feet to meters',
    'ft to m',
    'convert feet to meters',
    'feet to metres',
    'height in meters',
    'meters to feet',
  ],
  intro: 'Multiply feet by 0.3048 to get meters; the factor is exact by international definition.',
  formula: ['1 foot = 0.3048 meters (exact)', 'meters = feet × 0.3048', 'feet = meters ÷ 0.3048 ≈ meters × 3.28084'],
  examples: [
    { value: 1, from: 'ft', to: 'm' },
    { value: 5, from: 'ft', to: 'm' },
    { value: 6, from: 'ft', to: 'm' },
    { value: 10, from: 'ft', to: 'm' },
    { value: 100, from: 'ft', to: 'm' },
    { value: 1, from: 'm', to: 'ft' },
  ],
  related: ['length', 'area', 'speed', 'kg-to-lbs', 'celsius-to-fahrenheit', 'volume'],
  article: [
    {
      heading: 'Feet to meters at a glance',
      paragraphs: [
        'Since the international yard and pound agreement of 1959, the foot has been defined as exactly 0.3048 meters. Every value below is therefore exact: multiply the number of feet by 0.3048 and you have meters, with no rounding until you decide how many decimals to keep.',
      ],
      list: [
        '1 ft = 0.3048 m',
        '3 ft = 0.9144 m (one yard)',
        '5 ft = 1.524 m',
        '6 ft = 1.8288 m',
        '10 ft = 3.048 m',
        '100 ft = 30.48 m',
        '5,280 ft = 1,609.344 m (one mile)',
      ],
    },
    {
      heading: 'Converting height in feet and inches',
      paragraphs: [
        'Heights in the US are given in feet and inches, such as 5 ft 10 in. Turn the whole value into inches first (5 × 12 + 10 = 70 in) and multiply by 0.0254: 70 inches is 1.778 m, or 177.8 cm. Alternatively, divide the inches by 12 and add them to the feet: 5 ft 10 in is about 5.8333 ft.',
        'To go back, divide meters by 0.3048 to get feet, then multiply the fractional part by 12 for inches: 1.80 m is about 5.9055 ft, which is 5 ft 10.87 in, usually rounded to 5 ft 11 in.',
      ],
    },
    {
      heading: 'Where you meet feet and meters',
      paragraphs: [
        "Building plans, room sizes and ceiling heights in the US are in feet, while most other countries use meters and millimeters. Aviation reports altitude in feet almost everywhere: a cruising altitude of 35,000 ft is 10,668 m. Mountain heights are often quoted both ways; Mount Everest's 8,849 m is about 29,032 ft.",
        "A common rule of thumb says a meter is 'about 3 feet 3 inches'. The exact figure is 3.2808 ft, or 3 ft 3.37 in, so the shortcut is fine for estimates but not for anything you intend to build.",
      ],
    },
  ],
};

const kgToLbs: ConverterPage = {
  slug: 'kg-to-lbs',
  quantity: 'weight',
  defaultFrom: 'kg',
  defaultTo: 'lb',
  pairOf: 'weight',
  group: 'common',
  name: 'Kilograms to Pounds',
  heading: 'Kilograms to Pounds Converter',
  title: 'Kilograms to Pounds Converter – kg to lbs',
  description:
    'Convert kilograms to pounds: 1 kg is about 2.20462 lb, from the exact pound of 0.45359237 kg. Includes body-weight examples and pounds-and-ounces tips.',
  keywords: [
    'kg to lbs',
    'kilograms to pounds',
    'convert kg to lb',
    'kg to pounds and ounces',
    'lbs to kg',
    'body weight in pounds',
  ],
  intro: 'Divide kilograms by 0.45359237, or multiply by about 2.20462, to get pounds.',
  formula: ['1 lb = 0.45359237 kg (exact)', 'pounds = kilograms ÷ 0.45359237 ≈ kilograms × 2.20462'],
  examples: [
    { value: 1, from: 'kg', to: 'lb' },
    { value: 5, from: 'kg', to: 'lb' },
    { value: 50, from: 'kg', to: 'lb' },
    { value: 70, from: 'kg', to: 'lb' },
    { value: 100, from: 'kg', to: 'lb' },
    { value: 1, from: 'lb', to: 'kg' },
  ],
  related: ['weight', 'feet-to-meters', 'celsius-to-fahrenheit', 'usd-to-eur', 'volume', 'length'],
  article: [
    {
      heading: 'Kilograms to pounds at a glance',
      paragraphs: [
        'The pound is defined as exactly 0.45359237 kg, so a kilogram is 1 ÷ 0.45359237 pounds, a never-ending decimal of about 2.2046226 lb. For everyday use, multiplying by 2.2046 is accurate to about one gram per 100 kg.',
        'Going the other way, multiply pounds by 0.45359237: 150 lb is exactly 68.0388555 kg, about 68.04 kg.',
      ],
      list: [
        '1 kg ≈ 2.2046 lb',
        '5 kg ≈ 11.0231 lb',
        '10 kg ≈ 22.0462 lb',
        '50 kg ≈ 110.2311 lb',
        '70 kg ≈ 154.3236 lb',
        '100 kg ≈ 220.4623 lb',
      ],
    },
    {
      heading: 'Pounds and ounces',
      paragraphs: [
        'US scales often show weight in pounds and ounces. Keep the whole pounds, then multiply the leftover fraction by 16, since a pound has 16 ounces: 3 kg is about 6.6139 lb, which is 6 lb plus 0.6139 × 16 ≈ 9.8 oz, so roughly 6 lb 10 oz.',
        'A quick mental method is to double the kilograms and add 10% of the result: 80 kg doubles to 160, plus 16 gives 176 lb, against the exact 176.37 lb.',
      ],
    },
    {
      heading: 'Where you need it',
      paragraphs: [
        'Body weight is the most common reason: doctors and gyms outside the US use kilograms, while US scales and many fitness apps use pounds. Luggage allowances are another: the common 23 kg checked-bag limit corresponds to the 50 lb limit of US airlines, since 23 kg is about 50.7 lb.',
        'Gym plates are sold in both systems, and a 20 kg plate (about 44.09 lb) is not the same as a 45 lb plate (about 20.41 kg). Recipes, shipping quotes and product specifications from abroad also use kilograms.',
      ],
    },
  ],
};

const celsiusToFahrenheit: ConverterPage = {
  slug: 'celsius-to-fahrenheit',
  quantity: 'temperature',
  defaultFrom: 'C',
  defaultTo: 'F',
  pairOf: 'temperature',
  group: 'common',
  name: 'Celsius to Fahrenheit',
  heading: 'Celsius to Fahrenheit Converter',
  title: 'Celsius to Fahrenheit Converter – °C to °F',
  description:
    'Convert Celsius to Fahrenheit with °F = °C × 9/5 + 32. See common temperatures for weather, cooking and fever, plus a quick mental shortcut.',
  keywords: [
    'celsius to fahrenheit',
    'c to f',
    '°c to °f',
    'convert celsius to fahrenheit',
    'celsius to fahrenheit formula',
    'fahrenheit to celsius',
  ],
  intro: 'Multiply by 9/5 and add 32 to turn a Celsius reading into Fahrenheit.',
  formula: ['°F = °C × 9/5 + 32', '°C = (°F − 32) × 5/9'],
  examples: [
    { value: -10, from: 'C', to: 'F' },
    { value: 0, from: 'C', to: 'F' },
    { value: 20, from: 'C', to: 'F' },
    { value: 37, from: 'C', to: 'F' },
    { value: 100, from: 'C', to: 'F' },
    { value: 180, from: 'C', to: 'F' },
  ],
  related: ['temperature', 'feet-to-meters', 'kg-to-lbs', 'usd-to-eur', 'energy', 'weight'],
  article: [
    {
      heading: 'Celsius to Fahrenheit at a glance',
      paragraphs: [
        'A Fahrenheit degree is 5/9 the size of a Celsius degree, and the scales are offset so that water freezes at 0 °C and at 32 °F. That is why the formula has two steps: scale by 9/5 (that is, 1.8), then add 32. For example, 25 °C × 1.8 = 45, and 45 + 32 = 77 °F.',
      ],
      list: [
        '−40 °C = −40 °F',
        '−10 °C = 14 °F',
        '0 °C = 32 °F (water freezes)',
        '10 °C = 50 °F',
        '20 °C = 68 °F',
        '30 °C = 86 °F',
        '37 °C = 98.6 °F',
        '100 °C = 212 °F (water boils at sea level)',
      ],
    },
    {
      heading: 'A quick mental shortcut',
      paragraphs: [
        'Double the Celsius value and add 30. For weather it lands close: 10 °C gives 50 °F (exact), 20 °C gives 70 (exact: 68) and 30 °C gives 90 (exact: 86). The error grows by 0.2 °F for every degree you move away from 10 °C, so do not use it for ovens or fever thresholds.',
        'The formula converts temperature readings. A change in temperature converts without the 32: a rise of 1 °C is a rise of 1.8 °F, so a forecast that is 5 °C warmer is 9 °F warmer.',
      ],
    },
    {
      heading: 'Where the conversion comes up',
      paragraphs: [
        'Weather forecasts, thermostats, oven dials and medical thermometers use Fahrenheit in the US and Celsius almost everywhere else. An oven at 180 °C, a standard European baking temperature, is 356 °F, usually set as 350 °F; 200 °C is 392 °F, usually set as 400 °F.',
        'For health, 37 °C (98.6 °F) is the traditional normal body temperature, and a fever is commonly defined as 38 °C or higher, which is 100.4 °F.',
      ],
    },
  ],
};

const usdToEur: ConverterPage = {
  slug: 'usd-to-eur',
  quantity: 'currency',
  defaultFrom: 'USD',
  defaultTo: 'EUR',
  pairOf: 'currency',
  group: 'common',
  name: 'USD to EUR',
  heading: 'USD to EUR Converter',
  title: 'USD to EUR Converter – US Dollars to Euros',
  description:
    'Convert US dollars to euros at a fixed reference rate of 0.92 EUR per USD, set on 2025-01-15. Approximate figures for planning, not a live rate.',
  keywords: [
    'usd to eur',
    'dollars to euros',
    'convert usd to eur',
    'us dollar to euro',
    'eur to usd',
    'dollar euro exchange rate',
  ],
  intro: 'Multiply US dollars by the reference rate of 0.92 to estimate euros; the rate was set on 2025-01-15.',
  formula: ['1 USD = 0.92 EUR (reference rate, 2025-01-15)', 'EUR = USD × 0.92', 'USD = EUR ÷ 0.92'],
  examples: [
    { value: 1, from: 'USD', to: 'EUR' },
    { value: 20, from: 'USD', to: 'EUR' },
    { value: 100, from: 'USD', to: 'EUR' },
    { value: 1000, from: 'USD', to: 'EUR' },
    { value: 50, from: 'EUR', to: 'USD' },
  ],
  related: ['currency', 'feet-to-meters', 'kg-to-lbs', 'celsius-to-fahrenheit', 'weight', 'length'],
  article: [
    {
      heading: 'USD to EUR at the reference rate',
      paragraphs: [
        "This page uses a fixed reference rate of 1 US dollar = 0.92 euros, taken from the site's rate table set on 2025-01-15. The rate is approximate and for reference only: it is not a live market rate and does not follow the market during the day. The same table covers nine currencies in total, all available on the main currency converter.",
      ],
      list: [
        '1 USD = 0.92 EUR',
        '10 USD = 9.20 EUR',
        '50 USD = 46 EUR',
        '100 USD = 92 EUR',
        '500 USD = 460 EUR',
        '1 EUR ≈ 1.0870 USD',
      ],
    },
    {
      heading: 'Converting back from euros',
      paragraphs: [
        'To turn euros into dollars, divide by 0.92 instead of multiplying: 100 EUR ÷ 0.92 ≈ 108.70 USD. Here a round trip from dollars to euros and back returns the original amount, because the same reference rate is used both ways.',
        'At a real exchange counter that is not the case. Banks and exchange offices quote a buying and a selling rate with a spread between them, and card payments abroad may add a foreign transaction fee.',
      ],
    },
    {
      heading: 'When a reference rate is enough',
      paragraphs: [
        'A fixed rate is fine for rough planning: estimating a hotel bill in Paris, comparing a price in a German web shop with a US one, or translating a salary offer from Amsterdam. In 2025 the euro is the currency of 20 European Union countries, so one conversion covers much of a European trip.',
        'For anything where money actually changes hands, such as paying an invoice, sending a transfer or signing a contract, use the current rate from your bank or payment provider. Exchange rates change every trading day, so the reference rate drifts away from the market over time.',
      ],
    },
  ],
};

/** Pair pages in the order of the home page's 'Popular Converters'. */
export const pairPages: readonly ConverterPage[] = [feetToMeters, kgToLbs, celsiusToFahrenheit, usdToEur];

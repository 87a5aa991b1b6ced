/**
 * The sample articles a fresh install publishes (docs/product.md#blog),
 * so the blog is never empty on first start. They are real articles for real readers, and every
 * number in them agrees with the site's unit tables (app/domain/units/*.ts): 1 in = 2.54 cm,
 * 1 lb = 0.45359237 kg, 1 US cup = 236.5882365 mL, 1 US gal = 3.785411784 L, storage KB = 1,024 B.
 *
 * Bodies use only the allow-list of docs/product.md#sanitizing and are written exactly as the
 * sanitizer serializes them (no entities but &amp;, no self-closing tags, links only as relative
 * paths to our converter pages), so sanitizing them at save time leaves them byte-for-byte
 * unchanged; tests/integration/seed.test.ts checks that, and that every link names a real converter
 * page.
 */

/** The eight fixed blog categories (docs/product.md#post-form). */
export type SampleCategory =
  | 'Metric vs Imperial'
  | 'Cooking Conversions'
  | 'Science & Engineering'
  | 'Everyday Conversions'
  | 'Temperature Guide'
  | 'Weight & Mass'
  | 'Length & Distance'
  | 'Volume & Capacity';

export interface SampleArticle {
  title: string;
  /** Lowercase letters, digits and hyphens. */
  slug: string;
  /** At most 300 characters. */
  excerpt: string;
  category: SampleCategory;
  /** Two to five tags; some are shared between articles so related posts have something to show. */
  tags: readonly string[];
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  featured: boolean;
  /** Published this many days before the seed runs; distinct, so the blog's order is stable. */
  publishedDaysAgo: number;
  /** HTML within the allow-list. */
  content: string;
}

const twoSystems: SampleArticle = {
  title: 'Why the US Uses Two Measurement Systems (and How the Inch Became Exactly 2.54 cm)',
  slug: 'why-the-us-uses-two-measurement-systems',
  excerpt:
    'American life runs on miles and pounds, American science on meters and kilograms. How that happened, why an inch has been exactly 2.54 cm since 1959, and which conversions are worth memorizing.',
  category: 'Metric vs Imperial',
  tags: ['metric system', 'US customary units', 'history', 'length'],
  metaTitle: 'Why the US Uses Two Measurement Systems | Unitwise',
  metaDescription:
    'How the US came to use customary and metric units side by side, why an inch is exactly 2.54 cm since 1959, and the conversions worth memorizing.',
  featured: true,
  publishedDaysAgo: 2,
  content: `<p>Walk through an American grocery store and you will find soda in 2-liter bottles next to milk in gallons, and nutrition labels that list fat in grams on a box that weighs 16 ounces. The United States is often described as the country that never adopted the metric system, but that is not quite right. It is a country that uses two systems at once, and the way they fit together is more orderly than it looks.</p>
<h2>The metric system has been legal in the US since 1866</h2>
<p>Congress made metric units legal for contracts and trade in the Metric Act of 1866, and in 1875 the United States was one of the 17 original signatories of the Treaty of the Meter, which created the International Bureau of Weights and Measures (BIPM) near Paris. In 1893 the Mendenhall Order went further: the US would define its yard and pound in terms of the meter and kilogram prototypes it had received under the treaty. From then on, American customary units were metric underneath, even if nobody on the street noticed.</p>
<p>Later laws kept nudging in the same direction without forcing anything. The Metric Conversion Act of 1975 declared a voluntary conversion. The Omnibus Trade and Competitiveness Act of 1988 named the metric system the preferred system for US trade and commerce and told federal agencies to use it in their business. And 1992 amendments to the Fair Packaging and Labeling Act require most consumer packages to show metric quantities alongside customary ones, which is why a cereal box says “NET WT 12 OZ (340 g)”.</p>
<h2>The 1959 agreement that pinned the inch to 2.54 cm</h2>
<p>Defining the yard through the meter did not make everyone's yard the same. The Mendenhall Order set the US yard at 3600/3937 of a meter, which makes an inch about 2.540005 cm, while Britain's yard rested on its own physical standard and came out slightly shorter. The differences were a few parts per million, invisible in a kitchen but real in precision manufacturing, where parts made to “one inch” in Detroit and in Birmingham had to fit together.</p>
<p>In 1959 the national standards laboratories of the United States, the United Kingdom, Canada, Australia, New Zealand and South Africa settled it with the International Yard and Pound Agreement. The yard became exactly 0.9144 meters and the avoirdupois pound exactly 0.45359237 kilograms. Everything else follows from those two numbers:</p>
<ul>
<li>1 foot = 1/3 yard = <strong>0.3048 m</strong> exactly</li>
<li>1 inch = 1/36 yard = <strong>2.54 cm</strong> exactly</li>
<li>1 mile = 1,760 yards = <strong>1,609.344 m</strong> exactly</li>
<li>1 ounce = 1/16 pound = <strong>28.349523125 g</strong> exactly</li>
</ul>
<p>These are definitions, not measurements, so they never limit the precision of a calculation. Ten inches is exactly 25.4 cm, not approximately.</p>
<h2>One leftover: the survey foot</h2>
<p>American land surveyors kept the older definition for decades, because so many maps and property records were built on it. This <em>US survey foot</em> is 1200/3937 m, about two parts per million longer than the international foot, and a survey mile is about 3.2 mm longer than an international mile. That sounds negligible, but state plane coordinates often run into the millions of feet, and at that scale two parts per million becomes a shift of several feet. The National Institute of Standards and Technology (NIST) and the National Geodetic Survey retired the survey foot at the end of 2022, so new work uses the international foot everywhere.</p>
<h2>Customary is not the same as imperial</h2>
<p>US customary units and the British imperial system share names but not all sizes. Length and weight have matched since 1959; volume never did. The US gallon is defined as 231 cubic inches, or <strong>3.785411784 liters</strong>. The imperial gallon, defined in 1824 as the volume of 10 pounds of water, is now exactly <strong>4.54609 liters</strong>, about 20% larger. The pint follows suit: a US pint is 16 US fluid ounces (473.176473 mL), an imperial pint is 20 imperial fluid ounces (568.26125 mL). When a British recipe or a fuel-economy figure in miles per gallon crosses the Atlantic, check which gallon it means.</p>
<h2>Where each system wins in daily life</h2>
<p>In practice, Americans switch systems by context without thinking about it:</p>
<ul>
<li><strong>Customary:</strong> road distances and speed limits, body weight and height, recipes, lumber, and weather forecasts in degrees Fahrenheit.</li>
<li><strong>Metric:</strong> medicine doses in milligrams and milliliters, nutrition labels, soda bottles, camera lenses, running races such as the 5K and 10K, and nearly all of science and the military.</li>
</ul>
<p>Mixing them carelessly can be expensive. In 1999 NASA lost the Mars Climate Orbiter because one team's software reported thruster impulse in pound-force seconds while the navigation software expected newton-seconds, a factor of about 4.45. The spacecraft approached Mars far lower than planned and was never heard from again.</p>
<h2>Conversions worth memorizing</h2>
<table>
<thead>
<tr><th>Customary</th><th>Metric (exact)</th><th>Handy reverse</th></tr>
</thead>
<tbody>
<tr><td>1 inch</td><td>2.54 cm</td><td>1 cm ≈ 0.394 in</td></tr>
<tr><td>1 foot</td><td>0.3048 m</td><td>1 m ≈ 3.281 ft</td></tr>
<tr><td>1 mile</td><td>1.609344 km</td><td>1 km ≈ 0.621 mi</td></tr>
<tr><td>1 pound</td><td>0.45359237 kg</td><td>1 kg ≈ 2.205 lb</td></tr>
<tr><td>1 US gallon</td><td>3.785411784 L</td><td>1 L ≈ 0.264 US gal</td></tr>
</tbody>
</table>
<p>For anything beyond these, our <a href="/length">Length</a>, <a href="/weight">Weight</a> and <a href="/volume">Volume</a> converters use exactly these definitions, so what you get agrees with the official values to every digit shown.</p>`,
};

const kitchen: SampleArticle = {
  title: 'Kitchen Conversions: Cups, Tablespoons and Grams Without the Guesswork',
  slug: 'kitchen-conversions-cups-tablespoons-grams',
  excerpt:
    'A US cup is 236.6 mL and a tablespoon 14.8 mL, but a cup of flour can weigh anywhere from 120 to 150 g. Exact volume conversions, typical gram weights for common ingredients, and when to reach for a scale.',
  category: 'Cooking Conversions',
  tags: ['cooking', 'baking', 'US customary units', 'volume'],
  metaTitle: 'Kitchen Conversions: Cups, Tablespoons and Grams | Unitwise',
  metaDescription:
    'Exact US cup, tablespoon and teaspoon conversions to milliliters, typical grams per cup for flour, sugar and butter, and tips for accurate baking.',
  featured: false,
  publishedDaysAgo: 9,
  content: `<p>Recipes travel. A family recipe written in cups meets a European cookbook written in grams, or a video from Australia calls for a “metric cup”. Converting one volume to another is exact and easy; converting volume to weight depends on the ingredient. Knowing which kind of conversion you are doing is most of the battle.</p>
<h2>US kitchen measures are defined exactly</h2>
<p>The US cup is half a US pint, or 8 US fluid ounces, which works out to exactly <strong>236.5882365 mL</strong>. The spoons divide it evenly: a cup is 16 tablespoons, and a tablespoon is 3 teaspoons.</p>
<table>
<thead>
<tr><th>US measure</th><th>Equivalent</th><th>Milliliters</th></tr>
</thead>
<tbody>
<tr><td>1 teaspoon (tsp)</td><td>1/3 tbsp</td><td>4.93 mL</td></tr>
<tr><td>1 tablespoon (tbsp)</td><td>3 tsp = 1/2 fl oz</td><td>14.79 mL</td></tr>
<tr><td>1 fluid ounce</td><td>2 tbsp</td><td>29.57 mL</td></tr>
<tr><td>1/4 cup</td><td>4 tbsp</td><td>59.15 mL</td></tr>
<tr><td>1/3 cup</td><td>5 tbsp + 1 tsp</td><td>78.86 mL</td></tr>
<tr><td>1/2 cup</td><td>8 tbsp</td><td>118.29 mL</td></tr>
<tr><td>1 cup</td><td>16 tbsp = 8 fl oz</td><td>236.59 mL</td></tr>
<tr><td>1 pint</td><td>2 cups</td><td>473.18 mL</td></tr>
<tr><td>1 quart</td><td>4 cups</td><td>946.35 mL</td></tr>
<tr><td>1 gallon</td><td>16 cups</td><td>3.785 L</td></tr>
</tbody>
</table>
<p>Other “cups” are in circulation, so check where a recipe comes from:</p>
<ul>
<li><strong>Metric cup, 250 mL:</strong> used in Australia, New Zealand and Canada, usually with a 15 mL tablespoon (Australian tablespoons hold 20 mL).</li>
<li><strong>Nutrition-label cup, 240 mL:</strong> US food labels round the cup to 240 mL and the tablespoon to 15 mL when stating serving sizes.</li>
<li><strong>Older British cup, about 284 mL:</strong> half an imperial pint, found in older UK recipes; modern British recipes mostly use grams and milliliters.</li>
</ul>
<p>The metric cup is about 6% larger than the US cup. In a soup that makes no difference; in a cake it can.</p>
<h2>Why a cup of flour has no single weight</h2>
<p>Turning a cup of flour into grams is not a unit conversion; it is a question of density. Flour compacts, so the same cup holds more when you scoop it straight from the bag than when you spoon it in and level it off. Sugar is denser than flour, and butter is sold by weight to begin with. The values below are typical for ingredients measured the way most American recipes assume: flour spooned and leveled, brown sugar packed. Treat them as good starting points, not constants; your flour, the humidity and your measuring habit can move them by several percent.</p>
<table>
<thead>
<tr><th>Ingredient (1 US cup)</th><th>Typical weight</th></tr>
</thead>
<tbody>
<tr><td>Water</td><td>about 237 g</td></tr>
<tr><td>Whole milk</td><td>about 244 g</td></tr>
<tr><td>All-purpose flour, spooned and leveled</td><td>120 to 125 g</td></tr>
<tr><td>All-purpose flour, scooped from the bag</td><td>140 to 150 g</td></tr>
<tr><td>Granulated sugar</td><td>about 200 g</td></tr>
<tr><td>Brown sugar, packed</td><td>210 to 220 g</td></tr>
<tr><td>Powdered sugar, unsifted</td><td>113 to 120 g</td></tr>
<tr><td>Butter</td><td>227 g (2 sticks, half a pound)</td></tr>
<tr><td>Honey</td><td>about 340 g</td></tr>
<tr><td>Rolled oats</td><td>80 to 90 g</td></tr>
</tbody>
</table>
<h2>Butter is the easy one</h2>
<p>In the US, butter usually comes in 1-pound packages of four sticks. Each stick is a quarter pound, or <strong>113.4 g</strong>, and its wrapper is marked as 1/2 cup, or 8 tablespoons. Because the stick is defined by weight, “1 cup of butter” simply means half a pound: 226.8 g. Half a pound of butter actually takes up about 5% more room than a cup, which is close enough for the wrapper markings to work.</p>
<h2>Fluid ounces are not ounces</h2>
<p>A fluid ounce measures volume; an ounce measures weight. For water the two are close but not equal: a US fluid ounce of water weighs about 29.6 g, while an ounce is 28.35 g, so the fluid ounce of water is about 1.04 ounces. For honey, oil or flour the gap is much larger, in one direction or the other. When a recipe lists “8 oz” of a dry ingredient, it means weight, and a kitchen scale is the only accurate way to measure it.</p>
<h2>Habits that prevent failed bakes</h2>
<ol>
<li><strong>Use a scale for baking.</strong> Weighing flour removes the biggest source of error. Most digital scales switch between grams and ounces and have a tare button, so you can weigh straight into the bowl.</li>
<li><strong>Spoon and level when you must use cups.</strong> Fluff the flour, spoon it into the cup and sweep the top flat with a knife. Do not pack it or tap the cup.</li>
<li><strong>Use liquid measuring cups for liquids</strong> and read them at eye level; use nested dry cups for dry ingredients.</li>
<li><strong>Scale recipes by weight.</strong> Doubling 1/3 cup is awkward; doubling 40 g is not.</li>
<li><strong>Convert oven temperatures separately.</strong> A recipe at 350 °F needs 177 °C, which recipes round to 180 °C; our temperature guide has a full oven chart.</li>
</ol>
<p>For exact volume conversions, our <a href="/volume">Volume Converter</a> uses the defined US cup, pint, quart and gallon, so you can move between cups, milliliters and liters without rounding errors piling up.</p>`,
};

const temperature: SampleArticle = {
  title: 'Celsius, Fahrenheit and Kelvin: A Practical Guide to Temperature Scales',
  slug: 'celsius-fahrenheit-kelvin-temperature-guide',
  excerpt:
    'The formulas, the landmarks worth remembering (−40 is the same on both scales, 37 °C is 98.6 °F), an oven temperature chart, and the one mistake people make with temperature differences.',
  category: 'Temperature Guide',
  tags: ['temperature', 'cooking', 'science', 'formulas'],
  metaTitle: 'Celsius, Fahrenheit and Kelvin Explained | Unitwise',
  metaDescription:
    'Convert between Celsius, Fahrenheit and Kelvin with the exact formulas, key landmarks like −40 and absolute zero, and an oven temperature chart.',
  featured: false,
  publishedDaysAgo: 16,
  content: `<p>Temperature is the one everyday conversion you cannot do by multiplying alone. Celsius and Fahrenheit have different zero points as well as different degree sizes, so converting between them takes a multiplication and an addition, in the right order. Kelvin shares its degree size with Celsius but starts at absolute zero, which is why scientists rely on it.</p>
<h2>The formulas</h2>
<pre><code>°F = °C × 9/5 + 32
°C = (°F − 32) × 5/9
K  = °C + 273.15
°C = K − 273.15</code></pre>
<p>The factor 9/5, or 1.8, comes from the size of the degrees: between the freezing and boiling points of water there are 100 Celsius degrees but 180 Fahrenheit degrees. The 32 comes from where the scales start: water freezes at 0 °C but at 32 °F.</p>
<p>A worked example: 25 °C × 9/5 = 45, and 45 + 32 = <strong>77 °F</strong>. Going back, 77 °F − 32 = 45, and 45 × 5/9 = <strong>25 °C</strong>. Subtract first, then multiply; doing it in the other order is the most common slip.</p>
<h2>Landmarks worth remembering</h2>
<table>
<thead>
<tr><th>Landmark</th><th>Celsius</th><th>Fahrenheit</th><th>Kelvin</th></tr>
</thead>
<tbody>
<tr><td>Absolute zero</td><td>−273.15 °C</td><td>−459.67 °F</td><td>0 K</td></tr>
<tr><td>Celsius and Fahrenheit agree</td><td>−40 °C</td><td>−40 °F</td><td>233.15 K</td></tr>
<tr><td>Water freezes</td><td>0 °C</td><td>32 °F</td><td>273.15 K</td></tr>
<tr><td>Comfortable room</td><td>20 °C</td><td>68 °F</td><td>293.15 K</td></tr>
<tr><td>Typical body temperature</td><td>37 °C</td><td>98.6 °F</td><td>310.15 K</td></tr>
<tr><td>Common fever threshold</td><td>38 °C</td><td>100.4 °F</td><td>311.15 K</td></tr>
<tr><td>Water boils at sea level</td><td>100 °C</td><td>212 °F</td><td>373.15 K</td></tr>
</tbody>
</table>
<p>The −40 crossover falls straight out of the formula: set the two readings equal, <em>C = C × 9/5 + 32</em>, and solve to get C = −40. It is the one temperature you never need to convert.</p>
<p>Body temperature deserves a footnote. The classic 98.6 °F is simply 37 °C converted, and the 37 °C figure goes back to 19th-century measurements. Normal temperature varies with the person, the time of day and where it is measured, and modern studies have found average adult readings slightly lower, closer to 36.6 °C (97.9 °F).</p>
<p>The boiling point needs one too. Water boils at 100 °C only near sea-level pressure. In Denver, about a mile up, it boils at roughly 94 °C (about 202 °F), which is why pasta and beans take longer to cook at altitude.</p>
<h2>Oven temperatures</h2>
<p>Oven dials in the US are marked in Fahrenheit; in most other countries, in Celsius. Recipes round the Celsius value to a convenient number, and that is fine: an oven thermometer usually reveals a bigger gap between the dial and reality than any rounding introduces.</p>
<table>
<thead>
<tr><th>Fahrenheit</th><th>Exact Celsius</th><th>Usual recipe value</th><th>Typical use</th></tr>
</thead>
<tbody>
<tr><td>250 °F</td><td>121.1 °C</td><td>120 °C</td><td>Drying meringues, very slow roasts</td></tr>
<tr><td>300 °F</td><td>148.9 °C</td><td>150 °C</td><td>Custards, cheesecake</td></tr>
<tr><td>325 °F</td><td>162.8 °C</td><td>160 °C</td><td>Rich cakes, slow roasting</td></tr>
<tr><td>350 °F</td><td>176.7 °C</td><td>180 °C</td><td>Most cakes and cookies</td></tr>
<tr><td>375 °F</td><td>190.6 °C</td><td>190 °C</td><td>Muffins, pies</td></tr>
<tr><td>400 °F</td><td>204.4 °C</td><td>200 °C</td><td>Roasted vegetables</td></tr>
<tr><td>425 °F</td><td>218.3 °C</td><td>220 °C</td><td>Puff pastry, crisp roasts</td></tr>
<tr><td>450 °F</td><td>232.2 °C</td><td>230 °C</td><td>Bread</td></tr>
<tr><td>500 °F</td><td>260 °C</td><td>260 °C</td><td>Pizza in a home oven</td></tr>
</tbody>
</table>
<h2>Temperature differences are different</h2>
<p>A change of 1 °C is a change of 1.8 °F, and a change of exactly 1 K. When you convert a <em>difference</em>, multiply by 9/5 but do not add 32. If tomorrow will be 10 °C warmer, it will be 18 °F warmer, not 50 °F. The same rule explains climate figures: warming of 1.5 °C is warming of 2.7 °F. It applies in the kitchen too: recipes that say to lower the oven by 25 °F for a convection fan mean a drop of about 14 °C.</p>
<h2>Why scientists use Kelvin</h2>
<p>The Kelvin scale starts at absolute zero, the lowest temperature physically possible, so its readings are proportional to the average kinetic energy of the molecules in an ideal gas. That makes ratios meaningful. Warming air from 10 °C to 20 °C does not double anything: in kelvins it goes from 283.15 K to 293.15 K, an increase of about 3.5%. Gas laws such as <code>PV = nRT</code> only work with absolute temperatures. Kelvin is written without a degree sign (300 K, read “300 kelvins”), and since 2019 it has been defined by fixing the Boltzmann constant at exactly 1.380649 × 10⁻²³ joules per kelvin. US engineers sometimes meet the Rankine scale, an absolute scale with Fahrenheit-sized degrees: °R = °F + 459.67.</p>
<h2>A quick mental shortcut</h2>
<p>To estimate Fahrenheit from Celsius, double it and add 30: 20 °C gives 70 °F (exactly, 68 °F). To go back, subtract 30 and halve. The shortcut is exact at 10 °C (50 °F) and drifts as you move away: at 30 °C it gives 90 °F instead of 86 °F, and at 0 °C it gives 30 °F instead of 32 °F. That is good enough for choosing a jacket. For cooking, medicine or lab work, use the exact formula or our <a href="/temperature">Temperature Converter</a>.</p>`,
};

const dataStorage: SampleArticle = {
  title: 'Kilobytes vs. Kibibytes: Why Your 1 TB Drive Shows 931 GB',
  slug: 'kilobytes-vs-kibibytes-why-1-tb-shows-931-gb',
  excerpt:
    'Your new 1 TB drive shows up as 931 GB. Nothing is missing: drive makers count in powers of 1,000 and many operating systems in powers of 1,024. How the two conventions work and how to convert between them.',
  category: 'Everyday Conversions',
  tags: ['data storage', 'computing', 'SI prefixes', 'metric system'],
  metaTitle: 'Kilobytes vs. Kibibytes: Why 1 TB Shows as 931 GB | Unitwise',
  metaDescription:
    'Why a 1 TB drive shows about 931 GB in Windows: decimal vs binary prefixes (KB vs KiB), where each is used, and bits vs bytes for download speeds.',
  featured: false,
  publishedDaysAgo: 23,
  content: `<p>You buy a 1 TB external drive, plug it into a Windows PC, and it reports a capacity of 931 GB. Nothing was lost, and nobody cheated you. The manufacturer and the operating system are counting with two different units that happen to share a name.</p>
<h2>Two meanings of “kilo”</h2>
<p>In the International System of Units (SI), kilo means exactly 1,000, mega means 1,000,000, and so on in steps of 1,000. Computer memory, however, is built in powers of two, and 2¹⁰ = 1,024 is close enough to 1,000 that early programmers borrowed the prefix: a “kilobyte” of memory meant 1,024 bytes. At that size the difference is only 2.4%, and nobody minded.</p>
<p>The gap grows with every step, because each prefix multiplies the discrepancy again:</p>
<table>
<thead>
<tr><th>Decimal (SI)</th><th>Bytes</th><th>Binary (IEC)</th><th>Bytes</th><th>Binary is larger by</th></tr>
</thead>
<tbody>
<tr><td>kilobyte (kB)</td><td>1,000</td><td>kibibyte (KiB)</td><td>1,024</td><td>2.4%</td></tr>
<tr><td>megabyte (MB)</td><td>1,000,000</td><td>mebibyte (MiB)</td><td>1,048,576</td><td>4.9%</td></tr>
<tr><td>gigabyte (GB)</td><td>1,000,000,000</td><td>gibibyte (GiB)</td><td>1,073,741,824</td><td>7.4%</td></tr>
<tr><td>terabyte (TB)</td><td>1,000,000,000,000</td><td>tebibyte (TiB)</td><td>1,099,511,627,776</td><td>10.0%</td></tr>
</tbody>
</table>
<p>To end the ambiguity, the International Electrotechnical Commission (IEC) introduced binary prefixes in 1998: kibi (Ki), mebi (Mi), gibi (Gi) and tebi (Ti), each a power of 1,024, while kilo, mega, giga and tera keep their SI meanings. The new names are the standard today, although the old habit of writing “GB” for gibibytes is still everywhere.</p>
<h2>The 931 GB mystery, solved</h2>
<p>Drive manufacturers use decimal prefixes, so a 1 TB drive holds 10¹² bytes: one trillion. Windows divides by 1,024 three times (2³⁰) and labels the result “GB”:</p>
<pre><code>1,000,000,000,000 bytes ÷ 1,073,741,824 bytes per GiB ≈ 931.32 GiB</code></pre>
<p>So Windows is showing 931 gibibytes under the label GB. In tebibytes, the same drive is about 0.91 TiB. macOS (since version 10.6 in 2009) and many Linux desktop tools count in decimal units, so they report the same drive as 1 TB, less whatever space formatting takes. The bytes never changed; only the unit did.</p>
<p>The same arithmetic explains other familiar numbers. A “4.7 GB” single-layer DVD holds 4.7 billion bytes, which is about 4.38 GiB, and a 500 GB drive appears in Windows as about 466 GB.</p>
<h2>Where each convention is used</h2>
<ul>
<li><strong>Decimal (powers of 1,000):</strong> hard drive and SSD capacities, USB sticks, memory cards, and network speeds.</li>
<li><strong>Binary (powers of 1,024):</strong> RAM sizes, Windows File Explorer, and many programming tools. A “16 GB” memory module holds 16 GiB, which is 17,179,869,184 bytes.</li>
<li><strong>Your choice:</strong> many Linux command-line tools let you pick. For example, <code>df -h</code> shows binary units and <code>df -H</code> shows decimal ones.</li>
</ul>
<h2>Bits, bytes and download speeds</h2>
<p>One more trap: internet speeds are quoted in bits per second, with a lowercase b, and storage in bytes, with an uppercase B. A byte is 8 bits, and network prefixes are decimal. A 100 Mbps connection therefore moves at most 12.5 MB per second (100,000,000 bits ÷ 8 = 12,500,000 bytes), before protocol overhead takes its share. A 1 Gbps connection tops out at 125 MB/s, so downloading a 50 GB game takes at least 400 seconds, close to seven minutes, even in ideal conditions.</p>
<h2>Converting between the two</h2>
<p>To compare a drive's advertised capacity with what your computer reports, first turn the advertised size into bytes by multiplying by 1,000 once per prefix step (four times for TB), then divide by 1,024 once per step of the unit you want (three times for GiB). A 2 TB drive is 2 × 1,000⁴ = 2,000,000,000,000 bytes, which is about 1,862.6 GiB or 1.82 TiB.</p>
<p>Our <a href="/data">Data Storage converter</a> follows the binary convention that Windows uses: 1 KB = 1,024 bytes, and each larger unit is 1,024 times the one before. That makes it the right tool for questions like “how big will my computer say this file is?”. Our <a href="/data-transfer">Data Transfer Rate converter</a>, by contrast, uses decimal steps, as network equipment does: 1 Kbps = 1,000 bits per second.</p>`,
};

const dimensionalAnalysis: SampleArticle = {
  title: 'How to Convert Units Without Mistakes: Dimensional Analysis and Significant Figures',
  slug: 'how-to-convert-units-without-mistakes',
  excerpt:
    'The factor-label method turns unit conversion into bookkeeping you can check. Worked examples for speed, area and fuel economy, how many digits to keep, and a checklist that catches the usual errors.',
  category: 'Science & Engineering',
  tags: ['dimensional analysis', 'significant figures', 'science', 'formulas'],
  metaTitle: 'How to Convert Units Without Mistakes | Unitwise',
  metaDescription:
    'Use dimensional analysis to convert units reliably: worked examples for speed, area and fuel economy, significant-figure rules, and an error checklist.',
  featured: false,
  publishedDaysAgo: 30,
  content: `<p>Most conversion errors are not arithmetic errors. They come from multiplying where you should divide, forgetting that an area has two dimensions, or copying a factor with the wrong units. Dimensional analysis, also called the factor-label method, makes those mistakes visible on the page before they reach your answer.</p>
<h2>The core idea: multiply by one</h2>
<p>A conversion factor is a fraction whose top and bottom are the same quantity in different units, so its value is exactly one. Because 1 in = 2.54 cm:</p>
<pre><code>(2.54 cm / 1 in) = 1    and    (1 in / 2.54 cm) = 1</code></pre>
<p>Multiplying by one never changes a quantity, only the units it is written in. You pick whichever version of the fraction cancels the unit you want to get rid of. To convert 12 inches to centimeters:</p>
<pre><code>12 in × (2.54 cm / 1 in) = 30.48 cm</code></pre>
<p>The inches cancel, top against bottom, and centimeters remain. Had you picked the upside-down fraction, you would be left with in²/cm, and that nonsense unit would tell you at once that something went wrong.</p>
<h2>Chaining factors: a speed example</h2>
<p>Convert a highway speed of 65 miles per hour to meters per second. Write every step as a fraction and cancel as you go:</p>
<pre><code>65 mi/h × (1,609.344 m / 1 mi) × (1 h / 3,600 s) = 29.0576 m/s</code></pre>
<p>Miles cancel against miles, hours against hours, and meters per second remain. Stop before the last factor and you have 104,607.36 meters per hour, or about 104.6 km/h. Every factor here is an exact definition, so the arithmetic is exact too; how many digits to report depends on the 65, which we come back to below.</p>
<h2>Squares and cubes: the classic trap</h2>
<p>When a unit is squared or cubed, so is its conversion factor. One foot is 0.3048 m, but one square foot is 0.3048 × 0.3048 = 0.09290304 m², and one cubic foot is 0.3048³ ≈ 0.0283168 m³. Converting the floor of a 12 ft × 15 ft room:</p>
<pre><code>180 ft² × (0.3048 m / 1 ft)² = 180 × 0.09290304 m² ≈ 16.72 m²</code></pre>
<p>Multiply by 0.3048 only once and you get about 54.9, more than three times too large. Writing the exponent on the factor makes the second multiplication impossible to forget.</p>
<h2>Ratios of ratios: fuel economy</h2>
<p>US cars are rated in miles per gallon, while much of the world uses liters per 100 kilometers, which is upside down: fuel per distance instead of distance per fuel. Dimensional analysis handles the inversion cleanly. For a car that gets 30 mpg:</p>
<pre><code>100 km × (1 mi / 1.609344 km) × (1 gal / 30 mi) × (3.785411784 L / 1 gal) ≈ 7.84 L</code></pre>
<p>So 30 mpg is about 7.84 L/100 km, and in general L/100 km ≈ 235.2 ÷ mpg. The inverse relationship has a practical consequence: going from 15 to 20 mpg saves far more fuel (about 3.9 L per 100 km) than going from 40 to 45 mpg (about 0.65 L per 100 km).</p>
<h2>How many digits to keep</h2>
<p>A calculator will print as many digits as you like; your measurement cannot support them. A few rules keep results honest:</p>
<ul>
<li><strong>Exact factors do not limit precision.</strong> Defined values such as 2.54 cm per inch, 0.45359237 kg per pound or 3,600 seconds per hour have unlimited significant figures.</li>
<li><strong>Measured values do.</strong> Report a result with about as many significant figures as the least precise measurement. A trail that is “about 5 miles” long is about 8 km, not 8.04672 km.</li>
<li><strong>Round once, at the end.</strong> Keep full precision through intermediate steps; rounding at each step lets errors accumulate.</li>
<li><strong>Watch trailing zeros.</strong> “1,200 m” is ambiguous; write 1.2 km or 1.200 km to show what you actually measured.</li>
</ul>
<p>Back to the speed example: if 65 mph is a speedometer reading, 29 m/s is an honest answer, while 29.0576 m/s claims a precision the speedometer never had.</p>
<h2>A checklist before you trust an answer</h2>
<ol>
<li>Write units on every number, including inside the factors.</li>
<li>Check that every unit you do not want cancels, and that what remains is the unit you asked for.</li>
<li>Sanity-check the size: converting to a smaller unit must give a bigger number (feet to inches), and converting to a larger unit a smaller one.</li>
<li>Raise the factor to the same power as the unit for areas and volumes.</li>
<li>Treat temperatures separately: Celsius and Fahrenheit have offsets, so a factor alone will not convert them.</li>
<li>Round only at the end, to a precision your data supports.</li>
</ol>
<p>Skipping these steps has real costs. In 1983 an Air Canada Boeing 767, later nicknamed the Gimli Glider, ran out of fuel in flight because its fuel load was calculated with a pounds-per-liter density where kilograms per liter were needed, so it carried less than half the fuel the crew believed. The pilots glided it to a safe landing on a former air base runway in Gimli, Manitoba. Written out as a chain of units, the calculation would have shown pounds and kilograms failing to cancel.</p>
<p>When you want to check your work, our <a href="/speed">Speed</a>, <a href="/area">Area</a> and <a href="/volume">Volume</a> converters use the same exact factors as the examples above.</p>`,
};

const massAndWeight: SampleArticle = {
  title: 'Pounds, Kilograms and Why Mass Is Not Weight',
  slug: 'pounds-kilograms-mass-vs-weight',
  excerpt:
    'A pound is exactly 0.45359237 kg, but a kilogram is not a weight. What mass and weight really are, where the pound-force fits in, how the kilogram was redefined in 2019, and quick ways to convert.',
  category: 'Weight & Mass',
  tags: ['weight', 'mass', 'metric system', 'science'],
  metaTitle: 'Pounds, Kilograms and Why Mass Is Not Weight | Unitwise',
  metaDescription:
    'Mass vs weight explained: kilograms, pounds and pound-force, why scales assume gravity, the 2019 kilogram redefinition, and quick lb to kg conversions.',
  featured: false,
  publishedDaysAgo: 37,
  content: `<p>In everyday speech, weight and mass mean the same thing: you weigh 70 kilograms or 154 pounds, and nobody is confused. In physics and engineering they are different quantities, and mixing them up causes a lot of muddled homework and the occasional expensive engineering error. The distinction is simple once you see it.</p>
<h2>Mass is how much stuff; weight is a force</h2>
<p><strong>Mass</strong> measures how much matter an object contains and how strongly it resists being accelerated. It is the same everywhere: on Earth, on the Moon or floating in orbit. Its SI unit is the kilogram.</p>
<p><strong>Weight</strong> is the force that gravity exerts on that mass. It depends on where you are, and its SI unit is the newton. The relationship is:</p>
<pre><code>weight (N) = mass (kg) × g (m/s²)</code></pre>
<p>Here g is the local acceleration due to gravity; standard gravity is defined as exactly 9.80665 m/s². A 70 kg person therefore weighs about 686.5 N at the Earth's surface. On the Moon, where g is about 1.62 m/s², the same person weighs about 113 N, roughly one sixth as much, while their mass is still 70 kg.</p>
<h2>The pound is a mass (usually)</h2>
<p>Since the 1959 International Yard and Pound Agreement, the avoirdupois pound has been defined as exactly <strong>0.45359237 kg</strong>. It is a unit of mass, like the kilogram. The pound-force (lbf), common in US engineering, is a unit of force: the weight of a one-pound mass under standard gravity.</p>
<pre><code>1 lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N</code></pre>
<p>When a bathroom scale says 154 lb, it means pounds of mass. When a structural engineer writes that a beam carries 5,000 lb, that usually means pounds-force. Writing lbf for force and lb (or lbm) for mass keeps the two apart; confusing them on the way to SI units produces answers that are off by a factor of about 9.8, the value of g.</p>
<h2>Scales measure force, then assume gravity</h2>
<p>A spring or electronic scale measures the force pressing on it and divides by an assumed value of g to display mass. Gravity varies over the Earth's surface, from about 9.78 m/s² at the equator to about 9.83 m/s² at the poles, a difference of roughly 0.5%. A scale calibrated in one place can therefore read slightly differently in another, which is why precision laboratory balances are calibrated where they are used, with reference masses. A traditional two-pan balance, which compares an object against known masses, gives the same result anywhere, because gravity pulls on both pans alike.</p>
<h2>How the kilogram itself is defined</h2>
<p>From 1889 to 2019, the kilogram was the mass of a single platinum-iridium cylinder, the International Prototype of the Kilogram, kept in a vault at the International Bureau of Weights and Measures (BIPM) near Paris. Every scale in the world traced back to it, and comparisons over the decades suggested that it and its official copies were drifting apart by tens of micrograms. On May 20, 2019, the definition changed: the kilogram is now fixed by giving the Planck constant the exact value 6.62607015 × 10⁻³⁴ joule-seconds. A well-equipped laboratory can now realize the kilogram itself, for example with a Kibble balance, without comparing against an artifact in France.</p>
<h2>Other units you will meet</h2>
<table>
<thead>
<tr><th>Unit</th><th>Definition</th><th>In kilograms</th></tr>
</thead>
<tbody>
<tr><td>Ounce (avoirdupois)</td><td>1/16 lb</td><td>0.028349523125 kg (28.35 g)</td></tr>
<tr><td>Troy ounce (precious metals)</td><td>480 grains</td><td>0.0311034768 kg (31.10 g)</td></tr>
<tr><td>Stone (UK body weight)</td><td>14 lb</td><td>6.35029318 kg</td></tr>
<tr><td>US (short) ton</td><td>2,000 lb</td><td>907.18474 kg</td></tr>
<tr><td>Long ton (UK)</td><td>2,240 lb</td><td>1,016.0469088 kg</td></tr>
<tr><td>Metric ton (tonne)</td><td>1,000 kg</td><td>1,000 kg</td></tr>
</tbody>
</table>
<p>Gold and silver prices are quoted per troy ounce, about 10% heavier than the ounce on a food label. “Ton” on its own is ambiguous: in the US it usually means 2,000 lb, elsewhere it often means a metric ton, which is about 10% more.</p>
<h2>Converting in your head</h2>
<ul>
<li><strong>Kilograms to pounds:</strong> multiply by 2.2 (the exact factor is 2.20462…), so 50 kg ≈ 110 lb.</li>
<li><strong>Pounds to kilograms:</strong> halve, then subtract a tenth of the result. For 150 lb: 75, minus 7.5, gives 67.5 kg; the exact answer is 68.04 kg, within 1%.</li>
<li><strong>Ounces to grams:</strong> multiply by 28 for a quick estimate, or 28.35 for a good one.</li>
</ul>
<table>
<thead>
<tr><th>Pounds</th><th>Kilograms</th><th>Kilograms</th><th>Pounds</th></tr>
</thead>
<tbody>
<tr><td>1 lb</td><td>0.4536 kg</td><td>1 kg</td><td>2.2046 lb</td></tr>
<tr><td>5 lb</td><td>2.2680 kg</td><td>5 kg</td><td>11.0231 lb</td></tr>
<tr><td>10 lb</td><td>4.5359 kg</td><td>10 kg</td><td>22.0462 lb</td></tr>
<tr><td>100 lb</td><td>45.3592 kg</td><td>100 kg</td><td>220.4623 lb</td></tr>
</tbody>
</table>
<p>Our <a href="/weight">Weight Converter</a> uses these exact definitions. Strictly speaking it converts mass, just as everyday “weight” does, so its results agree with the official values to every digit shown.</p>`,
};

/** In the order they were published, newest first. */
export const SAMPLE_ARTICLES: readonly SampleArticle[] = [twoSystems, kitchen, temperature, dataStorage, dimensionalAnalysis, massAndWeight];

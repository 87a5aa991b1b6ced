import { Link } from 'react-router';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/about';

const LINK = 'text-primary underline underline-offset-4';

const FEATURES = [
  {
    to: '/sitemap',
    label: 'Unit converters',
    text: 'for length, weight, temperature, volume, energy, data, electrical and magnetic quantities, radiation and more.',
  },
  {
    to: '/currency',
    label: 'A currency converter',
    text: 'for nine major currencies at fixed reference rates, good for estimates and travel budgets.',
  },
  {
    to: '/mortgage',
    label: 'A mortgage calculator',
    text: 'with monthly payment, total interest, an amortization schedule and the effect of extra payments.',
  },
  {
    to: '/countdown',
    label: 'A countdown timer',
    text: 'that tells you exactly how long until, or since, any date, with popular holidays one click away.',
  },
  {
    to: '/favorites',
    label: 'Favorites',
    text: 'that keep the converters you star in your own browser, so they are ready next time without an account.',
  },
  { to: '/blog', label: 'A blog', text: 'explaining units, measurement history and the math behind everyday conversions.' },
];

const AUDIENCES = [
  { who: 'Students', text: 'checking homework in physics, chemistry and engineering, where a wrong factor costs marks.' },
  { who: 'Cooks and bakers', text: 'scaling recipes between cups, milliliters, ounces and grams, or ovens between Fahrenheit and Celsius.' },
  { who: 'Engineers and technicians', text: 'who need electrical, magnetic and radiation units that most converters leave out.' },
  { who: 'Everyone else', text: 'planning a trip, reading a foreign spec sheet, buying lumber or wondering how many days are left until a holiday.' },
];

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'About Us',
    description:
      'Who we are and how our free unit converters work: exact factors from NIST and the SI Brochure, results computed in your browser, no account needed.',
    keywords: ['about', 'free unit converter', 'exact conversion factors', 'NIST SP 811', 'SI units'],
    path: '/about',
  });

export default function About() {
  const { siteName, teamName } = useSite();
  return (
    <article className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About {siteName}</h1>
        <p className="text-lg text-muted-foreground">
          {siteName} is a free website for converting units quickly and correctly. There is nothing to install, no account to create and no limit on
          how often you use it.
        </p>
      </header>

      <section aria-labelledby="offer" className="space-y-4">
        <h2 id="offer" className="text-2xl font-semibold">
          What you will find here
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          {FEATURES.map((f) => (
            <li key={f.to}>
              <Link to={f.to} className={LINK}>
                {f.label}
              </Link>{' '}
              {f.text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience" className="space-y-4">
        <h2 id="audience" className="text-2xl font-semibold">
          Who it is for
        </h2>
        <p>We build for anyone who needs a number in a different unit and wants to trust it without double-checking:</p>
        <ul className="list-disc space-y-2 pl-6">
          {AUDIENCES.map((a) => (
            <li key={a.who}>
              <strong className="font-semibold">{a.who}</strong> {a.text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="exact" className="space-y-4">
        <h2 id="exact" className="text-2xl font-semibold">
          How we keep the numbers exact
        </h2>
        <p>
          Many converters use rounded factors, and the rounding shows up as soon as you convert large amounts or chain several steps. We use the exact
          defined values published in NIST Special Publication 811 and the SI Brochure of the International Bureau of Weights and Measures. A pound is
          exactly 0.45359237 kilograms, an inch exactly 2.54 centimeters and a US gallon exactly 3.785411784 liters, so that is what our tables say.
        </p>
        <p>
          Results are rounded to four decimal places (small ones keep at least four significant digits) and shown with digit grouping and without
          trailing zeros: a foot is 30.48 centimeters. When a value is too small or too large for that to be meaningful, we switch to scientific
          notation, so one electronvolt reads 1.6022 × 10⁻¹⁹ joules instead of a row of zeros. Each converter page states its conventions, such as
          binary steps for data storage and a 30-day month for time.
        </p>
        <p>
          Every conversion is calculated in your browser as you type. The values you enter are not sent to us to get a result, and the page address
          keeps your conversion so you can bookmark or share it.
        </p>
      </section>

      <section aria-labelledby="team" className="space-y-4">
        <h2 id="team" className="text-2xl font-semibold">
          The team
        </h2>
        <p>
          We are a small group of engineers and writers in San Francisco who got tired of converter sites buried in pop-ups and rounded numbers. We
          keep {siteName} fast, readable and honest about how every result is produced. If you spot a factor that looks wrong or miss a unit you need,
          please{' '}
          <Link to="/contact" className={LINK}>
            tell us
          </Link>
          . We read every message.
        </p>
        <p className="font-medium">— {teamName}</p>
      </section>
    </article>
  );
}

import type { ReactNode } from 'react';
import { formatCompactMoney, useMortgageLocale } from './mortgage-locale';

/**
 * Shared frame of the two mortgage charts. The plot is inline SVG in a 1000 × 1000 box stretched
 * to its container (lines keep their width with non-scaling strokes), drawn with theme classes
 * (fill-primary, stroke-border, …) so both themes stay legible. Axis labels are HTML placed by
 * percentage, so they keep a readable size on a phone as on a desktop, where SVG text would shrink
 * with the drawing. No chart library: the page ships only its own few kilobytes.
 */
export const SIZE = 1000;

/** Interest is amber: 5:1 against the light card, 10:1 against the dark one, and apart from blue for most color vision. */
export const INTEREST_FILL = 'fill-amber-700 dark:fill-amber-400';
export const INTEREST_SWATCH = 'bg-amber-700 dark:bg-amber-400';

export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Value → SVG y (0 at the top). */
export function yScale(max: number) {
  return (value: number) => round1(SIZE - (value / max) * SIZE);
}

interface FrameProps {
  /** Short name of the drawing; the figcaption describes it in full. */
  label: string;
  title: string;
  yMax: number;
  /** x in SVG units (0-1000). */
  xTicks: { x: number; label: string }[];
  xTitle: string;
  legend: { label: string; swatch: string }[];
  description: ReactNode;
  children: ReactNode;
}

export function ChartFrame({ label, title, yMax, xTicks, xTitle, legend, description, children }: FrameProps) {
  const y = yScale(yMax);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * yMax);
  const pct = (units: number) => `${units / 10}%`;
  const { money } = useMortgageLocale();
  return (
    <figure className="min-w-0 rounded-lg border bg-card p-4 text-card-foreground">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <span aria-hidden className={`inline-block h-2.5 w-4 rounded-sm ${item.swatch}`} />
            {item.label}
          </li>
        ))}
      </ul>
      <div className="mt-4 pb-6 pl-14 pr-2 pt-2">
        <div className="relative h-48 sm:h-56">
          <svg
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={label}
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            {yTicks.map((v) => (
              <line key={v} x1={0} x2={SIZE} y1={y(v)} y2={y(v)} className="stroke-border" strokeWidth={1} vectorEffect="non-scaling-stroke" />
            ))}
            {children}
          </svg>
          <div aria-hidden className="text-xs tabular-nums text-muted-foreground">
            {yTicks.map((v) => (
              <span key={v} className="absolute right-full mr-2 -translate-y-1/2 whitespace-nowrap" style={{ top: pct(y(v)) }}>
                {formatCompactMoney(v, money)}
              </span>
            ))}
            {xTicks.map((t) => (
              <span key={t.x} className="absolute top-full mt-1 -translate-x-1/2" style={{ left: pct(t.x) }}>
                {t.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      <p aria-hidden className="text-center text-xs text-muted-foreground">
        {xTitle}
      </p>
      <figcaption className="mt-3 text-sm text-muted-foreground">{description}</figcaption>
    </figure>
  );
}

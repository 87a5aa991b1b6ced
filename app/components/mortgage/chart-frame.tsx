import type { ReactNode } from 'react';
import { formatCompactMoney } from './format';

/**
 * Shared geometry of the two mortgage charts: inline SVG drawn with theme classes (fill-primary,
 * stroke-border, …) rather than fixed colors, so both themes stay legible, and no chart library,
 * so the page ships only its own few kilobytes.
 */
export const WIDTH = 640;
export const HEIGHT = 260;
export const PLOT = { left: 60, right: 16, top: 12, bottom: 36 } as const;
export const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
export const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/** Interest is amber: 5:1 against the light card, 10:1 against the dark one, and apart from blue for most color vision. */
export const INTEREST_FILL = 'fill-amber-700 dark:fill-amber-400';
export const INTEREST_SWATCH = 'bg-amber-700 dark:bg-amber-400';

export const round1 = (n: number): number => Math.round(n * 10) / 10;

export function yScale(max: number) {
  return (value: number) => round1(PLOT.top + PLOT_HEIGHT - (value / max) * PLOT_HEIGHT);
}

interface FrameProps {
  label: string;
  title: string;
  yMax: number;
  xTicks: { x: number; label: string }[];
  xTitle: string;
  legend: { label: string; swatch: string }[];
  description: ReactNode;
  children: ReactNode;
}

export function ChartFrame({ label, title, yMax, xTicks, xTitle, legend, description, children }: FrameProps) {
  const y = yScale(yMax);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * yMax);
  return (
    <figure className="rounded-lg border bg-card p-4 text-card-foreground">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <span aria-hidden className={`inline-block h-2.5 w-4 rounded-sm ${item.swatch}`} />
            {item.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="mt-2 h-auto w-full">
        {yTicks.map((v) => (
          <g key={v}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(v)}
              y2={y(v)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text x={PLOT.left - 8} y={y(v)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[12px]">
              {formatCompactMoney(v)}
            </text>
          </g>
        ))}
        {xTicks.map((t) => (
          <text
            key={t.x}
            x={t.x}
            y={HEIGHT - PLOT.bottom + 16}
            textAnchor="middle"
            className="fill-muted-foreground text-[12px]"
          >
            {t.label}
          </text>
        ))}
        <text
          x={PLOT.left + PLOT_WIDTH / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
          className="fill-muted-foreground text-[12px]"
        >
          {xTitle}
        </text>
        {children}
      </svg>
      <figcaption className="mt-2 text-sm text-muted-foreground">{description}</figcaption>
    </figure>
  );
}

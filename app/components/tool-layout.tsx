import { useT } from '~/i18n/t';
import type { ReactNode } from 'react';
import { AdSlot } from '~/components/ad-slot';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';

/**
 * The frame of the tool pages (converters, pair pages, calculators): the header ad, a main column
 * with the sidebar ad beside it on wide screens, and the footer ad. `column` sets how the main
 * column spaces its children (a flex column where islands sit directly in it: see Island).
 */
export function ToolLayout({ children, column = 'space-y-8' }: { children: ReactNode; column?: 'space-y-8' | 'flex flex-col gap-8' }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <AdSlot position="header" className="mb-6" />
      <div className="grid gap-8 lg:grid-cols-4">
        <div className={`min-w-0 lg:col-span-3 ${column}`}>{children}</div>
        <div className="hidden lg:block">
          <AdSlot position="sidebar" className="sticky top-20" />
        </div>
      </div>
      <AdSlot position="footer" className="mt-8" />
    </div>
  );
}

/** A converter's formula lines, in monospace. */
export function FormulaCard({ lines }: { lines: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{useT()('converter.formula')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 font-mono text-sm">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </CardContent>
    </Card>
  );
}

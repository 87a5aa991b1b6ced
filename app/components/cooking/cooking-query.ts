import { MEASURE_SYSTEMS } from '~/domain/cooking/measures';
import type { PageUnit } from '~/domain/cooking/page-units';

/** The ingredient converter's state in the address: `?v=2&from=cup&to=g&fill=flour_spooned&sys=metric`. */
export interface CookingQuery {
  value: string;
  from: PageUnit;
  to: PageUnit;
  fill: string;
  system: string;
}

/**
 * The query's state; a unit the page does not offer (a stick of flour) reads as the default, and
 * no `sys` as the language's default cups and spoons (metric in Spanish and German).
 */
export function cookingQueryFrom(
  params: URLSearchParams,
  fillKeys: readonly string[],
  defaultFill: string,
  units: readonly string[],
  defaultSystem: string,
): CookingQuery {
  const unitOr = (text: string | null, fallback: PageUnit): PageUnit => (text && units.includes(text) ? text : fallback);
  const fill = params.get('fill');
  const system = params.get('sys');
  return {
    value: (params.get('v') ?? '1').slice(0, 40),
    from: unitOr(params.get('from'), 'cup'),
    to: unitOr(params.get('to'), 'g'),
    fill: fill && fillKeys.includes(fill) ? fill : defaultFill,
    system: MEASURE_SYSTEMS.find((s) => s.key === system)?.key ?? defaultSystem,
  };
}

export function cookingQueryTo(query: CookingQuery, defaultFill: string, defaultSystem: string): Record<string, string> {
  const out: Record<string, string> = { v: query.value, from: query.from, to: query.to };
  if (query.fill !== defaultFill) out.fill = query.fill;
  if (query.system !== defaultSystem) out.sys = query.system;
  return out;
}

export { MEASURE_SYSTEMS };

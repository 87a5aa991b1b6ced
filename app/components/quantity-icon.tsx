import {
  Calculator,
  Clock,
  Database,
  DollarSign,
  Gauge,
  Ruler,
  Square,
  Thermometer,
  Timer,
  Beaker,
  Weight,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  length: Ruler,
  weight: Weight,
  temperature: Thermometer,
  speed: Gauge,
  time: Clock,
  volume: Beaker,
  area: Square,
  data: Database,
  currency: DollarSign,
  energy: Zap,
  mortgage: Calculator,
  countdown: Timer,
};

export function QuantityIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? Ruler;
  return <Icon aria-hidden className={className} />;
}

import { acceleration } from './acceleration';
import { angle } from './angle';
import { angularAcceleration } from './angular-acceleration';
import { angularVelocity } from './angular-velocity';
import { force } from './force';
import { frequency } from './frequency';
import { momentOfInertia } from './moment-of-inertia';
import { momentum } from './momentum';
import { power } from './power';
import { pressure } from './pressure';
import { specificVolume } from './specific-volume';
import { stiffness } from './stiffness';
import { torque } from './torque';
import type { Quantity } from './types';

/**
 * The engineering quantities of the catalog (issue 12), each a table in its own module; the
 * registry (registry.ts) adds them after the core tables. Keyed by each table's id.
 */
export const engineeringQuantities = {
  pressure,
  power,
  force,
  torque,
  angle,
  frequency,
  'angular-velocity': angularVelocity,
  acceleration,
  'angular-acceleration': angularAcceleration,
  'moment-of-inertia': momentOfInertia,
  'specific-volume': specificVolume,
  stiffness,
  momentum,
} satisfies Record<string, Quantity>;

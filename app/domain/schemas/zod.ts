import { z } from 'zod';

// Our Content-Security-Policy forbids eval. Without this, zod probes `new Function` on first use,
// which the browser reports as a CSP violation even though zod catches the error.
z.config({ jitless: true });

export { z };

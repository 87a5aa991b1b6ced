import { redirect } from 'react-router';
import { headerPath } from './path-encoding';

/** React Router's `redirect` to a path of the site, whose address words may be of any script. */
export const redirectTo = (path: string, init?: number | ResponseInit): Response => redirect(headerPath(path), init);

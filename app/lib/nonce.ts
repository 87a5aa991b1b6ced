import { createContext, useContext } from 'react';

/** The per-request Content-Security-Policy nonce; only the server knows it. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

import { createContext, use } from 'react';

/**
 * The nonce the server rendered this page's inline scripts with (entry.server.tsx). Empty in the
 * browser, which hides nonces from scripts anyway.
 */
export const NonceContext = createContext('');

export const useNonce = () => use(NonceContext);

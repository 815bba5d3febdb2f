import * as z from 'zod/mini';

// Zod's own messages (unknown key, wrong type…) in French: they reach players' screens. Imported for its
// effect by every module that parses requests (http/errors.ts, auth/fields.ts).
z.config(z.locales.fr());

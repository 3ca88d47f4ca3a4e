import { config } from 'zod/mini';

// Our Content-Security-Policy forbids eval, and zod's probe for it is reported as a violation.
// Schemas read this when they are built, so every module that builds one imports this first.
config({ jitless: true });

// Zod compiles object checks with `new Function` when it may; its probe for that is reported as a
// Content-Security-Policy violation by the console's policy (no 'unsafe-eval'), even though zod catches it.
// The console parses little (URL search params, a few answers), so the compiled checks buy nothing here.
import { z } from 'zod';

z.config({ jitless: true });

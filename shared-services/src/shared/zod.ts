// zod/mini, the functional API of zod 4: a bundle keeps only the schemas and checks the package uses,
// where classic zod's method chains ship whole (~22 kB gzip of zod on every public page).
// Every schema of this package imports zod from here, so this runs before any parse.
import { config } from 'zod/mini';
import { en } from 'zod/locales';

// Classic zod sets English the first time a schema is built; zod/mini loads no locale, and its
// default texts (a `.max(100)` without a message, a wrong type) would all read "Invalid input".
// Same rule as classic: a locale configured elsewhere wins.
if (!config().localeError) config(en());

export * from 'zod/mini';

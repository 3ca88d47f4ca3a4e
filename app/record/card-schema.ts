// Zod's settings first: the schemas are built when their module loads (app/lib/zod-config.ts).
import '../lib/zod-config';

export * from '../../contract/progress/card-schema';

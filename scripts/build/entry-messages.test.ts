import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../app/i18n/catalogs.ts';
import { entryMessageFiles } from './entry-messages.ts';

const appDir = path.resolve(import.meta.dirname, '../../app');
const chunk = (isEntry: boolean, imports: string[], files: string[]) => ({
  type: 'chunk' as const,
  isEntry,
  imports,
  moduleIds: files.map((file) => path.join(appDir, file)),
});

describe('the messages of the entry bundle', () => {
  it('follows the static imports of the entry, not the lazy chunks, and keeps only files with messages', () => {
    const bundle = {
      'index.js': chunk(true, ['shared.js'], ['main.tsx', 'shell/site-header.tsx', 'lib/api.ts']),
      'shared.js': chunk(false, [], ['routes/home.tsx']),
      'route-topic.js': chunk(false, ['shared.js'], ['routes/topic.tsx']),
      'style.css': { type: 'asset' as const },
    };
    expect(entryMessageFiles(bundle, appDir).sort()).toEqual(['routes/home.tsx', 'shell/site-header.tsx']);
  });

  it('puts the header in the shell catalog, a topic page in the screens and the account screens in their own', () => {
    expect(catalogOf('shell/site-header.tsx')).toBe('shell');
    expect(catalogOf('account/account-link.tsx')).toBe('shell');
    expect(catalogOf('routes/topic.tsx')).toBe('screens');
    expect(catalogOf('account/pair-page.tsx')).toBe('account');
    expect(catalogOf('routes/account.tsx')).toBe('account');
    expect(catalogOf('sync/sync-status.tsx')).toBe('sync');
    expect(catalogOf('sync/sync-slot.tsx')).toBe('shell');
  });
});

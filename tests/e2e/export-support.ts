import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { unzipSync, strFromU8 } from 'fflate';
import fs from 'node:fs/promises';

/** Helpers of tests/e2e/export.spec.ts: choosing a format in a download menu, and reading the file. */

/** Opens the menu of `toggle`, chooses the format whose name starts with `format`, and waits for the file. */
export async function downloadFrom(page: Page, toggle: Locator, format: RegExp): Promise<Download> {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: format }).click(),
  ]);
  return download;
}

export async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile((await download.path())!));
}

export const textOf = async (download: Download) => new TextDecoder().decode(await bytesOf(download));

/** A CSV file's records as objects by its header's names. */
export async function csvOf(download: Download): Promise<Record<string, string>[]> {
  return parse(await textOf(download), { columns: true });
}

/** A zip's files as text, by name. */
export function unzipText(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

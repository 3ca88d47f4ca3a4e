/**
 * The licences shown wherever the bank leaves the repository: the app's footer and the quiz API's
 * answers and description. The LICENSE files at the root and in content/ are the texts they name.
 */
export const CODE_LICENSE = { name: 'MIT', url: 'https://opensource.org/license/mit' } as const;

export const CONTENT_LICENSE = {
  name: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  attribution: 'Quiz Dojo contributors',
} as const;

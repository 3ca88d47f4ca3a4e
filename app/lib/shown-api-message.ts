import { t } from '@lingui/core/macro';
import { MALFORMED_MESSAGE, UNREACHABLE_MESSAGE } from './api';
import { CHUNK_FAILED_MESSAGE } from './chunk-loader';
import { NOT_SAVED_LIST_MESSAGE, NOT_SAVED_MESSAGE } from './worker-messages';

/**
 * What the learner reads for an error's message, in the page's language. The app's own messages (the
 * API client's, the offline worker's) and the router's status texts stay English where they are
 * made, as the API's are, because code compares them; they are translated here, where they are shown.
 * A message of the server's is shown as it came.
 */
export function shownApiMessage(message: string): string {
  switch (message) {
    case UNREACHABLE_MESSAGE:
      return t`Could not reach the quiz API`;
    case MALFORMED_MESSAGE:
      return t`The quiz API sent data in an unexpected format`;
    case NOT_SAVED_MESSAGE:
      return t`This topic is not saved for offline use. Open it once while online, or use Save all topics for offline on the Topics page.`;
    case NOT_SAVED_LIST_MESSAGE:
      return t`The topic list is not saved for offline use. Open Quiz Dojo once while online to keep it.`;
    case CHUNK_FAILED_MESSAGE:
      return t`Loading chunk failed`;
    case 'Not Found':
      return t({ message: 'Not Found', context: 'HTTP status 404' });
    case 'Method Not Allowed':
      return t({ message: 'Method Not Allowed', context: 'HTTP status 405' });
  }
  const status = /^The quiz API answered (\d{3})$/.exec(message)?.[1];
  return status ? t`The quiz API answered ${status}` : message;
}

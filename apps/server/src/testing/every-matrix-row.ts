/**
 * Every row of every route family's access matrix, in one list: the authorization matrix
 * (auth/authorization-matrix.test.ts) and the control-character sweep
 * (http/control-character-guard.test.ts) both demand a row for every route the app declares,
 * so a new route family adds its table here once.
 */
import { analyticsMatrix } from '../analytics/matrix.ts';
import { ssoMatrix } from '../auth/sso/matrix.ts';
import { archiveMatrix } from '../archives/matrix.ts';
import { castMatrix } from '../cast/matrix.ts';
import { csvExportMatrix } from '../exports/matrix.ts';
import { mapMatrix } from '../map/matrix.ts';
import { mediaMatrix } from '../media/matrix.ts';
import { livePassMatrix } from '../passes/matrix.ts';
import { adminMatrix } from '../routes/account/admin-matrix.ts';
import { batchMatrix } from '../routes/posts/batch-matrix.ts';
import { postMatrix } from '../routes/posts/matrix.ts';
import { suggestionMatrix } from '../routes/suggestions-matrix.ts';
import { wallMatrix } from '../routes/walls/matrix.ts';
import { referralMatrix } from '../referrals/matrix.ts';
import { proxyMatrix } from '../security/proxy-matrix.ts';
import { slowWallMatrix } from '../slow-wall/matrix.ts';
import { accountMatrix, type MatrixRow } from './access-matrix.ts';

export const everyMatrixRow: readonly MatrixRow[] = [
  ...accountMatrix,
  ...adminMatrix,
  ...postMatrix,
  ...batchMatrix,
  ...wallMatrix,
  ...suggestionMatrix,
  ...mapMatrix,
  ...proxyMatrix,
  ...mediaMatrix,
  ...slowWallMatrix,
  ...archiveMatrix,
  ...csvExportMatrix,
  ...castMatrix,
  ...analyticsMatrix,
  ...ssoMatrix,
  ...livePassMatrix,
  ...referralMatrix,
];

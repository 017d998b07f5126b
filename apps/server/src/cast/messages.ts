/**
 * The server's words for casting. The spec words none of them (it only says cast failures are
 * logged), so they stay here rather than in core's catalogue; the dashboard's Cast dialog shows
 * its own translated texts for each status.
 */
export const castMessages = Object.freeze({
  tooManyCodes:
    'Too many pairing codes were asked for from this address. Try again in a few minutes.',
  tooManyAttempts: 'Too many wrong codes. Try again in 10 minutes.',
  wrongCode: 'That code is wrong or has expired. Check the code on the TV and try again.',
  paired: 'Paired: the TV is opening the wall.',
});
